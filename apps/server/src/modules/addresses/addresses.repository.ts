import { ADDRESS_COUNTRY, type AddressInputBody } from "@hogar/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addresses } from "../../db/schema/index.ts";

/** What the shop shows of an address: the shopper's lists and their data download use it. */
export const addressColumns = {
  id: addresses.id,
  country: addresses.country,
  fullName: addresses.fullName,
  street: addresses.street,
  exteriorNumber: addresses.exteriorNumber,
  interiorNumber: addresses.interiorNumber,
  colonia: addresses.colonia,
  municipality: addresses.municipality,
  state: addresses.state,
  postalCode: addresses.postalCode,
  phone: addresses.phone,
  instructions: addresses.instructions,
  current: addresses.current,
};

/** The stored row of an address body: optional fields empty, and always in Mexico (docs/product.md 83). */
function storedFields(input: AddressInputBody) {
  return {
    ...input,
    interiorNumber: input.interiorNumber ?? "",
    instructions: input.instructions ?? "",
    country: ADDRESS_COUNTRY,
  };
}

/** Delivery addresses. Writes take the transaction they run in (or the database) first. */
export function createAddressesRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

  return {
    list(userId: string) {
      return db
        .select(addressColumns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    async countOf(tx: Db, userId: string): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    async insert(tx: Db, userId: string, input: AddressInputBody, current: boolean) {
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...storedFields(input), current })
        .returning(addressColumns);
      return row;
    },

    /** Writes every field of the shopper's address; undefined when it is not theirs. */
    async update(userId: string, id: string, input: AddressInputBody) {
      const [row] = await db
        .update(addresses)
        .set(storedFields(input))
        .where(owned(userId, id))
        .returning(addressColumns);
      return row;
    },

    /** True when the shopper owned it. */
    async remove(tx: Db, userId: string, id: string): Promise<boolean> {
      const deleted = await tx.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id });
      return deleted.length > 0;
    },

    /** Makes one address the chosen one; true when the shopper owned it. */
    async choose(tx: Db, userId: string, id: string): Promise<boolean> {
      const [mine] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(owned(userId, id))
        .for("update");
      if (!mine) return false;
      await tx
        .update(addresses)
        .set({ current: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.current, true)));
      await tx.update(addresses).set({ current: true }).where(owned(userId, id));
      return true;
    },
  };
}
