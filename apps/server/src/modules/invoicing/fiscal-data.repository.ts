import type { FiscalDataInput } from "@hogar/shared/fiscal-rules";
import type { FiscalData } from "@hogar/shared/invoices";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fiscalData } from "../../db/schema/index.ts";

const columns = {
  rfc: fiscalData.rfc,
  name: fiscalData.name,
  taxRegime: fiscalData.taxRegime,
  postalCode: fiscalData.postalCode,
  cfdiUse: fiscalData.cfdiUse,
  updatedAt: fiscalData.updatedAt,
};

type Row = FiscalDataInput & { updatedAt: Date };

export const toFiscalData = (row: Row): FiscalData => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** A shopper's one set of fiscal data (docs/product.md 89). Reads and writes take `db` or a transaction. */
export const fiscalDataRepository = {
  async find(db: Db, userId: string): Promise<Row | undefined> {
    const [row] = await db.select(columns).from(fiscalData).where(eq(fiscalData.userId, userId));
    return row;
  },

  /** Saves the shopper's data (already normalized and checked), replacing what was there. */
  async save(db: Db, userId: string, input: FiscalDataInput): Promise<Row> {
    const [row] = await db
      .insert(fiscalData)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: fiscalData.userId, set: { ...input, updatedAt: sql`now()` } })
      .returning(columns);
    if (!row) throw new Error("fiscal data not saved");
    return row;
  },

  async remove(db: Db, userId: string): Promise<void> {
    await db.delete(fiscalData).where(eq(fiscalData.userId, userId));
  },
};
