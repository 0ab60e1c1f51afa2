import type { Address, AddressInputBody } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { createAddressesRepository } from "./addresses.repository.ts";

// Another shopper's address answers exactly like a missing one: nothing is given away.
const NOT_FOUND = "Address not found";

export function createAddressesService(db: Db) {
  const repository = createAddressesRepository(db);
  return {
    list: (userId: string): Promise<Address[]> => repository.list(userId),

    async create(userId: string, input: AddressInputBody): Promise<Address> {
      const row = await repository.create(userId, input);
      if (!row) throw new Error("address not saved");
      return row;
    },

    async remove(userId: string, id: string) {
      if (!(await repository.remove(userId, id))) throw new AppError("not_found", NOT_FOUND);
    },

    async choose(userId: string, id: string): Promise<Address[]> {
      if (!(await repository.choose(userId, id))) throw new AppError("not_found", NOT_FOUND);
      return repository.list(userId);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
