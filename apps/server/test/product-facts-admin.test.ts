// The facts fields of the add and edit product forms (issue 19): needed for a new product, checked
// with the same messages as the form's, stored in centimetres and grams, changed only when sent.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, users } from "../src/db/schema/index.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { multipart, testPicture } from "./helpers/multipart.ts";
import { createProduct, FACTS_FORM } from "./helpers/product-factory.ts";
import { buildTestApp, cookieHeader, type TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ adminEmails: ["facts-boss@example.com"] });
  const boss = await createUser(t.app, { email: "facts-boss@example.com" });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, boss.id));
  admin = { ...boss, cookie: cookieHeader(await signIn(t.app, boss.email, boss.password)) };
});
afterAll(() => t.close());

const BASE = {
  name: "Roble Oak Sideboard",
  category: "living room",
  images: "",
  stock: "4",
  price: "8999",
  description: "A sideboard in solid oak with three doors.",
};

async function send(method: "POST" | "PUT", url: string, fields: Record<string, string>) {
  const body = await multipart(fields, method === "POST" ? [await testPicture("#c49a6c")] : []);
  return t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, "content-type": body["content-type"] },
    payload: body.payload,
  });
}

const factsOf = async (id: string) => {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return (
    row && [
      row.widthCm,
      row.depthCm,
      row.heightCm,
      row.weightGrams,
      row.materials,
      row.colour,
      row.assemblyRequired,
    ]
  );
};

describe("adding a product", () => {
  it("stores its facts in centimetres and grams and shows them", async () => {
    const response = await send("POST", "/api/products", { ...BASE, ...FACTS_FORM });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().facts).toEqual({
      widthCm: 80,
      depthCm: 45,
      heightCm: 90,
      weightGrams: 32_500,
      materials: ["wood", "metal"],
      colour: "natural",
      assemblyRequired: true,
    });
  });

  it("needs every fact, each with the form's own message, and stores nothing", async () => {
    const before = await t.database.db.$count(products);
    const response = await send("POST", "/api/products", { ...BASE, name: "Factless Chair" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      widthCm: "Width must be a whole number of centimetres from 1 to 1,000",
      depthCm: "Depth must be a whole number of centimetres from 1 to 1,000",
      heightCm: "Height must be a whole number of centimetres from 1 to 1,000",
      weightKg: "Weight must be between 0.1 and 2,000 kg, with at most one decimal",
      materials: "Choose at least one material",
      colour: "Choose a colour from the list",
      assemblyRequired: "Say whether it needs assembly",
    });
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it("refuses a colour or material the shop does not know", async () => {
    const response = await send("POST", "/api/products", {
      ...BASE,
      ...FACTS_FORM,
      colour: "purple",
      materials: "wood,gold",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      colour: "Choose a colour from the list",
      materials: "Choose materials from the list",
    });
  });
});

describe("changing a product", () => {
  const edit = (id: string, fields: Record<string, string>) =>
    send("PUT", `/api/admin/products/${id}`, {
      ...BASE,
      keep: "",
      stockWas: "4",
      images: "https://example.com/x.png",
      ...fields,
    });

  it("changes the facts it sends and may leave them blank for a product added before them", async () => {
    const old = await createProduct(t.database.db, { stock: 4 });
    const [image] = (
      await t.app.inject({ url: `/api/admin/products/${old.id}`, headers: { cookie: admin.cookie } })
    ).json().images;
    const keep = { keep: image.id, images: "" };
    expect((await edit(old.id, { ...keep, widthCm: "", colour: "" })).statusCode).toBe(200);
    expect(await factsOf(old.id)).toEqual([null, null, null, null, [], null, false]);
    const changed = await edit(old.id, { ...keep, ...FACTS_FORM, weightKg: "0.4", assemblyRequired: "no" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await factsOf(old.id)).toEqual([80, 45, 90, 400, ["wood", "metal"], "natural", false]);
    // A form without facts fields (an older client) leaves them as they are.
    expect((await edit(old.id, keep)).statusCode).toBe(200);
    expect(await factsOf(old.id)).toEqual([80, 45, 90, 400, ["wood", "metal"], "natural", false]);
    // A change of the facts alone is audited, with them before and after (docs/product.md 78).
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, old.id)))
      .orderBy(auditLog.at);
    expect(audited.map((entry) => entry.action)).toEqual(["update", "update"]);
    expect(audited[1]?.before).toMatchObject({ widthCm: null, materials: [], assemblyRequired: false });
    expect(audited[1]?.after).toMatchObject({
      widthCm: 80,
      weightGrams: 400,
      materials: ["wood", "metal"],
      colour: "natural",
    });
    const bad = await edit(old.id, { ...keep, heightCm: "0" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      heightCm: "Height must be a whole number of centimetres from 1 to 1,000",
    });
  });
});
