import type { MyReview, Review, ReviewsPage } from "@hogar/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductReviews } from "../src/features/reviews/components/product-reviews.tsx";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

// The product page's reviews section (docs/product.md 95-96): each thing said once.

const PRODUCT_ID = "00000000-0000-4000-8000-000000000777";

function review(id: string, author: string, body: string, rating = 4): Review {
  return {
    id,
    rating,
    body,
    author,
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
  };
}
const lucia = review("00000000-0000-4000-8000-000000000001", "Lucía", "Bonita y firme.");
const pedro = review("00000000-0000-4000-8000-000000000002", "Pedro", "Llegó a tiempo.", 5);

function page(items: Review[]): ReviewsPage {
  const stars = [5, 4, 3, 2, 1];
  return {
    summary: {
      average: items.length ? items.reduce((sum, r) => sum + r.rating, 0) / items.length : null,
      count: items.length,
      distribution: stars.map((s) => ({ stars: s, count: items.filter((r) => r.rating === s).length })),
    },
    items,
    nextCursor: null,
  };
}

function renderReviews(reviews: ReviewsPage, mine: MyReview) {
  stubFetch((request) => json(200, request.path.endsWith("/my-review") ? mine : reviews));
  renderShop(<ProductReviews productId={PRODUCT_ID} />);
}

describe("a product's reviews", () => {
  it("shows the shopper's own review once, as theirs, and the others in the list", async () => {
    renderReviews(page([lucia, pedro]), { eligible: true, review: { ...lucia, hidden: false } });

    expect(await screen.findByRole("region", { name: "Your review" })).toBeTruthy();
    expect(await screen.findByText("Llegó a tiempo.")).toBeTruthy();
    expect(screen.getAllByText("Bonita y firme.")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "What shoppers say" }).textContent).not.toContain("Bonita");
  });

  it('without any review says so once, not the figures\' "No reviews yet" as well', async () => {
    renderReviews(page([]), { eligible: false, review: null });

    expect(await screen.findByText("Nobody has reviewed this product yet.")).toBeTruthy();
    expect(screen.queryByText("No reviews yet")).toBeNull();
  });
});
