import {
  FISCAL_MESSAGES,
  FISCAL_NAME_MAX,
  type FiscalDataInput,
  fiscalDataProblems,
  normalizeFiscalData,
} from "@hogar/shared/fiscal-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import type { Db } from "../../db/client.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { AppError } from "../../lib/errors.ts";
import { fiscalDataRepository, toFiscalData } from "./fiscal-data.repository.ts";
import { fiscalDataSchema } from "./invoice-schemas.ts";

/**
 * A text field of the form, its length bounded so no body is read at any size; what is too long
 * gets that field's own message, made when validation runs (in the request's language).
 */
const field = (max: number, message: () => string) =>
  z.string({ error: () => FISCAL_MESSAGES.fill() }).max(max, { error: () => message() });

// Longer than any value the rules take, so the rules, not these bounds, say what is wrong.
const fiscalDataBody = z.strictObject({
  rfc: field(40, FISCAL_MESSAGES.rfc),
  name: field(FISCAL_NAME_MAX * 4, FISCAL_MESSAGES.nameTooLong),
  taxRegime: field(20, FISCAL_MESSAGES.taxRegimeUnknown),
  postalCode: field(20, FISCAL_MESSAGES.postalCode),
  cfdiUse: field(20, FISCAL_MESSAGES.cfdiUseUnknown),
});

/**
 * The data as it is stored (normalized), or 400 with the first problem's message and a message
 * for each field it is about, the same words the form shows (docs/product.md 89).
 */
export function checkedFiscalData(input: FiscalDataInput): FiscalDataInput {
  const [problem] = fiscalDataProblems(input);
  if (problem) {
    const fields = Object.fromEntries(problem.fields.map((name) => [name, problem.message]));
    throw new AppError("invalid", problem.message, fields);
  }
  return normalizeFiscalData(input);
}

/** The shopper's fiscal data, the receiver of their invoices (docs/product.md 89). */
export async function fiscalDataRoutes(
  app: FastifyInstance,
  { db, requireUser }: { db: Db; requireUser: RequireUser },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  requireShopper(api, requireUser);
  const answer = z.object({ fiscalData: fiscalDataSchema.nullable() });

  api.get(
    "/api/account/fiscal-data",
    {
      schema: {
        summary: "The shopper's fiscal data (RFC, name, régimen, postal code, uso CFDI), or null",
        response: { 200: answer, ...errorResponses(401) },
      },
    },
    async (request) => {
      const row = await fiscalDataRepository.find(db, shopperOf(request).id);
      return { fiscalData: row ? toFiscalData(row) : null };
    },
  );

  api.put(
    "/api/account/fiscal-data",
    {
      schema: {
        summary: "Save the shopper's fiscal data, checked by the SAT's rules and stored normalized",
        body: fiscalDataBody,
        response: { 200: answer, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const saved = await fiscalDataRepository.save(
        db,
        shopperOf(request).id,
        checkedFiscalData(request.body),
      );
      return { fiscalData: toFiscalData(saved) };
    },
  );

  api.delete(
    "/api/account/fiscal-data",
    {
      schema: {
        summary: "Delete the shopper's fiscal data (invoices already issued keep their own copy)",
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await fiscalDataRepository.remove(db, shopperOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
