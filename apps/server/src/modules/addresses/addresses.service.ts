import {
  ADDRESSES_MAX,
  type Address,
  type AddressInputBody,
  LIST_FULL_MESSAGES,
  withCompleteness,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createAddressesRepository } from "./addresses.repository.ts";

// Another shopper's address answers exactly like a missing one: nothing is given away.
const notFound = () => new AppError("not_found", m.addresses_not_found());

export function createAddressesService(db: Db) {
  const repository = createAddressesRepository(db);
  const users = createUsersRepository(db);
  const list = async (userId: string): Promise<Address[]> =>
    (await repository.list(userId)).map(withCompleteness);

  return {
    list,

    /**
     * The first address a shopper saves becomes the chosen one. Under the shopper's lock, so two
     * requests at once can neither both become the chosen one nor both pass the cap.
     */
    async create(userId: string, input: AddressInputBody): Promise<Address> {
      const row = await db.transaction(async (tx) => {
        await users.lockForListChange(tx, userId);
        const saved = await repository.countOf(tx, userId);
        if (saved >= ADDRESSES_MAX) throw new AppError("conflict", LIST_FULL_MESSAGES.addresses());
        return repository.insert(tx, userId, input, saved === 0);
      });
      if (!row) throw new Error("address not saved");
      return withCompleteness(row);
    },

    /** Edits one of the shopper's addresses (docs/product.md 83); the chosen one stays chosen. */
    async update(userId: string, id: string, input: AddressInputBody): Promise<Address> {
      const row = await repository.update(userId, id, input);
      if (!row) throw notFound();
      return withCompleteness(row);
    },

    async remove(userId: string, id: string) {
      if (!(await repository.remove(db, userId, id))) throw notFound();
    },

    /** Changes to one shopper's chosen address wait for each other, so exactly one stays current. */
    async choose(userId: string, id: string): Promise<Address[]> {
      const chosen = await db.transaction(async (tx) => {
        await users.lockForListChange(tx, userId);
        return repository.choose(tx, userId, id);
      });
      if (!chosen) throw notFound();
      return list(userId);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
