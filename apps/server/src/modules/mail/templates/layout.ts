import { getLocale } from "@hogar/shared/i18n-runtime";
import { m } from "@hogar/shared/messages";
import { html, mailUrl, type SafeHtml } from "./html.ts";

/**
 * One frame for every message: the shop's palette and font (docs/product.md 39, 55), tables and
 * inline styles only, since mail clients drop <style>, external CSS and web fonts; nothing loaded
 * from outside the shop. Every value is escaped.
 */
export interface MailContent {
  /** The line mail clients show after the subject in the inbox; hidden in the message. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. "If you did not ask for this, ignore this e-mail." */
  footnote?: string;
  /** Richer messages' own parts (an order's lines and totals), shown after the paragraphs. */
  blocks?: MailBlock[];
  /** Defaults to Hogar (the shop's SHOP_NAME). */
  shopName?: string;
  /** Who sells, under the tagline: an order's mail is the shopper's record of the purchase (LFPC art. 76 Bis). */
  seller?: MailSeller;
}

/** The seller as SELLER_* configures it, named in order mail. */
export interface MailSeller {
  legalName: string;
  rfc: string;
  address: string;
  phone: string;
  email: string;
}

/** A part of a message in both forms: HTML built with `html` and its plain-text words. */
export interface MailBlock {
  html: SafeHtml;
  text: string;
}

export const MAIL_COLOURS = {
  primary: "#9341DD",
  background: "#EDEDED",
  card: "#FFFFFF",
  heading: "#111827",
  body: "#6B7280",
  rule: "#E5E7EB",
} as const;

export const MAIL_FONT = "Poppins, 'Segoe UI', Helvetica, Arial, sans-serif";
const DEFAULT_SHOP_NAME = "Hogar";

function actionButton(action: { label: string; url: string }): SafeHtml {
  // A table cell with a background: the button shape Outlook keeps, the link fills it.
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0 8px">
<tr><td bgcolor="${MAIL_COLOURS.primary}" style="border-radius:6px;background:${MAIL_COLOURS.primary}">
<a href="${mailUrl(action.url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${MAIL_FONT};font-size:14px;font-weight:600;color:#FFFFFF;text-decoration:none;border-radius:6px">${action.label}</a>
</td></tr></table>
<p style="margin:8px 0 0;font-family:${MAIL_FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.body}">${m.mail_paste_link()} <a href="${mailUrl(action.url)}" style="color:${MAIL_COLOURS.primary};word-break:break-all">${action.url}</a></p>`;
}

function renderHtml(content: MailContent, shopName: string): string {
  const paragraph = (words: string) =>
    html`<p style="margin:0 0 16px;font-family:${MAIL_FONT};font-size:14px;line-height:22px;color:${MAIL_COLOURS.body}">${words}</p>`;
  const page = html`<!DOCTYPE html>
<html lang="${getLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.heading}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.background}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${MAIL_COLOURS.background}">${content.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${MAIL_COLOURS.background}" style="background:${MAIL_COLOURS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px">
<tr><td style="padding:0 0 16px;font-family:${MAIL_FONT};font-size:22px;font-weight:600;color:${MAIL_COLOURS.primary}">${shopName}</td></tr>
<tr><td bgcolor="${MAIL_COLOURS.card}" style="background:${MAIL_COLOURS.card};border-radius:8px;padding:32px 28px">
<h1 style="margin:0 0 16px;font-family:${MAIL_FONT};font-size:20px;line-height:28px;font-weight:600;color:${MAIL_COLOURS.heading}">${content.heading}</h1>
${content.paragraphs.map(paragraph)}
${(content.blocks ?? []).map((block) => block.html)}
${content.action && actionButton(content.action)}
${content.footnote && html`<p style="margin:24px 0 0;font-family:${MAIL_FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.body}">${content.footnote}</p>`}
</td></tr>
<tr><td align="center" style="padding:16px 0 0;font-family:${MAIL_FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.body}">${m.mail_tagline({ shopName })}</td></tr>
${content.seller && html`<tr><td align="center" style="padding:8px 0 0;font-family:${MAIL_FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.body}">${m.mail_seller({ ...content.seller })}</td></tr>`}
</table>
</td></tr>
</table>
</body>
</html>
`;
  return page.value;
}

function renderText(content: MailContent, shopName: string): string {
  const parts = [content.heading, ...content.paragraphs];
  // A block may be for the eye only (the big reference under a barcode) and have no words of its own.
  for (const block of content.blocks ?? []) if (block.text) parts.push(block.text);
  if (content.action) parts.push(`${content.action.label}: ${mailUrl(content.action.url)}`);
  if (content.footnote) parts.push(content.footnote);
  const seller = content.seller ? `\n${m.mail_seller({ ...content.seller })}` : "";
  parts.push(`-- \n${m.mail_tagline({ shopName })}${seller}`);
  return `${parts.join("\n\n")}\n`;
}

/**
 * The HTML and plain-text parts of a message, saying the same things with the same links, in the
 * language it is rendered in (a template runs it inside `writtenIn`, ../mail-locale.ts), which
 * `<html lang>` names.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const shopName = content.shopName ?? DEFAULT_SHOP_NAME;
  return { html: renderHtml(content, shopName), text: renderText(content, shopName) };
}
