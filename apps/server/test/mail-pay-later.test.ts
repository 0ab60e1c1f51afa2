import type { Order, PayLater } from "@hogar/shared";
import { code128Svg } from "@hogar/shared/code128";
import type { Locale } from "@hogar/shared/locale";
import { clabeControlDigit } from "@hogar/shared/payment-methods";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type OutgoingMail, queueMail } from "../src/modules/mail/outbox.ts";
import { MAIL_BARCODE } from "../src/modules/mail/templates/barcode-png.ts";
import { orderCancelledMail } from "../src/modules/mail/templates/order-cancelled.ts";
import { orderConfirmationMail } from "../src/modules/mail/templates/order-confirmation.ts";
import { orderLatePaymentRefundedMail } from "../src/modules/mail/templates/order-late-payment-refunded.ts";
import { orderPayLaterMail } from "../src/modules/mail/templates/order-pay-later.ts";
import { orderPaymentExpiredMail } from "../src/modules/mail/templates/order-payment-expired.ts";
import { useMailTestApp } from "./helpers/mail-test-app.ts";
import { sampleLine, sampleOrder } from "./helpers/sample-order.ts";
import { mailTo } from "./helpers/smtp-inbox.ts";

// The mails of OXXO and SPEI orders (docs/product.md 86) and of meses sin intereses (88), in both
// languages (80), money "$1,234.56 MXN" and the deadline dd/mm/yyyy hh:mm in Mexico City (81).

const { t, inbox } = useMailTestApp();

const OXXO_REFERENCE = "93000123456789";
const CLABE = `64618012345678901${clabeControlDigit("64618012345678901")}`;
// 15:30 UTC is 09:30 in Mexico City (UTC-6 all year since 2022).
const EXPIRES_AT = "2026-03-04T15:30:00.000Z";
const DEADLINE = "04/03/2026 09:30";
const PAGE = "http://localhost:3000/account/orders/1a2b3c4d-0000-4000-8000-000000000000";

// A product name with markup, which every mail must escape.
const cardOrder = sampleOrder({
  lines: [sampleLine("p1", "Lámpara <Arco>", 250_000, 2), sampleLine("p2", "Jarrón", 30_000, 1)],
  shipment: null,
});

function payLaterOrder(
  payLater: Omit<PayLater, "amount" | "expiresAt">,
  changes: Partial<Order> = {},
): Order {
  return {
    ...cardOrder,
    status: "awaiting_payment",
    paymentMethod: payLater.method,
    card: null,
    payLater: { ...payLater, amount: cardOrder.total, expiresAt: EXPIRES_AT },
    ...changes,
  };
}

const oxxoOrder = payLaterOrder({ method: "oxxo", reference: OXXO_REFERENCE, clabe: null, bank: null });
const speiOrder = payLaterOrder(
  { method: "spei", reference: "4820137", clabe: CLABE, bank: "STP" },
  { delivery: "day_after_tomorrow" },
);
const ADDRESS =
  "Ana López, Av. Insurgentes Sur 1602 int. 4, Col. Crédito Constructor, 03940 Benito Juárez, Ciudad de México, Mexico";

const who = (locale: Locale) => ({
  to: "ana@example.com",
  name: "Ana",
  baseUrl: "http://localhost:3000",
  shopName: "Hogar",
  locale,
});

/** The PNG's pixels as greys (0 black, 255 white), one byte each. */
async function greys(image: Buffer) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function onlyAttachment(mail: OutgoingMail) {
  expect(mail.attachments).toHaveLength(1);
  return mail.attachments?.[0] as NonNullable<OutgoingMail["attachments"]>[number];
}

