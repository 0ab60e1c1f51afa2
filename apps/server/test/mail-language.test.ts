import { readFileSync } from "node:fs";
import type { Order } from "@hogar/shared";
import type { Locale } from "@hogar/shared/locale";
import { describe, expect, it } from "vitest";
import { inLocale } from "../src/lib/request-locale.ts";
import type { OutgoingMail } from "../src/modules/mail/outbox.ts";
import { accountDeletedMail } from "../src/modules/mail/templates/account-deleted.ts";
import { emailChangeMail, emailChangeRequestedMail } from "../src/modules/mail/templates/email-change.ts";
import { orderCancelledMail } from "../src/modules/mail/templates/order-cancelled.ts";
import { orderConfirmationMail } from "../src/modules/mail/templates/order-confirmation.ts";
import { orderDeliveredMail } from "../src/modules/mail/templates/order-delivered.ts";
import { orderLatePaymentRefundedMail } from "../src/modules/mail/templates/order-late-payment-refunded.ts";
import { orderPayLaterMail } from "../src/modules/mail/templates/order-pay-later.ts";
import { orderPaymentExpiredMail } from "../src/modules/mail/templates/order-payment-expired.ts";
import { orderReturnApprovedMail } from "../src/modules/mail/templates/order-return-approved.ts";
import { orderReturnRefusedMail } from "../src/modules/mail/templates/order-return-refused.ts";
import { orderReturnRequestedMail } from "../src/modules/mail/templates/order-return-requested.ts";
import { orderShippedMail } from "../src/modules/mail/templates/order-shipped.ts";
import { passwordChangedMail } from "../src/modules/mail/templates/password-changed.ts";
import { passwordResetMail } from "../src/modules/mail/templates/password-reset.ts";
import { signUpAttemptMail } from "../src/modules/mail/templates/sign-up-attempt.ts";
import { verifyEmailMail } from "../src/modules/mail/templates/verify-email.ts";
import { sampleOrder } from "./helpers/sample-order.ts";

// Every mail in both languages (docs/product.md 80): English word for word as before, Spanish with
// no English sentence left, money "$1,234.56 MXN" and dates dd/mm/yyyy in both (docs/product.md 81).

const order = sampleOrder();

/** The same order paid (or to be paid) at OXXO, by SPEI, and by card in 12 meses sin intereses. */
const payLater = { amount: 530_000, expiresAt: "2026-03-04T15:30:00.000Z" };
const oxxoOrder: Order = {
  ...order,
  paymentMethod: "oxxo",
  card: null,
  payLater: { ...payLater, method: "oxxo", reference: "93000123456789", clabe: null, bank: null },
};
const speiOrder: Order = {
  ...order,
  paymentMethod: "spei",
  card: null,
  payLater: { ...payLater, method: "spei", reference: "4820137", clabe: "646180123456789012", bank: "STP" },
};
const msiOrder: Order = { ...order, installments: 12 };

const who = { to: "ana@example.com", name: "Ana", baseUrl: "http://localhost:3000", shopName: "Hogar" };
const url = "http://localhost:3000/link?token=abc";
const returned = [
  { productId: "p1", quantity: 1 },
  { productId: "p2", quantity: 2 },
];

