import type { MyReview } from "@hogar/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReviewForm } from "../src/features/reviews/components/review-form.tsx";
import { change } from "./helpers/change.ts";
import { json, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

// The shopper's review: 1 to 5 stars and an optional text of at most 2,000 characters, checked in the
// form with the server's rules; the server's refusals are shown where they belong (docs/product.md 95).

const PRODUCT_ID = "00000000-0000-4000-8000-000000000777";
const ADDRESS = `/api/products/${PRODUCT_ID}/my-review`;

const saved = (rating: number, body: string | null): MyReview => ({
  eligible: true,
  review: {
    id: "00000000-0000-4000-8000-000000000888",
    rating,
    body,
    author: "Ana",
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
    hidden: false,
  },
});

function renderForm(
  answer: (request: SentRequest) => Response = (request) => {
    const body = request.body as { rating: number; body: string | null };
    return json(200, saved(body.rating, body.body));
  },
  review: MyReview["review"] = null,
) {
  const sent = stubFetch(answer);
  const onDone = vi.fn();
  renderShop(<ReviewForm productId={PRODUCT_ID} review={review} onDone={onDone} />);
  return { sent, onDone };
}

const star = (stars: number) =>
  screen.getByRole<HTMLInputElement>("radio", { name: stars === 1 ? "1 star" : `${stars} stars` });
const text = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your review (optional)" });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
const saves = (sent: SentRequest[]) => sent.filter((request) => request.method === "PUT");

describe("the review form", () => {
  it("refuses a review without a rating in the form, asking nothing of the server", () => {
    const { sent, onDone } = renderForm();
    change(text(), { target: { value: "Comfortable and sturdy" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    expect(saves(sent)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
    const rating = screen.getByRole("group", { name: "Your rating" });
    expect(describedBy(rating)).toBe("Choose a rating from 1 to 5 stars");
    expect(star(1).getAttribute("aria-invalid")).toBe("true");
    // The focus goes to the stars, so the shopper can choose at once.
    expect(document.activeElement).toBe(star(1));
  });

  it("refuses a text past 2,000 characters in the form, keeping it whole to cut", () => {
    const { sent } = renderForm();
    fireEvent.click(star(4));
    change(text(), { target: { value: "a".repeat(2_001) } });
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    expect(saves(sent)).toHaveLength(0);
    expect(text().getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(text())).toContain("The review must be at most 2,000 characters");
    // Kept whole, not cut at the limit, and the count under it says by how much it is over.
    expect(text().value).toHaveLength(2_001);
    expect(text().hasAttribute("maxlength")).toBe(false);
    expect(describedBy(text())).toContain("2,001 of 2,000 characters");
    // Counted as the rules count: spaces at either end are not the review's.
    change(text(), { target: { value: `${"a".repeat(2_000)}\n\n` } });
    expect(describedBy(text())).toContain("2,000 of 2,000 characters");
  });

  it("publishes the stars and the trimmed text, says so and calls back", async () => {
    const { sent, onDone } = renderForm();
    fireEvent.click(star(4));
    expect(star(4).checked).toBe(true);
    change(text(), { target: { value: "  Comfortable and sturdy \n" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(saves(sent)).toEqual([
      { method: "PUT", path: ADDRESS, body: { rating: 4, body: "Comfortable and sturdy" } },
    ]);
    const notice = within(screen.getByRole("region", { name: "Notice" }));
    expect(notice.getByText("Your review was published")).toBeTruthy();
  });

  it("sends a blank text as none", async () => {
    const { sent, onDone } = renderForm();
    fireEvent.click(star(5));
    change(text(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saves(sent)[0]?.body).toEqual({ rating: 5, body: null });
  });

  it("edits a review starting from what it says", async () => {
    const { sent, onDone } = renderForm(undefined, saved(2, "Too soft").review);
    expect(star(2).checked).toBe(true);
    expect(text().value).toBe("Too soft");
    fireEvent.click(star(3));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saves(sent)[0]?.body).toEqual({ rating: 3, body: "Too soft" });
    expect(screen.getByText("Your review was saved")).toBeTruthy();
  });

  it("shows the server's refusal of a field beside it, and calls nothing back", async () => {
    const NUL = "The text must not contain the NUL character (U+0000)";
    const { sent, onDone } = renderForm(() =>
      json(400, { code: "invalid", message: NUL, fields: { body: NUL } }),
    );
    fireEvent.click(star(5));
    // A text the form takes, refused by a server whose rules are newer than this page's.
    change(text(), { target: { value: "Great" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    await waitFor(() => expect(text().getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(text())).toContain(NUL);
    expect(document.activeElement).toBe(text());
    expect(saves(sent)).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    // The stars were fine: they stay chosen and unmarked.
    expect(star(5).checked).toBe(true);
    expect(star(5).hasAttribute("aria-invalid")).toBe(false);
  });

  it("says why the server refuses the review as a whole", async () => {
    const WHY = "You can review a product once an order of yours with it has been delivered";
    const { onDone } = renderForm(() => refusal(403, WHY));
    fireEvent.click(star(5));
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    expect((await screen.findByRole("alert")).textContent).toBe(WHY);
    expect(onDone).not.toHaveBeenCalled();
  });
});
