import { CARDS_MAX } from "@hogar/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, sandboxCardTokens } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
const visa = {
  number: "4242 4242 4242 4242",
  holderName: "Ana Lopez",
  month: "07",
  year: nextYear,
  ccv: "737",
};

const save = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/cards", headers: { cookie }, payload });

async function countOf(userId: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cards)
    .where(eq(cards.userId, userId));
  return row?.n;
}
async function tokensSaved() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxCardTokens);
  return row?.n;
}
/** Saves `count` cards straight into the table, as if the shopper had added them. */
async function fill(userId: string, count: number) {
  await t.database.db.insert(cards).values(
    Array.from({ length: count }, (_, n) => ({
      userId,
      holderName: "Ana Lopez",
      brand: "Visa" as const,
      funding: "credit" as const,
      last4: "4242",
      expMonth: "07",
      expYear: nextYear,
      provider: "sandbox",
      providerToken: `tok_test_${userId}_${n}`,
    })),
  );
}

describe("cards", () => {
  it("need a session", async () => {
    expect((await t.app.inject({ url: "/api/cards" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/cards", payload: visa })).statusCode).toBe(401);
  });

  it("keep holder, brand, credit or debit, last four and expiry, and a provider token", async () => {
    const { cookie } = await createUser(t.app);
    const response = await save(cookie, visa);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      holderName: "Ana Lopez",
      brand: "Visa",
      funding: "credit",
      last4: "4242",
      expMonth: "07",
      expYear: nextYear,
    });
    expect(response.body).not.toContain("4242424242424242");
    // The CCV is nowhere in the answer (the random id may hold the same digits by chance).
    expect(JSON.stringify({ ...response.json(), id: "" })).not.toContain("737");
    const mastercard = (await save(cookie, { ...visa, number: "5555555555554444" })).json();
    expect(mastercard.brand).toBe("Mastercard");
    const listed = await t.app.inject({ url: "/api/cards", headers: { cookie } });
    expect(listed.json().map((c: { last4: string }) => c.last4)).toEqual(["4242", "4444"]);
    // The provider says which cards are debit cards (the sandbox's documented numbers, README).
    const debit = (await save(cookie, { ...visa, number: "4000056655665556" })).json();
    expect(debit).toMatchObject({ brand: "Visa", funding: "debit", last4: "5556" });
    const debitMastercard = (await save(cookie, { ...visa, number: "5200828282828210" })).json();
    expect(debitMastercard).toMatchObject({ brand: "Mastercard", funding: "debit" });

    const [row] = await t.database.db.select().from(cards).where(sql`${cards.id} = ${mastercard.id}`);
    expect(row?.providerToken).toMatch(/^tok_sandbox_/);
    const [token] = await t.database.db
      .select()
      .from(sandboxCardTokens)
      .where(sql`${sandboxCardTokens.token} = ${row?.providerToken}`);
    expect(token).toMatchObject({ brand: "Mastercard", last4: "4444", behaviour: "approve" });
  });

  it("store the number and CCV in no text column of any table", async () => {
    const { cookie } = await createUser(t.app);
    const secretNumber = "4000000000009995";
    const secretCcv = "918";
    expect((await save(cookie, { ...visa, number: secretNumber, ccv: secretCcv })).statusCode).toBe(201);
    const columns = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const rows = (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(10);
    // Random values (UUIDs, tokens, base64 hashes) contain any three digits by chance, so the CCV is
    // looked for as a value of its own: not inside a run of letters, digits, "+" or "/".
    const ccvAlone = `(^|[^A-Za-z0-9+/])${secretCcv}($|[^A-Za-z0-9+/])`;
    for (const { table_name, column_name } of rows) {
      const column = sql`${sql.identifier(column_name)}::text`;
      const found = await t.database.db.execute(
        sql`select 1 from ${sql.identifier(table_name)} where ${column} like ${`%${secretNumber}%`} or ${column} ~ ${ccvAlone} limit 1`,
      );
      expect((found as unknown as { rows: unknown[] }).rows, `${table_name}.${column_name}`).toHaveLength(0);
    }
    // The sandbox remembers what the test number does, not the number.
    const [token] = await t.database.db
      .select()
      .from(sandboxCardTokens)
      .where(sql`${sandboxCardTokens.behaviour} = 'insufficient_funds'`);
    expect(token?.last4).toBe("9995");
  });

  it.each([
    [{ ...visa, number: "4242424242424241" }, "Put a valid number"],
    [{ ...visa, number: "6011111111111117" }, "Put a valid number"],
    [{ ...visa, number: "424242424242" }, "Put a valid number"],
    [{ ...visa, holderName: "" }, "Write your name"],
    [{ ...visa, holderName: "Ana <script>" }, "letters and spaces only"],
    [{ ...visa, month: "13" }, "Select a month between 01-12"],
    [{ ...visa, year: "2030" }, "Select a valid year"],
    [{ ...visa, year: "20" }, "This card has expired"],
    [{ ...visa, ccv: "12" }, "Put a valid CCV"],
    [{ ...visa, default: true }, 'Unrecognized key: "default"'],
  ])("answer 400 to a bad card and store nothing (%#)", async (payload, message) => {
    const { cookie } = await createUser(t.app);
    const response = await save(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.body).not.toContain("424242424242");
    expect((await t.app.inject({ url: "/api/cards", headers: { cookie } })).json()).toEqual([]);
  });

  it("refuse the same card twice (number and expiry) with 409 naming it, leaving no token behind", async () => {
    const { id, cookie } = await createUser(t.app);
    expect((await save(cookie, visa)).statusCode).toBe(201);
    const tokens = await tokensSaved();
    const again = await save(cookie, { ...visa, number: "4242424242424242", holderName: "ANA LOPEZ" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "conflict",
      message: `You already have this card: Visa ending in 4242, expiring 07/${nextYear}.`,
    });
    expect(await tokensSaved()).toBe(tokens);
    expect(await countOf(id)).toBe(1);
    // The same number with a new expiry is the bank's new card; another shopper may have it too.
    expect((await save(cookie, { ...visa, month: "08" })).statusCode).toBe(201);
    expect((await save((await createUser(t.app)).cookie, visa)).statusCode).toBe(201);
    // The shop keeps the provider's fingerprint, never the number.
    const [row] = await t.database.db.select().from(cards).where(eq(cards.userId, id)).limit(1);
    expect(row?.fingerprint).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
  });

  it(`stop at ${CARDS_MAX}: one more answers 409 with a message and reaches neither the shop's tables nor the provider`, async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, CARDS_MAX);
    const tokens = await tokensSaved();
    const refused = await save(cookie, visa);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "conflict",
      message: `You can keep up to ${CARDS_MAX} cards. Delete one to add another.`,
    });
    expect(await countOf(id)).toBe(CARDS_MAX);
    expect(await tokensSaved()).toBe(tokens);
    const [first] = (await t.app.inject({ url: "/api/cards", headers: { cookie } })).json();
    await t.app.inject({ method: "DELETE", url: `/api/cards/${first.id}`, headers: { cookie } });
    expect((await save(cookie, visa)).statusCode).toBe(201);
  });

  it("let only one of two cards sent at once take the last free place", async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, CARDS_MAX - 1);
    const tokens = await tokensSaved();
    const statuses = (await Promise.all([save(cookie, visa), save(cookie, visa)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await countOf(id)).toBe(CARDS_MAX);
    // The refused one was tokenized before the count under the lock: the provider forgot it again.
    expect(await tokensSaved()).toBe((tokens ?? 0) + 1);
  });

  it("are each shopper's own: another's card answers 404 and stays", async () => {
    const ana = await createUser(t.app);
    const luis = await createUser(t.app);
    const card = (await save(ana.cookie, visa)).json();
    expect((await t.app.inject({ url: "/api/cards", headers: { cookie: luis.cookie } })).json()).toEqual([]);
    const stolen = await t.app.inject({
      method: "DELETE",
      url: `/api/cards/${card.id}`,
      headers: { cookie: luis.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    const tokens = await tokensSaved();
    const own = await t.app.inject({
      method: "DELETE",
      url: `/api/cards/${card.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(own.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/cards", headers: { cookie: ana.cookie } })).json()).toEqual([]);
    // A deleted card leaves no token at the provider (docs/product.md 31).
    expect(await tokensSaved()).toBe((tokens ?? 0) - 1);
  });
});
