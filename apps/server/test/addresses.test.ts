import { ADDRESSES_MAX } from "@hogar/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../src/db/schema/index.ts";
import { createUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const home = {
  country: "Mexico",
  fullName: "Ana López",
  streetAndNumber: "Av. Reforma 222",
  postalCode: "06600",
  phone: "5512345678",
  instructions: "Ring twice",
};

const create = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/addresses", headers: { cookie }, payload });
async function list(cookie: string) {
  const response = await t.app.inject({ url: "/api/addresses", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function countOf(userId: string) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.n;
}
/** Saves `count` addresses straight into the table, as if the shopper had added them. */
async function fill(userId: string, count: number) {
  await t.database.db
    .insert(addresses)
    .values(Array.from({ length: count }, (_, n) => ({ userId, ...home, current: n === 0 })));
}
async function countAll() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(addresses);
  return row?.n;
}

describe("addresses", () => {
  it("need a session", async () => {
    expect((await t.app.inject({ url: "/api/addresses" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/addresses", payload: home })).statusCode).toBe(
      401,
    );
  });

  it("are saved, the first becoming the chosen one, and another can be chosen", async () => {
    const { cookie } = await createUser(t.app);
    const first = await create(cookie, home);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...home, current: true, id: expect.any(String) });
    const second = (
      await create(cookie, { ...home, fullName: "Luis Pérez", instructions: undefined })
    ).json();
    expect(second).toMatchObject({ fullName: "Luis Pérez", instructions: "", current: false });

    const chosen = await t.app.inject({
      method: "PUT",
      url: `/api/addresses/${second.id}/current`,
      headers: { cookie },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().map((a: { fullName: string; current: boolean }) => [a.fullName, a.current])).toEqual(
      [
        ["Ana López", false],
        ["Luis Pérez", true],
      ],
    );
  });

  it("keeps exactly one chosen address when requests arrive at once", async () => {
    const { cookie } = await createUser(t.app);
    const created = await Promise.all([create(cookie, home), create(cookie, home), create(cookie, home)]);
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const ids = created.map((r) => r.json().id as string);
    await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: "PUT", url: `/api/addresses/${id}/current`, headers: { cookie } }),
      ),
    );
    expect((await list(cookie)).filter((a: { current: boolean }) => a.current)).toHaveLength(1);
  });

  it("clears the choice when the chosen address is deleted", async () => {
    const { cookie } = await createUser(t.app);
    const only = (await create(cookie, home)).json();
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/addresses/${only.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await create(cookie, home)).json().current).toBe(true);
  });

  it.each([
    [{ ...home, fullName: "" }, "Please fill in all the fields"],
    [{ ...home, country: "  " }, "Please fill in all the fields"],
    [{ ...home, postalCode: "0660" }, "Please enter a valid postal code"],
    [{ ...home, postalCode: "06600", phone: "1234567" }, "Please enter a valid phone number"],
    [{ ...home, fullName: "", postalCode: "1", phone: "1" }, "Please fill in all the fields"],
    [{ ...home, phone: 5512345678 }, "Please enter a valid phone number"],
    [{ ...home, streetAndNumber: "x".repeat(10_240) }, "must be at most 200 characters"],
    [{ ...home, current: true }, 'Unrecognized key: "current"'],
  ])("answer 400 to a bad address and store nothing (%#)", async (payload, message) => {
    const { cookie } = await createUser(t.app);
    const before = await countAll();
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countAll()).toBe(before);
  });

  it(`stop at ${ADDRESSES_MAX}: one more answers 409 with a message, stores nothing, and fits again after a delete`, async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, ADDRESSES_MAX);
    const refused = await create(cookie, home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "conflict",
      message: `You can keep up to ${ADDRESSES_MAX} addresses. Delete one to add another.`,
    });
    expect(await countOf(id)).toBe(ADDRESSES_MAX);
    const [first] = await list(cookie);
    await t.app.inject({ method: "DELETE", url: `/api/addresses/${first.id}`, headers: { cookie } });
    expect((await create(cookie, home)).statusCode).toBe(201);
    expect(await countOf(id)).toBe(ADDRESSES_MAX);
  });

  it("let only one of two requests sent at once take the last free place", async () => {
    const { id, cookie } = await createUser(t.app);
    await fill(id, ADDRESSES_MAX - 1);
    const statuses = (await Promise.all([create(cookie, home), create(cookie, home)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await countOf(id)).toBe(ADDRESSES_MAX);
  });

  it("are each shopper's own: another's id answers 404 and changes nothing", async () => {
    const ana = await createUser(t.app);
    const luis = await createUser(t.app);
    const anas = (await create(ana.cookie, home)).json();
    expect(await list(luis.cookie)).toEqual([]);
    const choose = await t.app.inject({
      method: "PUT",
      url: `/api/addresses/${anas.id}/current`,
      headers: { cookie: luis.cookie },
    });
    expect(choose.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/addresses/${anas.id}`,
      headers: { cookie: luis.cookie },
    });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ code: "not_found", message: "Address not found" });
    expect(await list(ana.cookie)).toHaveLength(1);
  });
});

describe("phone number", () => {
  it("is saved and shown by /api/me", async () => {
    const { cookie } = await createUser(t.app);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie },
      payload: { phone: "5598765432" },
    });
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie } });
    expect(me.json().phone).toBe("5598765432");
  });

  it.each([
    { phone: "1234567" },
    { phone: "55-1234-5678" },
    { phone: 5512345678 },
    {},
    { phone: "5512345678", role: "ADMIN" },
  ])("answers 400 to %j and keeps the old number", async (payload) => {
    const { cookie } = await createUser(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const me = (await t.app.inject({ url: "/api/me", headers: { cookie } })).json();
    expect(me).toMatchObject({ phone: null, role: "REGULAR" });
  });
});
