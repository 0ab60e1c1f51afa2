import type { Me } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { createUsersRepository } from "./users.repository.ts";

export function createUsersService(db: Db) {
  const repository = createUsersRepository(db);
  return {
    async setPhone(me: Me, phone: string): Promise<Me> {
      await repository.setPhone(db, me.id, phone);
      return { ...me, phone };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
