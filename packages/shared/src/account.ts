import { z } from "zod";
import { ADDRESS_MESSAGES, addressProblem, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./address-rules.ts";
import { cleanHolderName, isExpiryValid, isValidCardNumber, isValidCcv, isValidMonth } from "./card-rules.ts";
import { hasNoNul, NUL_MESSAGE } from "./text-rules.ts";

const text = (max: number) =>
  z
    .string({ error: ADDRESS_MESSAGES.fill })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);

export const addressInputSchema = z
  .strictObject({
    country: text(60),
    fullName: text(100),
    streetAndNumber: text(200),
    postalCode: z.string({ error: ADDRESS_MESSAGES.postalCode }).trim().max(10, ADDRESS_MESSAGES.postalCode),
    phone: z.string({ error: ADDRESS_MESSAGES.phone }).trim().max(20, ADDRESS_MESSAGES.phone),
    instructions: text(500).optional(),
  })
  .superRefine((input, ctx) => {
    const problem = addressProblem(input);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
export type AddressInputBody = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.uuid(),
  country: z.string(),
  fullName: z.string(),
  streetAndNumber: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  instructions: z.string(),
  current: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const phoneInputSchema = z.strictObject({
  phone: z
    .string({ error: "Enter a phone number" })
    .trim()
    .regex(
      new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`),
      `Enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`,
    ),
});

/** The add-card body. The number and CCV go to the payment provider and are never stored. */
export function cardInputSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      number: z
        .string({ error: "Put a valid number" })
        .max(19, "Put a valid number")
        .refine(isValidCardNumber, "Put a valid number: 16 digits of a Visa (4) or Mastercard (5) card"),
      holderName: z
        .string({ error: "Write your name" })
        .trim()
        .min(1, "Write your name")
        .max(60, "The name must be at most 60 characters")
        .refine((v) => cleanHolderName(v) === v, "The name may hold letters and spaces only"),
      month: z
        .string({ error: "Select a month between 01-12" })
        .refine(isValidMonth, "Select a month between 01-12"),
      year: z.string({ error: "Select a valid year" }).regex(/^\d{2}$/, "Select a valid year"),
      ccv: z.string({ error: "Put a valid CCV" }).refine(isValidCcv, "Put a valid CCV: three digits"),
    })
    .refine((card) => isExpiryValid(card.month, card.year, now()), {
      message: "This card has expired",
      path: ["year"],
    });
}
export type CardInput = z.infer<ReturnType<typeof cardInputSchema>>;

export const cardSchema = z.object({
  id: z.uuid(),
  holderName: z.string(),
  brand: z.enum(["Visa", "Mastercard"]),
  last4: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
});
export type SavedCard = z.infer<typeof cardSchema>;
