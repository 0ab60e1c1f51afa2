import { describe, expect, it } from "vitest";
import { pageNumbers } from "../src/features/catalog/components/result-pages.tsx";

describe("the page numbers of a result list", () => {
  it("show the first, the last and the pages around the current one, with gaps between", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, "gap", 5]);
    // A gap of one page shows it instead.
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(4, 42)).toEqual([1, 2, 3, 4, 5, "gap", 42]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 42)).toEqual([1, "gap", 5, 6, 7, "gap", 42]);
    expect(pageNumbers(42, 42)).toEqual([1, "gap", 41, 42]);
  });
});
