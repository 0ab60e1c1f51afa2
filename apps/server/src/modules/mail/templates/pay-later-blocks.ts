import { formatMoney, type PayLater } from "@hogar/shared";
import { groupDigits } from "@hogar/shared/digit-groups";
import { m } from "@hogar/shared/messages";
import { shopDateTime } from "@hogar/shared/shop-dates";
import type { MailAttachment } from "../outbox.ts";
import { code128Png } from "./barcode-png.ts";
import { html } from "./html.ts";
import { MAIL_COLOURS, MAIL_FONT, type MailBlock } from "./layout.ts";
import { factsBlock } from "./order-mail-parts.ts";

// How to pay an OXXO voucher or a SPEI transfer (docs/product.md 86), as the pay-later mail shows it.

/** The barcode's Content-ID: the HTML shows the attached PNG as `cid:` (nothing loaded from outside). */
const OXXO_BARCODE_CID = "oxxo-barcode@hogar";

/** The voucher's deadline as the shop writes it: dd/mm/yyyy hh:mm, Mexico City. */
export function payLaterDeadline(payLater: PayLater): string {
  return shopDateTime(payLater.expiresAt);
}

/**
 * The number to pay with (the OXXO reference or the CLABE) named by `caption`, in large digits
 * grouped in fours, under the barcode if any. Sized so a CLABE's 18 digits stay on one line on a
 * 360-pixel phone, where a shopper copies them into a bank's app: about 225 of the 246 pixels left
 * inside the paddings in Arial, with room for a wider font. Narrower, they wrap between groups.
 */
function bigNumberBlock(
  caption: string,
  digits: string,
  barcode: { width: number; height: number; alt: string } | null,
): MailBlock {
  const picture =
    barcode &&
    html`<img src="cid:${OXXO_BARCODE_CID}" width="${barcode.width}" height="${barcode.height}" alt="${barcode.alt}" style="display:block;margin:0 auto 12px;border:0;max-width:100%">`;
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border:1px solid ${MAIL_COLOURS.rule};border-radius:8px">
<tr><td align="center" style="padding:20px 16px;text-align:center">${picture}
<p style="margin:0;font-family:${MAIL_FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.body}">${caption}</p>
<p style="margin:4px 0 0;font-family:${MAIL_FONT};font-size:18px;line-height:26px;font-weight:600;letter-spacing:0.5px;color:${MAIL_COLOURS.heading}">${groupDigits(digits)}</p>
</td></tr></table>`,
    // The text part lists the same number, ungrouped, among the facts: one copy is enough there.
    text: "",
  };
}

/** A small heading and numbered steps. */
function stepsBlock(title: string, steps: string[]): MailBlock {
  const item = (step: string) =>
    html`<li style="margin:0 0 8px;font-family:${MAIL_FONT};font-size:14px;line-height:22px;color:${MAIL_COLOURS.body}">${step}</li>`;
  return {
    html: html`<p style="margin:8px 0 8px;font-family:${MAIL_FONT};font-size:16px;line-height:24px;font-weight:600;color:${MAIL_COLOURS.heading}">${title}</p>
<ol style="margin:0 0 16px;padding:0 0 0 20px">${steps.map(item)}</ol>`,
    text: [title, ...steps.map((step, i) => `${i + 1}. ${step}`)].join("\n"),
  };
}

/** A section title inside the message ("Your order"). */
export function titleBlock(title: string): MailBlock {
  return {
    html: html`<p style="margin:16px 0 0;font-family:${MAIL_FONT};font-size:16px;line-height:24px;font-weight:600;color:${MAIL_COLOURS.heading}">${title}</p>`,
    text: title,
  };
}

/** The OXXO barcode as an inline PNG attachment, drawn from the reference. */
function barcodeAttachment(reference: string, png: Buffer): MailAttachment {
  return {
    cid: OXXO_BARCODE_CID,
    filename: `oxxo-${reference}.png`,
    contentType: "image/png",
    contentBase64: png.toString("base64"),
  };
}

/**
 * What to pay with and how: for OXXO the barcode (attached), the reference, amount, deadline and the
 * steps at the till; for SPEI the CLABE, bank, reference, amount, deadline and the steps in a bank's app.
 * Written in the mail's language (call it inside the template's `write`).
 */
export function payLaterInstructions(payLater: PayLater): {
  blocks: MailBlock[];
  attachments: MailAttachment[];
} {
  const amount = formatMoney(payLater.amount);
  const deadline = payLaterDeadline(payLater);
  const { reference } = payLater;
  if (payLater.method === "oxxo") {
    const { png, ...size } = code128Png(reference);
    const alt = m.mail_pay_later_barcode_alt({ reference });
    return {
      blocks: [
        bigNumberBlock(m.mail_reference(), reference, { ...size, alt }),
        factsBlock([
          [m.mail_reference(), reference],
          [m.mail_amount_to_pay(), amount],
          [m.mail_pay_before(), deadline],
        ]),
        stepsBlock(m.mail_pay_later_steps_oxxo(), [
          m.mail_pay_later_oxxo_step_store({ deadline }),
          m.mail_pay_later_oxxo_step_cash({ amount }),
          m.mail_pay_later_oxxo_step_receipt(),
          m.mail_pay_later_step_confirm(),
        ]),
      ],
      attachments: [barcodeAttachment(reference, png)],
    };
  }
  const clabe = payLater.clabe ?? "";
  const bank = payLater.bank ?? "";
  if (!clabe) throw new Error("a SPEI transfer has a CLABE to pay to");
  return {
    blocks: [
      bigNumberBlock(m.mail_clabe(), clabe, null),
      factsBlock([
        [m.mail_clabe(), clabe],
        [m.mail_bank(), bank],
        [m.mail_reference(), reference],
        [m.mail_amount_to_pay(), amount],
        [m.mail_pay_before(), deadline],
      ]),
      stepsBlock(m.mail_pay_later_steps_spei(), [
        m.mail_pay_later_spei_step_account({ clabe, bank }),
        m.mail_pay_later_spei_step_transfer({ amount, deadline, reference }),
        m.mail_pay_later_spei_step_receipt(),
        m.mail_pay_later_step_confirm(),
      ]),
    ],
    attachments: [],
  };
}
