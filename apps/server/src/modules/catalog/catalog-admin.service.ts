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
import { m } from "@hogar/shared/messages";
import {
  EMPTY_FACTS,
  factsFromInput,
  type ProductFactsInput,
  productFactsProblems,
} from "@hogar/shared/product-facts-rules";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuditActor, createAuditRepository } from "../audit/audit.repository.ts";
import { createImagesRepository } from "../images/images.repository.ts";
import { type RemoteImageFetcher, remoteImageFetcher } from "../images/remote-images.ts";
import type { ConvertedUpload } from "../images/uploads.ts";
import {
  type AdminImageRow,
  type AdminProductRecord,
  createCatalogRepository,
  type NewProductImage,
} from "./catalog.repository.ts";
import { productAuditFields } from "./product-audit.ts";
import type { ProductForm } from "./product-form.ts";
import { createVariantsRepository, type VariantRecord } from "./product-variants.repository.ts";
import { toProduct } from "./product-view.ts";
import {
  applyVariants,
  checkVariants,
  derivedTotals,
  sellsVariants,
  type VariantsForm,
} from "./variant-changes.ts";

export interface CatalogAdminOptions {
  /** How pictures given by address are fetched (docs/product.md 79); tests allow their own server. */
  fetchImage?: RemoteImageFetcher;
}

function invalid(problems: ProductProblems | Record<string, string>): never {
  throw new AppError("invalid", Object.values(problems).join("; "), problems as Record<string, string>);
}

function invalidImages(message: string): never {
  throw new AppError("invalid", message, { images: message });
}

const notFound = () => new AppError("not_found", m.server_product_not_found());

/**
 * A product with variants takes its price and stock from them (issue 19): the form's own price and
 * stock are neither checked nor written.
 */
function withoutDerived(problems: ProductProblems, hasVariants: boolean): ProductProblems {
  if (!hasVariants) return problems;
  const { price: _price, stock: _stock, ...others } = problems;
  return others;
}

/**
 * Two saves taking one new SKU at once: the second is told as the form would have been. Any other
 * unique violation is not about SKUs, so it goes on as it is.
 */
async function skuRaceAsInvalid<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error, "product_variants_sku_idx")) throw error;
    const message = m.variants_sku_repeated();
    throw new AppError("invalid", message, { variants: message });
  }
}

function formChanges(input: ProductFormInput) {
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    priceCents: pesosToCents(Number(input.price)),
    category: input.category as Category,
    stock: Number(input.stock),
  };
}

