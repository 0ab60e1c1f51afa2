// npm run admin -- grant <email> | revoke <email> (apps/server/src/modules/users/role-change.ts).
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { changeRole, parseRoleChange, ROLE_CHANGE_USAGE } from "../src/modules/users/role-change.ts";

async function main() {
  const roleChange = parseRoleChange(process.argv.slice(2));
  if (!roleChange) {
    console.error(ROLE_CHANGE_USAGE);
    return 2;
  }
  const database = openDatabase(loadConfig(process.env).database);
  try {
    await database.migrate();
    const { changed, message } = await changeRole(database.db, roleChange);
    (changed ? console.log : console.error)(message);
    return changed ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
