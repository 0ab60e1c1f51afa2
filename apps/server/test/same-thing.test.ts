import { describe, expect, it } from "vitest";
import { otherNamesOf } from "../src/modules/catalog/same-thing.ts";

describe("otherNamesOf", () => {
  it("says a phrase with each name of one thing the other way, as whole words, singular or plural", () => {
    expect(otherNamesOf("nightstand")).toEqual(["bedside table"]);
    expect(otherNamesOf("bedside table")).toEqual(["nightstand"]);
    expect(otherNamesOf("nightstand white")).toEqual(["bedside table white"]);
    expect(otherNamesOf("oak bedside table")).toEqual(["oak nightstand"]);
    expect(otherNamesOf("nightstands")).toEqual(["bedside table"]);
    expect(otherNamesOf("bedside tables")).toEqual(["nightstand"]);
    expect(otherNamesOf("nightstandx")).toEqual([]);
    expect(otherNamesOf("table")).toEqual([]);
  });
});
