import { isAddressComplete } from "./address-format.ts";
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  addressProblem,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "./address-rules.ts";
import {
  CARD_FUNDINGS,
  cleanHolderName,
  isExpiryValid,
  isValidCardNumber,
  isValidCcv,
  isValidMonth,
} from "./card-rules.ts";
import { m } from "./i18n/generated/messages.js";
import { hasNoNul, NUL_MESSAGE } from "./text-rules.ts";
import { z } from "./zod.ts";

/** A text field of the address body: a string (else "Please fill in all the fields"), trimmed and capped. */
const text = (max: number) =>
  z
    .string({ error: () => ADDRESS_MESSAGES.fill() })
    .trim()
    .max(max, { error: () => ADDRESS_MESSAGES.tooLong(max) })
    .refine(hasNoNul, { error: NUL_MESSAGE });

/**
 * POST /api/addresses and PUT /api/addresses/:id (docs/product.md 83). The fields' own checks only
 * catch what no form sends (a number, a novel); the rules' first problem comes from addressProblem,
 * the one the form shows. The estado is a code of mx-states.ts; the country is not asked.
 */
export const addressInputSchema = z
  .strictObject({
    fullName: text(ADDRESS_LIMITS.fullName),
    street: text(ADDRESS_LIMITS.street),
    exteriorNumber: text(ADDRESS_LIMITS.exteriorNumber),
    interiorNumber: text(ADDRESS_LIMITS.interiorNumber).optional(),
    colonia: text(ADDRESS_LIMITS.colonia),
    municipality: text(ADDRESS_LIMITS.municipality),
    // Longer than any code: answered by the rules as not one of the 32.
    state: text(20),
    postalCode: z
      .string({ error: () => ADDRESS_MESSAGES.postalCode() })
      .trim()
      .max(10, { error: () => ADDRESS_MESSAGES.postalCode() }),
    phone: z
      .string({ error: () => ADDRESS_MESSAGES.phone() })
      .trim()
      .max(20, { error: () => ADDRESS_MESSAGES.phone() }),
    instructions: text(ADDRESS_LIMITS.instructions).optional(),
  })
  .superRefine((input, ctx) => {
    const problem = addressProblem(input);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
export type AddressInputBody = z.infer<typeof addressInputSchema>;

/** A saved address. `complete` is false for one saved before Mexican addresses (no colonia, municipio or estado). */
export const addressSchema = z.object({
  id: z.uuid(),
  country: z.string(),
  fullName: z.string(),
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string(),
  colonia: z.string(),
  municipality: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  instructions: z.string(),
  current: z.boolean(),
  complete: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The address as the shop stores it, and `complete` as isAddressComplete says. */
export function withCompleteness<T extends Omit<Address, "complete">>(address: T): T & { complete: boolean } {
  return { ...address, complete: isAddressComplete(address) };
}

// The phone and card bodies' messages are made when validation runs, in the request's language
// (docs/product.md 80).
export const phoneInputSchema = z.strictObject({
  phone: z
    .string({ error: () => m.rules_phone_missing() })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`), {
      error: () => m.rules_phone_digits({ min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }),
    }),
});

/** The add-card body. The number and CCV go to the payment provider and are never stored. */
export function cardInputSchema(now: () => Date = () => new Date()) {
  const number = () => m.rules_card_number();
  const holderMissing = () => m.rules_card_holder_missing();
  const month = () => m.rules_card_month();
  const year = () => m.rules_card_year();
  return z
    .strictObject({
      number: z
        .string({ error: number })
        .max(19, { error: number })
        .refine(isValidCardNumber, { error: () => m.rules_card_number_rule() }),
      holderName: z
        .string({ error: holderMissing })
        .trim()
        .min(1, { error: holderMissing })
        .max(60, { error: () => m.rules_card_holder_too_long({ max: 60 }) })
        .refine((v) => cleanHolderName(v) === v, { error: () => m.rules_card_holder_letters() }),
      month: z.string({ error: month }).refine(isValidMonth, { error: month }),
      year: z.string({ error: year }).regex(/^\d{2}$/, { error: year }),
      ccv: z
        .string({ error: () => m.rules_card_ccv() })
        .refine(isValidCcv, { error: () => m.rules_card_ccv_rule() }),
    })
    .refine((card) => isExpiryValid(card.month, card.year, now()), {
      error: () => m.rules_card_expired(),
      path: ["year"],
    });
}
export type CardInput = z.infer<ReturnType<typeof cardInputSchema>>;

export const cardSchema = z.object({
  id: z.uuid(),
  holderName: z.string(),
  brand: z.enum(["Visa", "Mastercard"]),
  funding: z.enum(CARD_FUNDINGS),
  last4: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
});
export type SavedCard = z.infer<typeof cardSchema>;
