import {
  type AdminProduct,
  type AdminProductRow,
  type AdminProductsQuery,
  BACK_OFFICE_PAGE_SIZE,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { AuditActor } from "../audit/audit.repository.ts";
import { createAuditRepository } from "../audit/audit.repository.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import type { CatalogAdminService } from "../catalog/catalog-admin.service.ts";
import type { ProductForm } from "../catalog/product-form.ts";
import { createVariantsRepository } from "../catalog/product-variants.repository.ts";
import { toAdminProduct, toAdminProductRow } from "./admin-product-view.ts";
import { createAdminProductsRepository } from "./admin-products.repository.ts";
import { decodeCursor, encodeCursor, TIMESTAMP_TEXT, UUID_TEXT } from "./keyset-cursor.ts";

/** The back office's products (docs/product.md 77): the table, one product's page, and its changes. */
export function createAdminProductsService(
  db: Db,
  { admin, lowStockThreshold }: { admin: CatalogAdminService; lowStockThreshold: number },
) {
  const repository = createAdminProductsRepository(db);
  const catalog = createCatalogRepository(db);
  const variants = createVariantsRepository(db);
  const audit = createAuditRepository();

  async function get(id: string): Promise<AdminProduct> {
    const record = await catalog.findAny(db, id);
    if (!record) throw new AppError("not_found", m.server_product_not_found());
    return toAdminProduct(
      record,
      lowStockThreshold,
      await audit.list(db, "product", id),
      await variants.allOf(db, id),
    );
  }

  return {
    get,

    /** A page of 25; `nextCursor` when more follow. */
    async list(query: AdminProductsQuery): Promise<{ rows: AdminProductRow[]; nextCursor?: string }> {
      const cursor = query.cursor
        ? decodeCursor(query.cursor, [/^[01]$/, TIMESTAMP_TEXT, UUID_TEXT])
        : undefined;
      const q = query.q?.trim();
      const records = await repository.page(
        {
          status: query.status,
          lowStockFirst: query.lowStockFirst,
          threshold: lowStockThreshold,
          ...(q ? { q } : {}),
        },
        BACK_OFFICE_PAGE_SIZE + 1,
        cursor && { low: Number(cursor[0]), createdAt: cursor[1] as string, id: cursor[2] as string },
      );
      const page = records.slice(0, BACK_OFFICE_PAGE_SIZE);
      const last = page.at(-1);
      return {
        rows: page.map((record) => toAdminProductRow(record, record.low === 1, record.soldOutVariants)),
        ...(records.length > BACK_OFFICE_PAGE_SIZE && last
          ? {
              nextCursor: encodeCursor([String(last.low), last.createdAtText, last.id]),
            }
          : {}),
      };
    },

    async edit(id: string, form: ProductForm, actor: AuditActor): Promise<AdminProduct> {
      await admin.edit(id, form, actor);
      return get(id);
    },

    async setArchived(id: string, archived: boolean, actor: AuditActor): Promise<AdminProduct> {
      await admin.setArchived(id, archived, actor);
      return get(id);
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
