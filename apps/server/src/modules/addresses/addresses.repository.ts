import type { AddressInputBody } from "@hogar/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addresses, users } from "../../db/schema/index.ts";

const columns = {
  id: addresses.id,
  country: addresses.country,
  fullName: addresses.fullName,
  streetAndNumber: addresses.streetAndNumber,
  postalCode: addresses.postalCode,
  phone: addresses.phone,
  instructions: addresses.instructions,
  current: addresses.current,
};

/** Changes to one shopper's chosen address wait for each other, so exactly one stays current. */
async function lockShopper(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export function createAddressesRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

  return {
    list(userId: string) {
      return db
        .select(columns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    /** The first address a shopper saves becomes the chosen one. */
    async create(userId: string, input: AddressInputBody) {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .limit(1);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...input, instructions: input.instructions ?? "", current: !existing })
          .returning(columns);
        return row;
      });
    },

    /** True when the shopper owned it. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id });
      return deleted.length > 0;
    },

    /** Makes one address the chosen one; true when the shopper owned it. */
    async choose(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockShopper(tx, userId);
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
      });
    },
  };
}
