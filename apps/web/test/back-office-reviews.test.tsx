import type { AdminReviewRow } from "@hogar/shared";
import { shopDate } from "@hogar/shared/shop-dates";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewsTable } from "../src/features/back-office/components/reviews-table.tsx";
import { renderShop } from "./helpers/render.tsx";

// The back office's reviews table (docs/product.md 98): a hidden review says why, when and who hid it.

const HIDDEN_AT = "2026-11-20T18:00:00.000Z";

function reviewRow(n: number, hidden: AdminReviewRow["hidden"]): AdminReviewRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    product: { id: "00000000-0000-4000-8000-000000000100", name: `Oak chair ${n}` },
    rating: 2,
    body: "Arrived scratched",
    author: { name: "Ana López", email: "ana@example.com" },
    createdAt: "2026-11-18T12:00:00.000Z",
    updatedAt: "2026-11-18T12:00:00.000Z",
    hidden,
  };
}

const rowOf = (product: string) =>
  screen.getByRole("rowheader", { name: product }).closest("tr") as HTMLElement;

describe("the back office's reviews table", () => {
  it("says why, when and by whom a review was hidden, and only when, where the audit log names no one", () => {
    renderShop(
      <ReviewsTable
        caption="Reviews"
        busy={false}
        onHide={() => {}}
        onUnhide={() => {}}
        rows={[
          reviewRow(1, { at: HIDDEN_AT, reason: "Spam", by: "boss@example.com" }),
          reviewRow(2, { at: HIDDEN_AT, reason: "Off topic", by: null }),
          reviewRow(3, null),
        ]}
      />,
    );
    const date = shopDate(HIDDEN_AT);
    const first = within(rowOf("Oak chair 1"));
    expect(first.getByText("Reason: Spam")).toBeTruthy();
    expect(first.getByText(`Hidden by boss@example.com on ${date}`)).toBeTruthy();
    expect(within(rowOf("Oak chair 2")).getByText(`Hidden on ${date}`)).toBeTruthy();
    expect(rowOf("Oak chair 3").textContent).not.toContain("Hidden");
  });
});
