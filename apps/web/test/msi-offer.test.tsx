import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductDetails } from "../src/features/catalog/components/product-details.tsx";
import { change } from "./helpers/change.ts";
import { product } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

// "Up to 12 interest-free payments of $x" on the product page: the longest plan its price times the
// quantity reaches, each payment rounded up to the centavo (docs/product.md 88; plans 3 from $3,000,
// 6 from $6,000, 12 from $12,000 in the test settings).

function renderProduct(price: number) {
  renderShop(
    <ProductDetails
      product={{ ...product({ name: "Walnut desk", price, stock: 10 }), variants: [] }}
      renderWishlistToggle={() => null}
      renderCartToggle={() => null}
    />,
  );
}

const setQuantity = (value: string) =>
  change(screen.getByRole("spinbutton", { name: "Quantity" }), { target: { value } });

describe("the product page's meses sin intereses", () => {
  it("says the longest plan the price reaches, rounding the payment up to the centavo", () => {
    renderProduct(400_000);
    // 4,000 / 3 = 1,333.33...: 1,333.34 a month, the last payment a little less.
    expect(screen.getByText("Up to 3 interest-free payments of $1,333.34 MXN")).toBeTruthy();
  });

  it("follows the chosen quantity, and says the plan is for them all", () => {
    renderProduct(400_000);
    setQuantity("2");
    expect(screen.getByText("For 2: up to 6 interest-free payments of $1,333.34 MXN")).toBeTruthy();
    setQuantity("3");
    expect(screen.getByText("For 3: up to 12 interest-free payments of $1,000.00 MXN")).toBeTruthy();
    expect(screen.queryByText(/up to 6 /)).toBeNull();
  });

  it("says nothing below the first plan's minimum", () => {
    renderProduct(299_999);
    expect(screen.queryByText(/interest-free/)).toBeNull();
    setQuantity("2");
    expect(screen.getByText("For 2: up to 3 interest-free payments of $2,000.00 MXN")).toBeTruthy();
  });
});
