import { randomUUID } from "node:crypto";
import { cardBrand, digitsOnly } from "@hogar/shared";
import type { Db } from "../../db/client.ts";
import { sandboxCardTokens } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Documented test numbers (README); any other valid number approves. */
const TEST_BEHAVIOURS: Record<string, "decline" | "insufficient_funds"> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
};

/** The built-in provider: no outside service, its own ledger in tables of its own. */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: "sandbox",
    async tokenize(card) {
      const number = digitsOnly(card.number);
      const brand = cardBrand(number);
      if (!brand) throw new AppError("invalid", "Put a valid number");
      const token = `tok_sandbox_${randomUUID()}`;
      const last4 = number.slice(-4);
      await db
        .insert(sandboxCardTokens)
        .values({ token, brand, last4, behaviour: TEST_BEHAVIOURS[number] ?? "approve" });
      return { token, brand, last4 };
    },
  };
}
