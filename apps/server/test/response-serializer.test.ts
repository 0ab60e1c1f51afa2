import { productPageSchema } from "@hogar/shared";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseSerializerCompiler } from "../src/lib/response-serializer.ts";

const route = { method: "GET", url: "/test", httpStatus: "200" };
const compile = (schema: z.ZodType) => responseSerializerCompiler({ ...route, schema });

const product = {
  id: "0b1e4a9c-5d2f-4c6b-9e8a-1f2d3c4b5a69",
  name: "Alba Three-Seat Linen Sofa",
  description: "A sofa.",
  price: 1899900,
  category: "living room",
  stock: 4,
  images: [
    { src: "/images/a-640.webp", srcSet: "/images/a-320.webp 320w", width: 960, height: 720, alt: "A" },
  ],
  createdAt: "2026-11-28T14:08:03.537Z",
  optionNames: [],
  facts: {
    widthCm: 210,
    depthCm: null,
    heightCm: 85,
    weightGrams: null,
    materials: ["wood", "fabric"],
    colour: null,
    assemblyRequired: false,
  },
  rating: { average: 4.5, count: 2 },
};

describe("answers written from the response schema", () => {
  it("write what zod's serializer writes", () => {
    const page = {
      items: [product, { ...product, facts: { ...product.facts, colour: "beige" } }],
      total: 2,
      totalCapped: false,
      page: 1,
      pageSize: 24,
      searchedFor: 'oak "chair"',
      alsoSearched: null,
    };
    const zod = zodSerializerCompiler({ ...route, schema: productPageSchema });
    expect(JSON.parse(compile(productPageSchema)(page))).toEqual(JSON.parse(zod(page)));
  });

  it("leave out every field the schema does not name, however deep", () => {
    const schema = z.object({ name: z.string(), card: z.object({ last4: z.string() }).nullable() });
    const written = JSON.parse(
      compile(schema)({
        name: "Ana",
        passwordHash: "x",
        card: { last4: "4242", number: "4242424242424242" },
      }),
    );
    expect(written).toEqual({ name: "Ana", card: { last4: "4242" } });
    expect(JSON.parse(compile(schema)({ name: "Ana", card: null }))).toEqual({ name: "Ana", card: null });
  });

  it("refuse an answer missing a field the schema requires, as zod does", () => {
    expect(() => compile(z.object({ name: z.string(), email: z.string() }))({ name: "Ana" })).toThrow();
  });

  it("keep zod's serializer where JSON Schema cannot say what the schema writes (a codec to a Date)", () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const written = compile(z.object({ at: isoDate }))({ at: new Date(Date.UTC(2026, 10, 29)) });
    expect(JSON.parse(written)).toEqual({ at: "2026-11-29T00:00:00.000Z" });
  });
});
