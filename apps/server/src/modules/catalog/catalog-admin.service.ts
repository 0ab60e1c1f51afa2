import {
  type Category,
  imageUrls,
  type Product,
  type ProductFormInput,
  type ProductProblems,
  pesosToCents,
  productProblems,
} from "@hogar/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productImages, products, uploadedImages } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { ConvertedUpload } from "../images/uploads.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { toProduct } from "./product-view.ts";

// Outside image addresses are shown at this box; the browser scales them.
const URL_IMAGE_SIZE = { width: 960, height: 720 };

export interface ProductPatch {
  name?: string;
  description?: string;
  price?: number;
  stock?: number;
  category?: Category;
}

function invalid(problems: ProductProblems): never {
  throw new AppError("invalid", Object.values(problems).join("; "), problems as Record<string, string>);
}

/** Adding, changing and archiving products: admins only (checked by the routes). */
export function createCatalogAdminService(db: Db, onChange: () => void) {
  const catalog = createCatalogRepository(db);

  async function view(id: string): Promise<Product> {
    const row = await catalog.findById(id);
    if (!row) throw new AppError("not_found", "Product not found");
    return toProduct(row);
  }

  return {
    /** One transaction: the product, its images (uploads first, then addresses) and the uploads' bytes. */
    async create(input: ProductFormInput, uploads: ConvertedUpload[]): Promise<Product> {
      const problems = productProblems(input, uploads.length);
      if (Object.keys(problems).length > 0) invalid(problems);
      const name = input.name.trim();
      const id = await db.transaction(async (tx) => {
        const [product] = await tx
          .insert(products)
          .values({
            name,
            description: input.description.trim(),
            priceCents: pesosToCents(Number(input.price)),
            category: input.category as Category,
            stock: Number(input.stock),
          })
          .returning({ id: products.id });
        if (!product) throw new Error("product not saved");
        for (const upload of uploads) {
          await tx
            .insert(uploadedImages)
            .values(upload.variants.map((v) => ({ key: upload.key, width: v.width, bytes: v.bytes })));
        }
        const images = [
          ...uploads.map((u) => ({ imageKey: u.key, url: null, width: u.width, height: u.height })),
          ...imageUrls(input.images).map((url) => ({ imageKey: null, url, ...URL_IMAGE_SIZE })),
        ];
        await tx.insert(productImages).values(
          images.map((image, position) => ({
            ...image,
            productId: product.id,
            position,
            alt: `${name}, image ${position + 1}`,
          })),
        );
        return product.id;
      });
      onChange();
      return view(id);
    },

    async update(id: string, patch: ProductPatch): Promise<Product> {
      const { price, ...rest } = patch;
      const updated = await db
        .update(products)
        .set({
          ...rest,
          ...(price === undefined ? {} : { priceCents: pesosToCents(price) }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(products.id, id), eq(products.archived, false)))
        .returning({ id: products.id });
      if (updated.length === 0) throw new AppError("not_found", "Product not found");
      onChange();
      return view(id);
    },

    /** Archived products leave the feed, search and suggestions; orders, carts and wishlists keep them. */
    async archive(id: string) {
      const archived = await db
        .update(products)
        .set({ archived: true, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.archived, false)))
        .returning({ id: products.id });
      if (archived.length === 0) throw new AppError("not_found", "Product not found");
      onChange();
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
