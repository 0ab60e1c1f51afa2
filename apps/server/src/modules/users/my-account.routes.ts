import {
  changeEmailSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  emailChangeCheckSchema,
  emailChangeConfirmedSchema,
  myDataExportSchema,
} from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RequireUser } from "../../auth/require-user.ts";
import { requireShopper, shopperOf } from "../../auth/shopper.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import type { AccountDeletionService } from "./account-deletion.service.ts";
import type { DataExportService } from "./data-export.service.ts";
import type { EmailChangeService } from "./email-change.service.ts";
import type { SessionCookies } from "./session-cookie.ts";

interface MyAccountDeps {
  requireUser: RequireUser;
  emailChange: EmailChangeService;
  deletion: AccountDeletionService;
  dataExport: DataExportService;
  sessionCookies: SessionCookies;
}

/** E-mail change, account deletion and the data download of /account/my-data (docs/product.md 60-62). */
export async function myAccountRoutes(app: FastifyInstance, deps: MyAccountDeps) {
  const { requireUser, emailChange, deletion, dataExport, sessionCookies } = deps;

  // The link in the mail may be opened signed out, or on another device: the token is the proof.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/email-change/confirm",
    {
      schema: {
        summary: "Confirm a new e-mail address with the link's token; the address becomes the account's",
        body: confirmEmailChangeSchema,
        response: { 200: emailChangeConfirmedSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return emailChange.confirm(request.body.token);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/email-change/check",
    {
      schema: {
        summary:
          "Whether an e-mail change link still works, and the address it confirms, without using it; its message says why not",
        body: confirmEmailChangeSchema,
        response: { 200: emailChangeCheckSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return emailChange.check(request.body.token);
    },
  );

  await app.register(async (shopperApi) => {
    requireShopper(shopperApi, requireUser);
    const api = shopperApi.withTypeProvider<ZodTypeProvider>();

    api.post(
      "/api/me/email",
      {
        schema: {
          summary:
            "Ask to change the e-mail: the new address gets a link (one hour), the old one a notice. The same answer whether the address is free or not",
          body: changeEmailSchema,
          response: { 202: z.null(), ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        await emailChange.request({ me: shopperOf(request), address: request.ip }, request.body);
        return reply.status(202).send(null);
      },
    );

    api.delete(
      "/api/me",
      {
        schema: {
          summary:
            "Delete the account (the password for accounts with one); orders stay without the shopper's name, e-mail or phone. 409 while an order is under way",
          body: deleteAccountSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) => {
        await deletion.deleteAccount({ me: shopperOf(request), address: request.ip }, request.body.password);
        // Its sessions are gone with the account; the browser forgets its cookie too.
        reply.header("set-cookie", sessionCookies.expiredSessionCookies());
        return reply.status(204).send(null);
      },
    );

    api.get(
      "/api/me/data",
      {
        schema: {
          summary:
            "Download everything the shop holds about the shopper, as a JSON file (LFPDPPP access right)",
          response: { 200: myDataExportSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const data = await dataExport.exportFor(shopperOf(request).id);
        const day = data.exportedAt.slice(0, 10);
        // Named in the shopper's language (ASCII either way, so no filename* is needed).
        reply.header("content-disposition", `attachment; filename="${m.server_my_data_file_name({ day })}"`);
        return data;
      },
    );
  });
}
