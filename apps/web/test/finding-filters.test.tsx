import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FindingFilters } from "../src/features/catalog/components/finding-filters.tsx";
import { readFinding } from "../src/features/catalog/finding-url.ts";
import { change } from "./helpers/change.ts";

describe("the price range", () => {
  it("describes both ends by the one message saying why the range is refused", () => {
    const search = new URLSearchParams();
    const onChange = vi.fn();
    render(<FindingFilters search={search} state={readFinding(search)} onChange={onChange} />);
    const range = screen.getByRole("group", { name: "Price range (MXN)" });
    const from = within(range).getByLabelText("From");
    const to = within(range).getByLabelText("To");
    change(from, { target: { value: "20000" } });
    change(to, { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply price range" }));
    for (const end of [from, to]) {
      expect(end.getAttribute("aria-invalid")).toBe("true");
      const describedBy = end.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(describedBy)?.textContent).toBe(
        "The lowest price must not be above the highest",
      );
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps its fields, and the focus, once the range is applied, and fills them from the address", () => {
    const onChange = vi.fn();
    const view = (search: URLSearchParams) => (
      <FindingFilters search={search} state={readFinding(search)} onChange={onChange} />
    );
    const { rerender } = render(view(new URLSearchParams("q=table")));
    const range = () => screen.getByRole("group", { name: "Price range (MXN)" });
    const apply = screen.getByRole("button", { name: "Apply price range" });
    change(within(range()).getByLabelText("From"), { target: { value: "5000" } });
    change(within(range()).getByLabelText("To"), { target: { value: "6000" } });
    apply.focus();
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledTimes(1);

    // The address now asks for the range: the same button keeps the focus.
    rerender(view(new URLSearchParams("q=table&minPrice=5000&maxPrice=6000")));
    expect(document.activeElement).toBe(apply);
    expect(screen.getByRole("button", { name: "Apply price range" })).toBe(apply);
    // Back to an address without it (the browser's Back, Clear filters): the fields empty.
    rerender(view(new URLSearchParams("q=table")));
    expect(within(range()).getByLabelText<HTMLInputElement>("From").value).toBe("");
    expect(within(range()).getByLabelText<HTMLInputElement>("To").value).toBe("");
  });
});
