import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// A shopper's fiscal data (docs/product.md 89): checked by the shared rules, stored normalized, one
// set per shopper and nobody else's to read.

const company = {
  rfc: "EKU9003173C9",
  name: "ESCUELA KEMPER URGATE",
  taxRegime: "601",
  postalCode: "26015",
  cfdiUse: "I02",
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function send(user: TestUser, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } });
}
const read = (user: TestUser) => send(user, { method: "GET", url: "/api/account/fiscal-data" });
const save = (user: TestUser, payload: object, headers: Record<string, string> = {}) =>
  send(user, { method: "PUT", url: "/api/account/fiscal-data", payload, headers });

describe("GET and PUT /api/account/fiscal-data", () => {
  it("has none at first, then keeps what was saved, normalized as the SAT writes it", async () => {
    const shopper = await createUser(t.app);
    expect((await read(shopper)).json()).toEqual({ fiscalData: null });

    const saved = await save(shopper, {
      rfc: " eku 900317-3c9",
      name: "  Escuela   Kemper\tUrgate ",
      taxRegime: " 601",
      postalCode: "26 015",
      cfdiUse: "i02 ",
    });
    expect(saved.statusCode).toBe(200);
    const fiscalData = saved.json().fiscalData;
    expect(fiscalData).toEqual({ ...company, updatedAt: expect.any(String) });
    expect(Date.parse(fiscalData.updatedAt)).not.toBeNaN();
    expect((await read(shopper)).json()).toEqual({ fiscalData });
  });

  it("replaces the one set a shopper has", async () => {
    const shopper = await createUser(t.app);
    await save(shopper, company);
    const person = {
      rfc: "CACX7605101P8",
      name: "XOCHILT CASAS CHAVEZ",
      taxRegime: "612",
      postalCode: "36257",
      cfdiUse: "G03",
    };
    expect((await save(shopper, person)).statusCode).toBe(200);
    expect((await read(shopper)).json().fiscalData).toMatchObject(person);
  });

  it("takes an RFC whose check digit does not match: the SAT has issued such RFCs", async () => {
    const shopper = await createUser(t.app);
    // Registered with the SAT (https://github.com/django/django-localflavor/issues/330).
    const response = await save(shopper, { ...company, rfc: "ACE900319JT9" });
    expect(response.statusCode).toBe(200);
    expect((await read(shopper)).json().fiscalData.rfc).toBe("ACE900319JT9");
  });

  it("refuses the generic RFCs of the global invoice", async () => {
    const shopper = await createUser(t.app);
    for (const rfc of ["XAXX010101000", "XEXX010101000"]) {
      const response = await save(shopper, { ...company, rfc, taxRegime: "612", cfdiUse: "G03" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/generic RFC for sales to the general public/);
      expect(Object.keys(response.json().fields)).toEqual(["rfc"]);
    }
    expect((await read(shopper)).json()).toEqual({ fiscalData: null });
  });

  it("refuses a uso CFDI the régimen does not allow, in the shopper's language", async () => {
    const shopper = await createUser(t.app);
    const english = await save(shopper, { ...company, cfdiUse: "D01" });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: "invalid",
      message:
        "The uso CFDI D01 can't be used with the régimen 601 General de Ley Personas Morales. Choose one from the list.",
      fields: { cfdiUse: expect.any(String) },
    });
    const spanish = await save(shopper, { ...company, cfdiUse: "D01" }, { "accept-language": "es-MX" });
    expect(spanish.json().message).toMatch(/^El uso de CFDI D01 /);
    expect((await read(shopper)).json()).toEqual({ fiscalData: null });
  });

  it("refuses a name with control characters, in the shopper's language, and saves nothing", async () => {
    const shopper = await createUser(t.app);
    const response = await save(
      shopper,
      { ...company, name: "ESCUELA KEMPER\u0007URGATE" },
      { "accept-language": "es-MX" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "invalid",
      message: expect.stringMatching(/^El nombre no puede llevar caracteres de control/),
      fields: { name: expect.any(String) },
    });
    expect((await read(shopper)).json()).toEqual({ fiscalData: null });
  });

  it("asks for every field the body leaves out or empty", async () => {
    const shopper = await createUser(t.app);
    const missing = await save(shopper, { rfc: company.rfc });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Please fill in all the fields/);
    const empty = await save(shopper, { ...company, name: " ", postalCode: "" });
    expect(empty.json()).toEqual({
      code: "invalid",
      message: "Please fill in all the fields",
      fields: { name: "Please fill in all the fields", postalCode: "Please fill in all the fields" },
    });
  });
});

describe("DELETE /api/account/fiscal-data", () => {
  it("forgets the shopper's data (204), and deleting none is no error", async () => {
    const shopper = await createUser(t.app);
    await save(shopper, company);
    const deleted = await send(shopper, { method: "DELETE", url: "/api/account/fiscal-data" });
    expect(deleted.statusCode).toBe(204);
    expect((await read(shopper)).json()).toEqual({ fiscalData: null });
    const again = await send(shopper, { method: "DELETE", url: "/api/account/fiscal-data" });
    expect(again.statusCode).toBe(204);
  });
});

describe("one shopper's fiscal data", () => {
  it("is never read, replaced or deleted by another shopper", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = (await save(owner, company)).json().fiscalData;

    expect((await read(other)).json()).toEqual({ fiscalData: null });
    await save(other, { ...company, name: "OTRA EMPRESA" });
    await send(other, { method: "DELETE", url: "/api/account/fiscal-data" });
    expect((await read(owner)).json()).toEqual({ fiscalData: mine });
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/account/fiscal-data" });
    expect(response.statusCode).toBe(401);
  });
});
