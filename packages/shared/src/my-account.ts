import { addressSchema, cardSchema } from "./account.ts";
import { emailSchema, nameSchema } from "./auth.ts";
import { isValidPassword, PASSWORD_CHANGE_MESSAGES, PASSWORD_HINT } from "./auth-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { LOCALES } from "./i18n/locale.ts";
import { orderSchema } from "./orders.ts";
import { z } from "./zod.ts";

// What /account/my-data sends to change or delete the account (docs/product.md 57-62). The rules are
// sign-up's (auth.ts, auth-rules), so a name or password the sign-up form accepts is accepted here too.
// Messages are made when validation runs, in the request's language (docs/product.md 80).

/** A password the shopper already has: only its length is bounded (argon2 hashes what it gets). */
const currentPassword = z
  .string({ error: () => m.rules_current_password_missing() })
  .min(1, { error: () => m.rules_current_password_missing() })
  .max(128, { error: () => m.rules_password_too_long() });

export const changeNameSchema = z.strictObject({ name: nameSchema });
export type ChangeNameInput = z.infer<typeof changeNameSchema>;

export const changePasswordSchema = z
  .strictObject({
    currentPassword,
    newPassword: z
      .string({ error: () => m.rules_new_password_missing() })
      .refine(isValidPassword, { error: () => m.rules_new_password_problem({ hint: PASSWORD_HINT() }) }),
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    error: PASSWORD_CHANGE_MESSAGES.same,
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `password` is required when the account has one (the server says so); social-only accounts send none. */
export const changeEmailSchema = z.strictObject({ email: emailSchema, password: currentPassword.optional() });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The token of an e-mail change link: base64url, as the link carries it. */
export const confirmEmailChangeSchema = z.strictObject({
  token: z
    .string({ error: () => m.rules_email_change_link_missing() })
    .regex(/^[\w-]{16,200}$/, { error: () => m.rules_email_change_link_incomplete() }),
});

// A request without a body (an account without a password has nothing to send) reads as an empty one,
// so a password account hears that its password is missing rather than the validator's own words.
export const deleteAccountSchema = z.preprocess(
  (body) => body ?? {},
  z.strictObject({ password: currentPassword.optional() }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** PUT /api/me/locale: the language the shopper picked, or null to follow the browser (docs/product.md 80). */
export const changeLocaleSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: () => m.rules_locale_invalid() }).nullable(),
});
export type ChangeLocaleInput = z.infer<typeof changeLocaleSchema>;

/** How the shopper signs in: whether there is a password, and the providers ("credential", "google", ...). */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  providers: z.array(z.string()),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const emailChangeConfirmedSchema = z.object({ email: z.string() });

/** POST /api/email-change/check: the address a live link confirms, or why the link is dead. */
export const emailChangeCheckSchema = z.discriminatedUnion("usable", [
  z.object({ usable: z.literal(true), email: z.string() }),
  z.object({ usable: z.literal(false), message: z.string() }),
]);
export type EmailChangeCheck = z.infer<typeof emailChangeCheckSchema>;

const savedProductSchema = z.object({ productId: z.uuid(), name: z.string() });
/** A cart or wishlist line: a product, or one variant of it (its words and SKU; null without). */
const savedLineSchema = savedProductSchema.extend({
  variantLabel: z.string().nullable(),
  sku: z.string().nullable(),
});

/** An invoice's receiver as the shopper's fiscal data names it (fiscal-rules.ts). */
const fiscalReceiverSchema = z.object({
  rfc: z.string(),
  name: z.string(),
  taxRegime: z.string(),
  postalCode: z.string(),
  cfdiUse: z.string(),
});

/**
 * "Download my data": everything the shop holds about the shopper (LFPDPPP access right,
 * docs/decisions/010). Secrets never appear: no password hash, session or provider tokens, card token.
 */
export const myDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    image: z.string().nullable(),
    role: z.string(),
    /** The language the shopper picked (docs/product.md 80); null follows the browser. */
    locale: z.enum(LOCALES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  signInMethods: z.array(
    z.object({ provider: z.string(), providerAccountId: z.string().nullable(), linkedAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  // What is stored: not `complete`, which the shop works out when it shows an address.
  addresses: z.array(addressSchema.omit({ complete: true }).extend({ createdAt: z.string() })),
  cards: z.array(cardSchema.omit({ id: true }).extend({ createdAt: z.string() })),
  cart: z.array(savedLineSchema.extend({ quantity: z.number().int(), addedAt: z.string() })),
  wishlist: z.array(savedLineSchema.extend({ addedAt: z.string() })),
  history: z.array(savedProductSchema.extend({ viewedAt: z.string() })),
  /** The shopper's product reviews (docs/product.md 95, 99); `hiddenAt` once staff hid one. */
  reviews: z.array(
    savedProductSchema.extend({
      rating: z.number().int(),
      body: z.string().nullable(),
      hiddenAt: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  orders: z.array(orderSchema),
  /** An e-mail change whose link was sent and not opened yet (docs/product.md 60), or null. */
  pendingEmailChange: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
  /** Client addresses the sign-in throttle remembers the shopper signing in from (docs/product.md 7). */
  signInAddresses: z.array(z.object({ address: z.string(), lastSignInAt: z.string() })),
  /** The fiscal data saved for invoices (docs/product.md 89), or null. */
  fiscalData: fiscalReceiverSchema.extend({ updatedAt: z.string() }).nullable(),
  /** The CFDIs of the shopper's orders, each with the receiver it was issued to (docs/product.md 90-93). */
  invoices: z.array(
    z.object({
      orderId: z.uuid(),
      series: z.string(),
      folio: z.number().int(),
      uuid: z.string(),
      status: z.enum(["active", "cancelled"]),
      receiver: fiscalReceiverSchema,
      stampedAt: z.string(),
      cancelledAt: z.string().nullable(),
    }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
