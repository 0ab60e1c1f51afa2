import { randomUUID } from "node:crypto";
import type { Category } from "@hogar/shared";
import type { Db } from "../../src/db/client.ts";
import { productImages, products } from "../../src/db/schema/index.ts";

export interface ProductOverrides {
  name?: string;
  description?: string;
  priceCents?: number;
  category?: Category;
  stock?: number;
  archived?: boolean;
  createdAt?: Date;
  /** Facts (issue 19): size, weight, materials, colour, assembly. */
  widthCm?: number | null;
  depthCm?: number | null;
  heightCm?: number | null;
  weightGrams?: number | null;
  materials?: string[];
  colour?: string | null;
  assemblyRequired?: boolean;
}

/** Inserts a product with one served image; every field can be overridden. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const [product] = await db
    .insert(products)
    .values({
      name: `Test Product ${randomUUID().slice(0, 8)}`,
      description: "A sturdy piece for tests. It has a description.",
      priceCents: 150_000,
      category: "living room",
      stock: 10,
      ...overrides,
    })
    .returning();
  if (!product) throw new Error("product not created");
  await db.insert(productImages).values({
    productId: product.id,
    position: 0,
    imageKey: "test-image-1",
    width: 960,
    height: 720,
    alt: `${product.name}, front view`,
  });
  return product;
}

/** Inserts `count` products at once (no images), for filling a list up to its cap. */
export async function createProducts(db: Db, count: number, overrides: ProductOverrides = {}) {
  return db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, n) => ({
        name: `Bulk Product ${n + 1} ${randomUUID().slice(0, 8)}`,
        description: "A sturdy piece for tests. It has a description.",
        priceCents: 10_000,
        category: "living room" as const,
        stock: 10,
        ...overrides,
      })),
    )
    .returning();
}

/** The facts fields of the add-product form, filled in (every new product needs them). */
export const FACTS_FORM = {
  widthCm: "80",
  depthCm: "45",
  heightCm: "90",
  weightKg: "32.5",
  materials: "wood,metal",
  colour: "natural",
  assemblyRequired: "yes",
};
