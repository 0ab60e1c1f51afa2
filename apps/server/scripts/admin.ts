// npm run admin -- grant <email> | revoke <email>: the only way to change a role (docs/product.md 35).
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { createUsersRepository } from "../src/modules/users/users.repository.ts";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email>";

async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const database = openDatabase(loadConfig(process.env).database);
  try {
    await database.migrate();
    const role = action === "grant" ? "ADMIN" : "REGULAR";
    const changed = await createUsersRepository(database.db).setRoleByEmail(database.db, email, role);
    if (!changed) {
      console.error(`No account uses the e-mail ${email}. The person must sign up first.`);
      return 1;
    }
    console.log(`${changed} is now ${role === "ADMIN" ? "an admin" : "a regular shopper"}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