describe("the OXXO pay-later mail", () => {
  it("says in English what to pay, by when and how, with the order's lines, totals and page", () => {
    const mail = orderPayLaterMail({ ...who("en"), order: oxxoOrder });
    expect(mail.subject).toBe("Pay for your Hogar order 1a2b3c4d at OXXO");
    expect(mail.link).toBe(PAGE);
    const { text } = mail;
    expect(text).toContain("Pay at OXXO to complete your order");
    expect(text).toContain(
      `We received order 1a2b3c4d and are holding its products for you until ${DEADLINE} (Mexico City time).`,
    );
    expect(text).toContain(
      `Reference: ${OXXO_REFERENCE}\nAmount to pay: $5,300.00 MXN\nPay before: ${DEADLINE}`,
    );
    expect(text).toContain(`1. Go to any OXXO store before ${DEADLINE} and show the cashier the barcode`);
    expect(text).toContain("2. Pay $5,300.00 MXN in cash.");
    expect(text).toContain("2 × Lámpara <Arco> ($2,500.00 MXN): $5,000.00 MXN");
    expect(text).toContain(
      "Subtotal: $5,300.00 MXN\nShipping: FREE\nTotal: $5,300.00 MXN\nIVA included $731.03 MXN",
    );
    // Delivery counts from the payment, so the day it was placed would be wrong (docs/product.md 86).
    expect(text).toContain(`Arrives: The day after you pay\nShips to: ${ADDRESS}`);
    expect(text).not.toContain(oxxoOrder.deliveryDate);
    expect(text).toContain(`See your order: ${PAGE}`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(OXXO_REFERENCE);
    // The reference in large grouped digits, for reading it out at the till when images are blocked.
    expect(mail.html).toContain("9300 0123 4567 89");
    // The barcode's number is said once in the text part, among the facts, without an empty gap.
    expect(text).not.toContain("\n\n\n");
    expect(mail.html).toContain("$5,300.00 MXN");
    expect(mail.html).toContain(DEADLINE);
    expect(mail.html).toContain("Lámpara &lt;Arco&gt;");
    expect(mail.html).toContain("IVA included $731.03 MXN");
    expect(mail.html).toContain(`href="${PAGE}"`);
  });

  it("is written in Mexican Spanish for an order placed in it", () => {
    const mail = orderPayLaterMail({ ...who("es-MX"), order: oxxoOrder });
    expect(mail.subject).toBe("Paga tu pedido 1a2b3c4d de Hogar en OXXO");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain(
      `Referencia: ${OXXO_REFERENCE}\nMonto a pagar: $5,300.00 MXN\nFecha límite de pago: ${DEADLINE}`,
    );
    expect(mail.text).toContain(`1. Ve a cualquier tienda OXXO antes del ${DEADLINE}`);
    expect(mail.text).toContain("2. Paga $5,300.00 MXN en efectivo.");
    expect(mail.text).toContain("IVA incluido $731.03 MXN");
    expect(mail.text).toContain(
      `Llega: Al día siguiente de tu pago\nSe envía a: ${ADDRESS.replace(/Mexico$/, "México")}`,
    );
    expect(mail.html).toContain('<html lang="es-MX">');
    expect(mail.html).toContain(`alt="Código de barras OXXO de la referencia ${OXXO_REFERENCE}"`);
  });

  it("carries the barcode as a PNG the HTML shows by its cid", async () => {
    const mail = orderPayLaterMail({ ...who("en"), order: oxxoOrder });
    const barcode = onlyAttachment(mail);
    expect(barcode.contentType).toBe("image/png");
    expect(mail.html).toContain(`<img src="cid:${barcode.cid}"`);
    const png = Buffer.from(barcode.contentBase64, "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    // The same pixels sharp draws from the SVG the order page shows, so both print one barcode.
    const drawn = await greys(png);
    const fromSvg = await greys(Buffer.from(code128Svg(OXXO_REFERENCE, MAIL_BARCODE)));
    expect({ width: drawn.width, height: drawn.height }).toEqual({
      width: fromSvg.width,
      height: fromSvg.height,
    });
    expect(drawn.data.equals(fromSvg.data)).toBe(true);
    expect(mail.html).toContain(`width="${drawn.width}" height="${drawn.height}"`);
    // Small enough to sit in the outbox's JSON.
    expect(barcode.contentBase64.length).toBeLessThan(1_000);
  });

  it("arrives through the outbox with the barcode inline under its cid", async () => {
    const to = "oxxo-shopper@example.com";
    const queued = orderPayLaterMail({ ...who("en"), to, order: oxxoOrder });
    await t.database.db.transaction((tx) => queueMail(tx, queued));
    const mail = await inbox.waitFor(mailTo(to));
    expect(mail.subject).toBe("Pay for your Hogar order 1a2b3c4d at OXXO");
    expect(mail.attachments).toHaveLength(1);
    const [barcode] = mail.attachments;
    expect(barcode?.contentType).toBe("image/png");
    expect(barcode?.cid).toBe(onlyAttachment(queued).cid);
    expect(barcode?.content.equals(Buffer.from(onlyAttachment(queued).contentBase64, "base64"))).toBe(true);
    // The parser found the HTML's cid: and put the picture in its place: the image is shown inline.
    expect(barcode?.related).toBe(true);
    expect(mail.html).toContain(`<img src="data:image/png;base64,${onlyAttachment(queued).contentBase64}"`);
    expect(mail.text).toContain(`Reference: ${OXXO_REFERENCE}`);
  });
});

describe("the SPEI pay-later mail", () => {
  it("gives the CLABE, bank, reference, amount and deadline, and no barcode", () => {
    const mail = orderPayLaterMail({ ...who("en"), order: speiOrder });
    expect(mail.subject).toBe("Pay for your Hogar order 1a2b3c4d by SPEI transfer");
    expect(mail.text).toContain(
      `CLABE: ${CLABE}\nBank: STP\nReference: 4820137\nAmount to pay: $5,300.00 MXN\nPay before: ${DEADLINE}`,
    );
    expect(mail.text).toContain(`add the CLABE ${CLABE} (STP)`);
    expect(mail.text).toContain(
      `Transfer exactly $5,300.00 MXN before ${DEADLINE}, with 4820137 as the numeric reference.`,
    );
    expect(mail.html).toContain(CLABE);
    expect(mail.html).toContain("4820137");
    expect(mail.text).toContain("Arrives: Two days after you pay");
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).not.toContain("cid:");
    expect(mail.html).not.toContain("<img");
  });

  it("is written in Mexican Spanish for an order placed in it", () => {
    const mail = orderPayLaterMail({ ...who("es-MX"), order: speiOrder });
    expect(mail.subject).toBe("Paga tu pedido 1a2b3c4d de Hogar con transferencia SPEI");
    expect(mail.text).toContain(`CLABE: ${CLABE}\nBanco: STP\nReferencia: 4820137`);
    expect(mail.text).toContain(
      `Transfiere exactamente $5,300.00 MXN antes del ${DEADLINE}, con 4820137 como referencia numérica.`,
    );
  });

  it("is not written for an order with nothing to pay later", () => {
    expect(() => orderPayLaterMail({ ...who("en"), order: cardOrder })).toThrow();
  });
});

describe("the payment-expired mail", () => {
  const expired = { ...oxxoOrder, status: "cancelled" as const };

  it("says the order was cancelled unpaid, nothing charged, stock back, and links to the shop", () => {
    const mail = orderPaymentExpiredMail({ ...who("en"), order: expired });
    expect(mail.subject).toBe("Your Hogar order 1a2b3c4d was cancelled: the payment did not arrive");
    expect(mail.text).toContain(
      `The payment of $5,300.00 MXN for order 1a2b3c4d did not reach us by ${DEADLINE}, so we cancelled the order.`,
    );
    expect(mail.text).toContain("Nothing was charged, and its products are back in the shop.");
    expect(mail.text).toContain("Please do not pay its OXXO voucher any more.");
    expect(mail.text).toContain("Shop again: http://localhost:3000/");
    expect(mail.link).toBe("http://localhost:3000/");
    expect(mail.attachments).toBeUndefined();
  });

  it("in Spanish, and for a SPEI order says not to transfer", () => {
    const mail = orderPaymentExpiredMail({ ...who("es-MX"), order: { ...speiOrder, status: "cancelled" } });
    expect(mail.subject).toBe("Cancelamos tu pedido 1a2b3c4d de Hogar: no llegó el pago");
    expect(mail.text).toContain(
      `El pago de $5,300.00 MXN de tu pedido 1a2b3c4d no nos llegó antes del ${DEADLINE}`,
    );
    expect(mail.text).toContain("No se te cobró nada y sus productos regresaron a la tienda.");
    expect(mail.text).toContain("Ya no hagas su transferencia.");
  });
});

describe("the late-payment-refunded mail", () => {
  const cancelled = { ...oxxoOrder, status: "cancelled" as const, refunded: 530_000 };

  it("says the payment came after the order was cancelled and was refunded in full", () => {
    const mail = orderLatePaymentRefundedMail({ ...who("en"), order: cancelled, refundCents: 530_000 });
    expect(mail.subject).toBe("We refunded your payment for Hogar order 1a2b3c4d");
    expect(mail.text).toContain(
      "Your payment of $5,300.00 MXN for order 1a2b3c4d reached us after the order had been cancelled, so we could not complete the order. We refunded the whole $5,300.00 MXN.",
    );
    expect(mail.text).toContain("Refund: $5,300.00 MXN\nPayment: Cash at OXXO");
    expect(mail.text).toContain(`See your order: ${PAGE}`);
  });

  it("says the amount that arrived, in Spanish too; without it, the voucher's", () => {
    const mail = orderLatePaymentRefundedMail({ ...who("es-MX"), order: speiOrder, refundCents: 123_456 });
    expect(mail.subject).toBe("Te reembolsamos el pago de tu pedido 1a2b3c4d de Hogar");
    expect(mail.text).toContain("Te reembolsamos los $1,234.56 MXN completos.");
    expect(mail.text).toContain("Reembolso: $1,234.56 MXN\nPago: Transferencia SPEI");
    const byVoucher = orderLatePaymentRefundedMail({ ...who("en"), order: cancelled });
    expect(byVoucher.text).toContain("Refund: $5,300.00 MXN");
  });
});

describe("the order confirmation's payment line", () => {
  it("names the meses-sin-intereses plan and its monthly payment", () => {
    const order = { ...cardOrder, total: 1_200_000, installments: 12 };
    expect(orderConfirmationMail({ ...who("en"), order }).text).toContain(
      "Paid with: Visa ending in 4242, 12 interest-free monthly payments of $1,000.00 MXN",
    );
    expect(orderConfirmationMail({ ...who("es-MX"), order }).text).toContain(
      "Pagaste con: Visa terminada en 4242, 12 meses sin intereses de $1,000.00 MXN",
    );
  });

  it("says the last payment when the total does not divide evenly (rounded up, the last takes the rest)", () => {
    const order = { ...cardOrder, installments: 3 };
    expect(orderConfirmationMail({ ...who("en"), order }).text).toContain(
      "Visa ending in 4242, 3 interest-free monthly payments of $1,766.67 MXN (the last one $1,766.66 MXN)",
    );
  });

  it("says nothing of a plan for a card paid at once", () => {
    expect(orderConfirmationMail({ ...who("en"), order: cardOrder }).text).not.toContain("interest-free");
  });

  it("names OXXO or SPEI instead of a card", () => {
    const paid = (order: Order) => ({ ...order, status: "paid" as const });
    expect(orderConfirmationMail({ ...who("en"), order: paid(oxxoOrder) }).text).toContain(
      "Paid with: Cash at OXXO",
    );
    expect(orderConfirmationMail({ ...who("es-MX"), order: paid(speiOrder) }).text).toContain(
      "Pagaste con: Transferencia SPEI",
    );
  });

  it("has no attachments, like every mail but the OXXO one", () => {
    expect("attachments" in orderConfirmationMail({ ...who("en"), order: cardOrder })).toBe(false);
  });
});

describe("the cancelled mail of an OXXO or SPEI order", () => {
  const cancelled = { ...oxxoOrder, status: "cancelled" as const };

  it("before it was paid: says nothing was charged, and no refund", () => {
    const mail = orderCancelledMail({
      ...who("en"),
      order: cancelled,
      refundCents: 0,
      byShop: false,
      note: null,
    });
    expect(mail.text).toContain("As you asked, we cancelled order 1a2b3c4d.");
    expect(mail.text).toContain("It had not been paid yet, so nothing was charged");
    expect(mail.text).toContain("Please do not pay its OXXO voucher any more.");
    expect(mail.text).not.toContain("We refunded");
    expect(mail.text).not.toContain("Refund:");
    const spanish = orderCancelledMail({
      ...who("es-MX"),
      order: cancelled,
      refundCents: 0,
      byShop: true,
      note: null,
    });
    expect(spanish.text).toContain("Todavía no estaba pagado, así que no se te cobró nada");
    expect(spanish.text).toContain("Ya no pagues su ficha de OXXO.");
    expect(spanish.text).not.toContain("Te reembolsamos $");
    expect(spanish.text).not.toContain("Reembolso:");
  });

  it("after it was paid: the refund, without a card", () => {
    const mail = orderCancelledMail({
      ...who("en"),
      order: { ...cancelled, refunded: 530_000 },
      refundCents: 530_000,
      byShop: false,
      note: null,
    });
    expect(mail.text).toContain(
      "We refunded $5,300.00 MXN of your payment (Cash at OXXO). It reaches you by bank transfer",
    );
    expect(mail.text).toContain("Refund: $5,300.00 MXN");
    expect(mail.text).not.toContain("ending in");
  });
});

describe("the outbox's payload", () => {
  it("keeps mails without pictures as they were: no attachments key", async () => {
    const mail = orderConfirmationMail({ ...who("en"), to: "plain@example.com", order: cardOrder });
    await queueMail(t.database.db, mail);
    const arrived = await inbox.waitFor(mailTo("plain@example.com"));
    expect(arrived.attachments).toEqual([]);
  });
});
