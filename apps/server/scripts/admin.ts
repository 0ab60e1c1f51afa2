// npm run admin -- grant <email> | revoke <email>: the only way to change a role (DECISIONS.md 9).
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";

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
    const changed = await database.db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .returning({ email: users.email });
    if (changed.length === 0) {
      console.error(`No account uses the e-mail ${email}. The person must sign up first.`);
      return 1;
    }
    console.log(`${changed[0]?.email} is now ${role === "ADMIN" ? "an admin" : "a regular shopper"}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
