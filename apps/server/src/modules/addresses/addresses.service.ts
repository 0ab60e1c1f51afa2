import { ADDRESSES_MAX, type Address, type AddressInputBody, LIST_FULL_MESSAGES } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { createAddressesRepository } from "./addresses.repository.ts";

// Another shopper's address answers exactly like a missing one: nothing is given away.
const NOT_FOUND = "Address not found";

export function createAddressesService(db: Db) {
  const repository = createAddressesRepository(db);
  const users = createUsersRepository(db);

  return {
    list: (userId: string): Promise<Address[]> => repository.list(userId),

    /**
     * The first address a shopper saves becomes the chosen one. Under the shopper's lock, so two
     * requests at once can neither both become the chosen one nor both pass the cap.
     */
    async create(userId: string, input: AddressInputBody): Promise<Address> {
      const row = await db.transaction(async (tx) => {
        await users.lockForListChange(tx, userId);
        const saved = await repository.countOf(tx, userId);
        if (saved >= ADDRESSES_MAX) throw new AppError("conflict", LIST_FULL_MESSAGES.addresses);
        return repository.insert(tx, userId, input, saved === 0);
      });
      if (!row) throw new Error("address not saved");
      return row;
    },

    async remove(userId: string, id: string) {
      if (!(await repository.remove(db, userId, id))) throw new AppError("not_found", NOT_FOUND);
    },

    /** Changes to one shopper's chosen address wait for each other, so exactly one stays current. */
    async choose(userId: string, id: string): Promise<Address[]> {
      const chosen = await db.transaction(async (tx) => {
        await users.lockForListChange(tx, userId);
        return repository.choose(tx, userId, id);
      });
      if (!chosen) throw new AppError("not_found", NOT_FOUND);
      return repository.list(userId);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
