import {
  INSTALLMENT_COUNTS,
  type InstallmentCount,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@hogar/shared/payment-methods";
import type { PromotionPreview } from "@hogar/shared/promotions";
import { useEffect, useState } from "react";
import type { Delivery } from "./types.ts";

/** A key kept for one set of choices, so a retry of the same purchase never buys twice. */
export interface Attempt {
  key: string;
  fingerprint: string;
}

/** What the shopper picked. Ids only: never a card number. */
export interface CheckoutChoices {
  delivery: Delivery | null;
  /** Card unless the shopper picks OXXO or SPEI (docs/product.md 85). */
  method: PaymentMethod;
  /** The card kept while another method is picked, so going back to Card finds it chosen. */
  cardId: string | null;
  /** 1, or the meses-sin-intereses plan for a card (docs/product.md 88). */
  installments: InstallmentCount;
  /**
   * The applied promotion code, as the server priced it (docs/product.md 102): kept like the other
   * choices, or a reload would silently charge the full price. The order checks the code again.
   */
  promotion: PromotionPreview | null;
  attempt: Attempt | null;
}

const EMPTY: CheckoutChoices = {
  delivery: null,
  method: "card",
  cardId: null,
  installments: 1,
  promotion: null,
  attempt: null,
};

function isDelivery(value: unknown): value is Delivery {
  return value === "tomorrow" || value === "day_after_tomorrow";
}

function isMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

function isInstallments(value: unknown): value is InstallmentCount {
  return (INSTALLMENT_COUNTS as readonly unknown[]).includes(value);
}

const PREVIEW_AMOUNTS = ["subtotal", "discount", "shipping", "total", "ivaCents"] as const;

function isPromotionPreview(value: unknown): value is PromotionPreview {
  if (typeof value !== "object" || value === null) return false;
  const preview = value as Record<string, unknown>;
  return typeof preview.code === "string" && PREVIEW_AMOUNTS.every((name) => Number.isInteger(preview[name]));
}

function read(storageKey: string): CheckoutChoices {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return EMPTY;
    const data = JSON.parse(raw) as Partial<Record<keyof CheckoutChoices, unknown>>;
    const attempt = data.attempt as Partial<Attempt> | null | undefined;
    return {
      delivery: isDelivery(data.delivery) ? data.delivery : null,
      method: isMethod(data.method) ? data.method : "card",
      cardId: typeof data.cardId === "string" ? data.cardId : null,
      installments: isInstallments(data.installments) ? data.installments : 1,
      promotion: isPromotionPreview(data.promotion) ? data.promotion : null,
      attempt:
        attempt && typeof attempt.key === "string" && typeof attempt.fingerprint === "string"
          ? { key: attempt.key, fingerprint: attempt.fingerprint }
          : null,
    };
  } catch {
    return EMPTY;
  }
}

function write(storageKey: string, choices: CheckoutChoices): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(choices));
  } catch {
    // Storage full or blocked: the choices still live in memory for this page.
  }
}

export function clearCheckoutChoices(storageKey: string): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear.
  }
}

/** A random UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The checkout's choices, kept in sessionStorage so a reload (or a trip to add an address) keeps them.
 * `fresh` starts over, for a checkout just opened from "Buy now" or "Buy cart".
 */
export function useCheckoutChoices(storageKey: string, fresh: boolean) {
  const [choices, setChoices] = useState<CheckoutChoices>(() => (fresh ? EMPTY : read(storageKey)));

  useEffect(() => {
    write(storageKey, choices);
  }, [storageKey, choices]);

  return [choices, setChoices] as const;
}