/** The product's pictures named by `keep`, in its order; anything else there is refused. */
function keptPictures(keep: string[], product: AdminProductRecord): AdminImageRow[] {
  const byId = new Map(product.images.map((image) => [image.id, image]));
  const seen = new Set<string>();
  return keep.map((id) => {
    const image = byId.get(id);
    if (!image) invalidImages(m.server_keep_not_ours());
    if (seen.has(id)) invalidImages(m.server_keep_once());
    seen.add(id);
    return image;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A kept picture's text after a rename and a move: "<name>, image N" (what the form writes) is
 * written again; other texts (the seeded "<name>, front view") get the new name.
 */
function keptAlt(alt: string, oldName: string, newName: string, position: number): string {
  if (new RegExp(`^${escapeRegExp(oldName)}, image \\d+$`).test(alt))
    return `${newName}, image ${position + 1}`;
  return alt.startsWith(oldName) ? `${newName}${alt.slice(oldName.length)}` : alt;
}

function newPicture(
  productId: string,
  name: string,
  upload: ConvertedUpload,
  position: number,
): NewProductImage {
  return {
    productId,
    position,
    imageKey: upload.key,
    url: null,
    width: upload.width,
    height: upload.height,
    alt: `${name}, image ${position + 1}`,
  };
}

/** Adding, changing, archiving and restoring products: admins only (checked by the routes). */
export function createCatalogAdminService(db: Db, onChange: () => void, options: CatalogAdminOptions = {}) {
  const catalog = createCatalogRepository(db);
  const images = createImagesRepository(db);
  const audit = createAuditRepository();
  const variants = createVariantsRepository(db);
  const fetchImage = options.fetchImage ?? remoteImageFetcher();

  async function view(id: string): Promise<Product> {
    const row = await catalog.findById(id);
    if (!row) throw notFound();
    return toProduct(row);
  }

  /**
   * Every address's picture, fetched at once before any transaction (a network wait must not hold
   * rows). The first failure stops the others and is the answer.
   */
  async function fetchPictures(addresses: string[]): Promise<ConvertedUpload[]> {
    const stop = new AbortController();
    return Promise.all(
      addresses.map((address) =>
        fetchImage(address, stop.signal).catch((error: unknown) => {
          stop.abort();
          throw error;
        }),
      ),
    );
  }

  async function recordChange(
    tx: Db,
    actor: AuditActor,
    action: string,
    before: AdminProductRecord | null,
    id: string,
    /** The variants before a change of them; by default they are as after (unchanged). */
    beforeVariants?: VariantRecord[],
  ) {
    const after = await catalog.findAny(tx, id);
    const afterVariants = await variants.allOf(tx, id);
    const fieldsBefore = before && productAuditFields(before, beforeVariants ?? afterVariants);
    const fieldsAfter = after ? productAuditFields(after, afterVariants) : null;
    // A save that changed nothing is no change to log: such rows read "No field changed".
    if (action === "update" && JSON.stringify(fieldsBefore) === JSON.stringify(fieldsAfter)) return;
    await audit.record(tx, {
      actor,
      entityType: "product",
      entityId: id,
      action,
      before: fieldsBefore,
      after: fieldsAfter,
    });
  }

  return {
    /**
     * One transaction: the product, its pictures (uploads first, then those fetched from their
     * addresses, docs/product.md 79), their bytes and the audit entry.
     */
    async create(
      input: ProductFormInput,
      uploads: ConvertedUpload[],
      actor: AuditActor,
      variantsForm?: VariantsForm,
      // Every fact is needed for a new product (docs/product.md 107).
      facts: ProductFactsInput = EMPTY_FACTS,
    ): Promise<Product> {
      const totals = variantsForm ? derivedTotals(variantsForm) : null;
      const problems = {
        ...withoutDerived(
          productProblems(input, uploads.length),
          !!variantsForm && sellsVariants(variantsForm),
        ),
        ...checkVariants(variantsForm, uploads.length + imageUrls(input.images).length),
        ...productFactsProblems(facts, { required: true }),
      };
      if (Object.keys(problems).length > 0) invalid(problems);
      const pictures = [...uploads, ...(await fetchPictures(imageUrls(input.images)))];
      const changes = { ...formChanges(input), ...totals, ...factsFromInput(facts) };
      const id = await skuRaceAsInvalid(() =>
        db.transaction(async (tx) => {
          const productId = await catalog.insertProduct(tx, changes);
          if (!productId) throw new Error("product not saved");
          for (const picture of pictures) await images.insertUpload(tx, picture);
          await catalog.insertImages(
            tx,
            pictures.map((picture, position) => newPicture(productId, changes.name, picture, position)),
          );
          if (variantsForm) await applyVariants(tx, productId, variantsForm);
          await recordChange(tx, actor, "create", null, productId);
          return productId;
        }),
      );
      onChange();
      return view(id);
    },

    /** PATCH: a product on sale only (an archived one is restored first). */
    async update(id: string, patch: ProductPatch, actor: AuditActor): Promise<Product> {
      const { price, stockWas, ...rest } = patch;
      const changes = { ...rest, ...(price === undefined ? {} : { priceCents: pesosToCents(price) }) };
      await db.transaction(async (tx) => {
        const before = await catalog.findAny(tx, id, true);
        if (!before || before.archived) throw notFound();
        if (before.optionNames.length > 0 && (price !== undefined || rest.stock !== undefined)) {
          throw new AppError("invalid", m.variants_patch_derived());
        }
        const written = await catalog.update(
          tx,
          id,
          changes,
          rest.stock === undefined ? undefined : stockWas,
        );
        if (!written) throw new AppError("conflict", m.server_stock_changed({ stock: before.stock }));
        await recordChange(tx, actor, "update", before, id);
      });
      onChange();
      return view(id);
    },

    /**
     * The back office's edit form: every field, and the pictures it keeps (in their new order)
     * followed by new uploads and addresses. Archived products may be edited too.
     */
    async edit(id: string, form: ProductForm, actor: AuditActor): Promise<void> {
      const current = await catalog.findAny(db, id);
      if (!current) throw notFound();
      const kept = keptPictures(form.keep, current);
      // Variants as the form sends them, or as the product has them when it sends none.
      const hasVariants = form.variants ? sellsVariants(form.variants) : current.optionNames.length > 0;
      const pictureCount = kept.length + form.uploads.length + imageUrls(form.input.images).length;
      const problems = {
        ...withoutDerived(
          productProblems(form.input, form.uploads.length, { keptImages: kept.length }),
          hasVariants,
        ),
        ...checkVariants(form.variants, pictureCount),
        // A product added before facts existed may stay without them.
        ...(form.facts ? productFactsProblems(form.facts, { required: false }) : {}),
      };
      if (Object.keys(problems).length > 0) invalid(problems);
      const added = [...form.uploads, ...(await fetchPictures(imageUrls(form.input.images)))];
      const {
        priceCents,
        stock: formStock,
        ...named
      } = {
        ...formChanges(form.input),
        // Facts change only when the form sends them.
        ...(form.facts ? factsFromInput(form.facts) : {}),
      };
      // With variants, the product's price and stock are theirs (written by applyVariants).
      const changes = hasVariants
        ? { ...named, stock: undefined }
        : { ...named, priceCents, stock: formStock };
      // Orders, cancellations and returns move the stock while the form is open: a new figure is
      // written only while the stock still is what the form loaded, so what they did is not undone
      // and units that do not exist are not sold (docs/product.md 26). Left as loaded, it is not
      // written at all.
      const { stock, ...otherChanges } = changes;
      const stockChanged = stock !== undefined && (form.stockWas === undefined || stock !== form.stockWas);
      await skuRaceAsInvalid(() =>
        db.transaction(async (tx) => {
          await variants.lockAllOf(tx, id);
          const before = await catalog.findAny(tx, id, true);
          if (!before) throw notFound();
          const beforeVariants = await variants.allOf(tx, id);
          // Checked again on the locked row: another admin may have changed its pictures meanwhile.
          const keptNow = keptPictures(form.keep, before);
          const written = stockChanged
            ? await catalog.update(tx, id, { ...otherChanges, stock }, form.stockWas)
            : await catalog.update(tx, id, otherChanges);
          if (!written) {
            throw new AppError("conflict", m.server_stock_changed({ stock: before.stock }));
          }
          for (const picture of added) await images.insertUpload(tx, picture);
          await catalog.replaceImages(tx, id, [
            ...keptNow.map((image, position) => ({
              id: image.id,
              productId: id,
              position,
              imageKey: image.imageKey,
              url: image.url,
              width: image.width,
              height: image.height,
              alt: keptAlt(image.alt, before.name, changes.name, position),
              // The cover always shows the product; other pictures keep their variant.
              variantId: position === 0 ? null : image.variantId,
            })),
            ...added.map((picture, n) => newPicture(id, changes.name, picture, keptNow.length + n)),
          ]);
          if (form.variants) await applyVariants(tx, id, form.variants);
          await recordChange(tx, actor, "update", before, id, beforeVariants);
        }),
      );
      onChange();
    },

    /**
     * Archived products leave the feed, search and suggestions; orders, carts and wishlists keep
     * them (docs/product.md 38). Restoring puts one back on sale. Either is refused (409) when the
     * product is already so.
     */
    async setArchived(id: string, archived: boolean, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await catalog.findAny(tx, id, true);
        if (!before) throw notFound();
        if (!(await catalog.setArchived(tx, id, archived))) {
          throw new AppError("conflict", archived ? m.server_already_archived() : m.server_already_on_sale());
        }
        await recordChange(tx, actor, archived ? "archive" : "restore", before, id);
      });
      onChange();
    },

    /** DELETE /api/products/:id (the storefront's Delete button): archives a product on sale. */
    async archive(id: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await catalog.findAny(tx, id, true);
        if (!before || before.archived) throw notFound();
        await catalog.setArchived(tx, id, true);
        await recordChange(tx, actor, "archive", before, id);
      });
      onChange();
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
