import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole, parseRoleChange } from "../src/modules/users/role-change.ts";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await createUser(t.app, { email: "ana.admin@example.com" });
});
afterAll(() => t.close());

const backOffice = async () =>
  (await t.app.inject({ url: "/api/admin/summary", headers: { cookie: ana.cookie } })).statusCode;

describe("npm run admin's role change", () => {
  it("reads grant and revoke with an e-mail, and nothing else", () => {
    expect(parseRoleChange(["grant", "a@example.com"])).toEqual({ role: "ADMIN", email: "a@example.com" });
    expect(parseRoleChange(["revoke", "a@example.com"])).toEqual({ role: "REGULAR", email: "a@example.com" });
    expect(parseRoleChange(["promote", "a@example.com"])).toBeUndefined();
    expect(parseRoleChange(["grant"])).toBeUndefined();
    expect(parseRoleChange([])).toBeUndefined();
  });

  it("opens the back office to the account, whatever the e-mail's case, and closes it again", async () => {
    expect(await backOffice()).toBe(403);
    const granted = await changeRole(t.database.db, { role: "ADMIN", email: "ANA.admin@example.com" });
    expect(granted).toEqual({ changed: true, message: "ana.admin@example.com is now an admin." });
    expect(await backOffice()).toBe(200);

    const revoked = await changeRole(t.database.db, { role: "REGULAR", email: "ana.admin@example.com" });
    expect(revoked).toEqual({ changed: true, message: "ana.admin@example.com is now a regular shopper." });
    expect(await backOffice()).toBe(403);
  });

  it("names an e-mail nobody uses and changes nothing", async () => {
    const result = await changeRole(t.database.db, { role: "ADMIN", email: "nobody@example.com" });
    expect(result).toEqual({
      changed: false,
      message: "No account uses the e-mail nobody@example.com. The person must sign up first.",
    });
    expect(await backOffice()).toBe(403);
  });
});
