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
  fullName: "Ana López",
  street: "Av. Insurgentes Sur",
  exteriorNumber: "1602",
  interiorNumber: "4",
  colonia: "Crédito Constructor",
  municipality: "Benito Juárez",
  state: "CMX",
  postalCode: "03940",
  phone: "5512345678",
  instructions: "Ring twice",
};

const create = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/addresses", headers: { cookie, ...headers }, payload });
const edit = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/addresses/${id}`, headers: { cookie }, payload });
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
    .values(
      Array.from({ length: count }, (_, n) => ({ userId, ...home, country: "Mexico", current: n === 0 })),
    );
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

  it("are saved with every Mexican field, in Mexico, the first becoming the chosen one, and another can be chosen", async () => {
    const { cookie } = await createUser(t.app);
    const first = await create(cookie, home);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      ...home,
      id: expect.any(String),
      country: "Mexico",
      current: true,
      complete: true,
    });
    const second = (
      await create(cookie, {
        ...home,
        fullName: "Luis Pérez",
        interiorNumber: undefined,
        instructions: undefined,
      })
    ).json();
    expect(second).toMatchObject({
      fullName: "Luis Pérez",
      interiorNumber: "",
      instructions: "",
      current: false,
    });

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
    [{ ...home, street: "  " }, "Please fill in all the fields"],
    [{ ...home, exteriorNumber: "" }, "Please fill in all the fields"],
    [{ ...home, colonia: "" }, "Please fill in all the fields"],
    [{ ...home, municipality: "" }, "Please fill in all the fields"],
    [{ ...home, state: "" }, "Please fill in all the fields"],
    [{ ...home, state: "Jalisco" }, "Choose one of Mexico's 32 estados"],
    [{ ...home, postalCode: "0394" }, "Please enter a valid postal code"],
    [{ ...home, state: "JAL" }, "The postal code 03940 does not belong to Jalisco"],
    [{ ...home, phone: "1234567" }, "Please enter a valid phone number"],
    [{ ...home, colonia: "", postalCode: "1", phone: "1" }, "Please fill in all the fields"],
    [{ ...home, postalCode: "1", state: "JAL", phone: "1" }, "Please enter a valid postal code"],
    [{ ...home, state: "JAL", phone: "1" }, "The postal code 03940 does not belong to Jalisco"],
    [{ ...home, phone: 5512345678 }, "Please enter a valid phone number"],
    [{ ...home, street: "x".repeat(10_240) }, "street: must be at most 200 characters"],
    [{ ...home, country: "Mexico" }, 'Unrecognized key: "country"'],
    [{ ...home, current: true }, 'Unrecognized key: "current"'],
  ])("answer 400 to a bad address and store nothing (%#)", async (payload, message) => {
    const { cookie } = await createUser(t.app);
    const before = await countAll();
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countAll()).toBe(before);
  });

  it("answer in the shopper's language", async () => {
    const { cookie } = await createUser(t.app);
    const spanish = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };
    const wrongState = await create(cookie, { ...home, state: "JAL" }, spanish);
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().message).toBe("El código postal 03940 no corresponde a Jalisco");
    const empty = await create(cookie, { ...home, colonia: "" }, spanish);
    expect(empty.json().message).toBe("Por favor, llena todos los campos");
    const picked = await create(cookie, { ...home, phone: "1" }, { cookie: `${cookie}; hogar_locale=es-MX` });
    expect(picked.json().message).toBe("Por favor, escribe un número de teléfono válido");
    const elsewhere = await t.app.inject({
      method: "PUT",
      url: "/api/addresses/not-an-id",
      headers: { cookie, ...spanish },
      payload: home,
    });
    expect(elsewhere.json().message).toBe("id: No encontramos esa dirección");
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
    const edited = await edit(luis.cookie, anas.id, { ...home, fullName: "Luis" });
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ code: "not_found", message: "Address not found" });
    expect(await list(ana.cookie)).toEqual([anas]);
  });
});

describe("editing an address (docs/product.md 83)", () => {
  it("writes every field, keeps it the chosen one, and answers the address", async () => {
    const { cookie } = await createUser(t.app);
    const saved = (await create(cookie, home)).json();
    const moved = {
      ...home,
      street: "Av. Chapultepec",
      exteriorNumber: "480",
      interiorNumber: undefined,
      colonia: "Americana",
      municipality: "Guadalajara",
      state: "JAL",
      postalCode: "44160",
      instructions: "",
    };
    const response = await edit(cookie, saved.id, moved);
    expect(response.statusCode).toBe(200);
    const expected = {
      ...moved,
      interiorNumber: "",
      id: saved.id,
      country: "Mexico",
      current: true,
      complete: true,
    };
    expect(response.json()).toEqual(expected);
    expect(await list(cookie)).toEqual([expected]);
  });

  it("checks the body as adding does, and changes nothing when it is refused", async () => {
    const { cookie } = await createUser(t.app);
    const saved = (await create(cookie, home)).json();
    const refused = await edit(cookie, saved.id, { ...home, postalCode: "44160" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The postal code 44160 does not belong to Ciudad de México");
    expect((await edit(cookie, saved.id, { ...home, current: false })).statusCode).toBe(400);
    expect((await edit(cookie, saved.id, { fullName: "Ana" })).statusCode).toBe(400);
    expect(await list(cookie)).toEqual([saved]);
  });

  it("answers 404 to an id that is not an address, and needs a session", async () => {
    const { cookie } = await createUser(t.app);
    expect((await edit(cookie, "00000000-0000-4000-8000-000000000000", home)).statusCode).toBe(404);
    expect((await edit(cookie, "not-an-id", home)).json()).toEqual({
      code: "invalid",
      message: "id: Address not found",
    });
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/addresses/x", payload: home });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists one saved before Mexican addresses as incomplete, and completes it", async () => {
    const { id: userId, cookie } = await createUser(t.app);
    // As the migration left it: street and number in one field, the Mexican fields empty.
    const [old] = await t.database.db
      .insert(addresses)
      .values({
        userId,
        country: "Mexico",
        fullName: "Ana López",
        street: "Av. Reforma 222",
        postalCode: "06600",
        phone: "5512345678",
        current: true,
      })
      .returning({ id: addresses.id });
    const [listed] = await list(cookie);
    expect(listed).toEqual({
      id: old?.id,
      country: "Mexico",
      fullName: "Ana López",
      street: "Av. Reforma 222",
      exteriorNumber: "",
      interiorNumber: "",
      colonia: "",
      municipality: "",
      state: "",
      postalCode: "06600",
      phone: "5512345678",
      instructions: "",
      current: true,
      complete: false,
    });
    const completed = await edit(cookie, listed.id, {
      fullName: "Ana López",
      street: "Av. Paseo de la Reforma",
      exteriorNumber: "222",
      colonia: "Juárez",
      municipality: "Cuauhtémoc",
      state: "CMX",
      postalCode: "06600",
      phone: "5512345678",
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: listed.id, complete: true, current: true });
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
