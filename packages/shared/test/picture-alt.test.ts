import { describe, expect, it } from "vitest";
import { pictureAlt } from "../src/picture-alt.ts";
import { inSpanish } from "./in-spanish.ts";

describe("a product picture's text (docs/product.md 80)", () => {
  it("says the shop's own words after the name in the reader's language, the name as entered", () => {
    inSpanish(() => {
      expect(pictureAlt("Alba Linen Sofa, front view")).toBe("Alba Linen Sofa, vista frontal");
      expect(pictureAlt("Alba Linen Sofa, close-up detail")).toBe("Alba Linen Sofa, detalle de cerca");
      expect(pictureAlt("Alba Linen Sofa, shown in a room")).toBe("Alba Linen Sofa, en ambiente");
      expect(pictureAlt("Mesa, Roble, image 2")).toBe("Mesa, Roble, imagen 2");
    });
    expect(pictureAlt("Alba Linen Sofa, front view")).toBe("Alba Linen Sofa, front view");
  });

  it("leaves any other text as it was written", () => {
    inSpanish(() => {
      expect(pictureAlt("A grey sofa by a window")).toBe("A grey sofa by a window");
      expect(pictureAlt("Sofa, seen from above")).toBe("Sofa, seen from above");
      expect(pictureAlt("")).toBe("");
    });
  });
});
