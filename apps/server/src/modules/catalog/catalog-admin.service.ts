import {
  type Category,
  imageUrls,
  type Product,
  type ProductFormInput,
  type ProductPatch,
  type ProductProblems,
  pesosToCents,
  productProblems,
} from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createImagesRepository } from "../images/images.repository.ts";
import type { ConvertedUpload } from "../images/uploads.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { toProduct } from "./product-view.ts";

// Outside image addresses are shown at this box; the browser scales them.
const URL_IMAGE_SIZE = { width: 960, height: 720 };

function invalid(problems: ProductProblems): never {
  throw new AppError("invalid", Object.values(problems).join("; "), problems as Record<string, string>);
}

/** Adding, changing and archiving products: admins only (checked by the routes). */
export function createCatalogAdminService(db: Db, onChange: () => void) {
  const catalog = createCatalogRepository(db);
  const images = createImagesRepository(db);

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
        const productId = await catalog.insertProduct(tx, {
          name,
          description: input.description.trim(),
          priceCents: pesosToCents(Number(input.price)),
          category: input.category as Category,
          stock: Number(input.stock),
        });
        if (!productId) throw new Error("product not saved");
        for (const upload of uploads) await images.insertUpload(tx, upload);
        const sources = [
          ...uploads.map((u) => ({ imageKey: u.key, url: null, width: u.width, height: u.height })),
          ...imageUrls(input.images).map((url) => ({ imageKey: null, url, ...URL_IMAGE_SIZE })),
        ];
        await catalog.insertImages(
          tx,
          sources.map((image, position) => ({
            ...image,
            productId,
            position,
            alt: `${name}, image ${position + 1}`,
          })),
        );
        return productId;
      });
      onChange();
      return view(id);
    },

    async update(id: string, patch: ProductPatch): Promise<Product> {
      const { price, ...rest } = patch;
      const changes = { ...rest, ...(price === undefined ? {} : { priceCents: pesosToCents(price) }) };
      if (!(await catalog.updateOnSale(db, id, changes)))
        throw new AppError("not_found", "Product not found");
      onChange();
      return view(id);
    },

    /** Archived products leave the feed, search and suggestions; orders, carts and wishlists keep them. */
    async archive(id: string) {
      if (!(await catalog.archive(db, id))) throw new AppError("not_found", "Product not found");
      onChange();
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