/** Every template, written in `locale`. */
const templates: Record<string, (locale: Locale) => OutgoingMail> = {
  "account deleted": (locale) =>
    accountDeletedMail({ ...who, locale, contact: { email: "hola@example.mx", phone: "55 1234 5678" } }),
  "e-mail change": (locale) => emailChangeMail({ ...who, url, locale }),
  "e-mail change requested": (locale) =>
    emailChangeRequestedMail({ ...who, newEmail: "new@example.com", locale }),
  "password reset": (locale) => passwordResetMail({ ...who, url, locale }),
  "password changed": (locale) => passwordChangedMail({ ...who, url, locale }),
  "sign-up attempt": (locale) => signUpAttemptMail({ ...who, resetUrl: url, locale }),
  "verify e-mail": (locale) => verifyEmailMail({ ...who, url, locale }),
  "order confirmation": (locale) => orderConfirmationMail({ ...who, order, locale }),
  "order shipped": (locale) => orderShippedMail({ ...who, order, locale }),
  "order delivered": (locale) =>
    orderDeliveredMail({ ...who, order, returnOpenUntil: new Date("2026-03-09T18:00:00Z"), locale }),
  "order cancelled by the shop": (locale) =>
    orderCancelledMail({ ...who, order, refundCents: 530_000, byShop: true, note: "Agotado", locale }),
  "order cancelled as asked": (locale) =>
    orderCancelledMail({ ...who, order, refundCents: 530_000, byShop: false, note: null, locale }),
  "return requested": (locale) =>
    orderReturnRequestedMail({ ...who, order, lines: returned, reason: "Llegó roto", locale }),
  "return approved": (locale) =>
    orderReturnApprovedMail({ ...who, order, lines: returned, refundCents: 310_000, locale }),
  "return refused": (locale) => orderReturnRefusedMail({ ...who, order, note: "Tiene uso", locale }),
  "pay at OXXO": (locale) => orderPayLaterMail({ ...who, order: oxxoOrder, locale }),
  "pay by SPEI": (locale) => orderPayLaterMail({ ...who, order: speiOrder, locale }),
  "OXXO payment expired": (locale) => orderPaymentExpiredMail({ ...who, order: oxxoOrder, locale }),
  "SPEI payment expired": (locale) => orderPaymentExpiredMail({ ...who, order: speiOrder, locale }),
  "late payment refunded": (locale) =>
    orderLatePaymentRefundedMail({ ...who, order: oxxoOrder, refundCents: 530_000, locale }),
  "unpaid order cancelled": (locale) =>
    orderCancelledMail({ ...who, order: speiOrder, refundCents: 0, byShop: false, note: null, locale }),
  "paid OXXO order cancelled": (locale) =>
    orderCancelledMail({ ...who, order: oxxoOrder, refundCents: 530_000, byShop: true, note: null, locale }),
  "order confirmation in meses sin intereses": (locale) =>
    orderConfirmationMail({ ...who, order: msiOrder, locale }),
};

