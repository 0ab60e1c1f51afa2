import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * Answers written by fast-json-stringify from the response schema's JSON Schema, rather than by
 * zod encoding every answer before JSON.stringify (11% of the shop's CPU under the search scenario;
 * docs/decisions/019). Both write only the schema's properties, so no field a schema leaves out can
 * leak. A schema JSON Schema cannot express (a codec to a Date) keeps zod's serializer.
 * Each is compiled on its first answer, not at start-up: compiling every route's took 75-100 ms of
 * each start, and most routes of a test's shop never answer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<ZodType>>[0]): (data: unknown) => string {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: "output", target: "draft-7" });
    return fastJson(withPlainNullables(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: "null" }]`, which fast-json-stringify answers by
 * validating each value against X at run time; `type: [X's type, "null"]` is written directly.
 */
function withPlainNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainNullables);
  if (typeof schema !== "object" || schema === null) return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withPlainNullables(value)]),
  ) as JsonSchema;
  const options = node.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2 && options[1]?.type === "null" && typeof options[0]?.type === "string") {
    const { anyOf: _, ...rest } = node;
    return { ...rest, ...options[0], type: [options[0].type, "null"] };
  }
  return node;
}