/** The English catalogue of mail: every literal run of two words or more in it (placeholders cut out). */
function englishFragments(): string[] {
  const catalogue = JSON.parse(
    readFileSync(new URL("../../../packages/shared/messages/mail/en.json", import.meta.url), "utf8"),
  ) as Record<string, unknown>;
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const [key, value] of Object.entries(catalogue)) if (key !== "$schema") collect(value);
  return texts
    .flatMap((text) => text.split(/\{[^}]*\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => /[a-z]{2,}\s+[a-z]{2,}/i.test(fragment));
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("mail in Mexican Spanish", () => {
  const fragments = englishFragments();

  it("finds English sentences to look for", () => {
    expect(fragments).toContain("Thank you for your order,");
    expect(fragments.length).toBeGreaterThan(60);
  });

  for (const [name, write] of Object.entries(templates)) {
    it(`${name}: no English sentence left, <html lang="es-MX">`, () => {
      const mail = write("es-MX");
      const parts = { subject: mail.subject, text: mail.text, html: unescapeHtml(mail.html) };
      for (const [part, value] of Object.entries(parts)) {
        const left = fragments.filter((fragment) => value.includes(fragment));
        expect(left, `English left in the ${part}`).toEqual([]);
        expect(value, part).not.toMatch(/\b(the|your|you|order|we|and|with|to)\b/i);
      }
      expect(mail.html).toContain('<html lang="es-MX">');
    });
  }

  it("order confirmation: totals, IVA, the whole address and money as the shop writes it", () => {
    const mail = templates["order confirmation"]?.("es-MX") as OutgoingMail;
    expect(mail.subject).toBe("Tu pedido 1a2b3c4d de Hogar está confirmado");
    expect(mail.text).toContain("¡Gracias por tu pedido, Ana!");
    expect(mail.text).toContain("2 × Lámpara Arco ($2,500.00 MXN): $5,000.00 MXN");
    expect(mail.text).toContain(
      "Subtotal: $5,300.00 MXN\nEnvío: GRATIS\nTotal: $5,300.00 MXN\nIVA incluido $731.03 MXN",
    );
    expect(mail.text).toContain("Llega: 02/03/2026");
    expect(mail.text).toContain(
      "Se envía a: Ana López, Av. Insurgentes Sur 1602 int. 4, Col. Crédito Constructor, 03940 Benito Juárez, Ciudad de México, México",
    );
    expect(mail.text).toContain("Pagaste con: Visa terminada en 4242");
    expect(mail.html).toContain("IVA incluido $731.03 MXN");
    expect(mail.html).toContain("Col. Crédito Constructor");
  });

  it("a return's lines count pieces, one and many", () => {
    const text = templates["return approved"]?.("es-MX").text;
    expect(text).toContain("Lámpara Arco: 1 pieza\nJarrón: 2 piezas");
    expect(text).toContain("Te reembolsamos $3,100.00 MXN a tu Visa terminada en 4242.");
  });

  it("the delivered mail gives the last day to return as dd/mm/yyyy", () => {
    expect(templates["order delivered"]?.("es-MX").text).toContain(
      "Si algo no está bien, puedes pedir la devolución desde la página del pedido hasta el 09/03/2026.",
    );
  });
});

describe("mail in English", () => {
  it("says what it said before, word for word", () => {
    const confirmation = templates["order confirmation"]?.("en") as OutgoingMail;
    expect(confirmation.subject).toBe("Your Hogar order 1a2b3c4d is confirmed");
    expect(confirmation.text).toContain("Thank you for your order, Ana!");
    expect(confirmation.text).toContain(
      "We received your payment for order 1a2b3c4d. Here is what you bought.",
    );
    expect(confirmation.text).toContain(
      "Subtotal: $5,300.00 MXN\nShipping: FREE\nTotal: $5,300.00 MXN\nIVA included $731.03 MXN",
    );
    expect(confirmation.text).toContain(
      "Ships to: Ana López, Av. Insurgentes Sur 1602 int. 4, Col. Crédito Constructor, 03940 Benito Juárez, Ciudad de México, Mexico",
    );
    expect(confirmation.text).toContain("Paid with: Visa ending in 4242");
    expect(confirmation.text).toContain("Keep this e-mail as the record of your payment.");
    expect(confirmation.text).toContain("-- \nHogar · home furnishings in Mexico");
    expect(confirmation.html).toContain('<html lang="en">');

    const shipped = templates["order shipped"]?.("en") as OutgoingMail;
    expect(shipped.subject).toBe("Your Hogar order 1a2b3c4d is on its way");
    expect(shipped.text).toContain(
      "Hi Ana,\n\nWe handed order 1a2b3c4d to Estafeta. Follow it with the tracking number below.",
    );
    expect(shipped.text).toContain("Carrier: Estafeta\nTracking number: EST-123456\nArrives: 02/03/2026");
    expect(shipped.text).toContain("See your order: http://localhost:3000/account/orders/");

    const cancelled = templates["order cancelled by the shop"]?.("en") as OutgoingMail;
    expect(cancelled.subject).toBe("Your Hogar order 1a2b3c4d is cancelled");
    expect(cancelled.text).toContain("We are sorry: we had to cancel order 1a2b3c4d.");
    expect(cancelled.text).toContain(
      "We refunded $5,300.00 MXN to your Visa ending in 4242. Your bank may take a few days to show it.",
    );
    expect(templates["return approved"]?.("en").text).toContain("Lámpara Arco: 1 unit\nJarrón: 2 units");

    const reset = templates["password reset"]?.("en") as OutgoingMail;
    expect(reset.subject).toBe("Set a new password for Hogar");
    expect(reset.text).toContain("Set a new password: http://localhost:3000/link?token=abc");
    expect(reset.html).toContain("Or paste this address into your browser:");
  });

  it("an address copied before Mexican addresses still shows", () => {
    const old = { ...order.shippingAddress, street: "Reforma 222", exteriorNumber: "", interiorNumber: "" };
    const copy = { ...old, colonia: "", municipality: "", state: "", postalCode: "06600" };
    const mail = orderConfirmationMail({ ...who, order: { ...order, shippingAddress: copy }, locale: "en" });
    expect(mail.text).toContain("Ships to: Ana López, Reforma 222, 06600, Mexico");
  });
});

describe("the language a mail is written in", () => {
  it("is the request's when no pick is given", () => {
    const spanish = inLocale("es-MX", () => passwordResetMail({ ...who, url }));
    expect(spanish.subject).toBe("Crea una contraseña nueva para Hogar");
    const english = inLocale("es-MX", () => passwordResetMail({ ...who, url, locale: "en" }));
    expect(english.subject).toBe("Set a new password for Hogar");
  });

  it("leaves the caller's language as it was", () => {
    const after = inLocale("en", () => {
      passwordResetMail({ ...who, url, locale: "es-MX" });
      return verifyEmailMail({ ...who, url }).subject;
    });
    expect(after).toBe("Verify your e-mail for Hogar");
  });
});
