import { describe, expect, it } from "vitest";
import { html } from "../src/modules/mail/templates/html.ts";
import { renderMail } from "../src/modules/mail/templates/layout.ts";

const content = {
  preheader: "Your link is inside",
  heading: 'Hello <Ana> & "friends"',
  paragraphs: ["First <b>paragraph</b>", "Second one"],
  action: { label: "Open the shop", url: "http://localhost:3000/reset?token=a&b=<c>" },
  footnote: "If you did not ask for this, ignore this e-mail.",
};

describe("renderMail", () => {
  it("escapes every value in the HTML part", () => {
    const { html: page } = renderMail(content);
    expect(page).toContain("Hello &lt;Ana&gt; &amp; &quot;friends&quot;");
    expect(page).toContain("First &lt;b&gt;paragraph&lt;/b&gt;");
    expect(page).not.toContain("<b>paragraph");
    expect(page).toContain('href="http://localhost:3000/reset?token=a&amp;b=%3Cc%3E"');
  });

  it("uses tables and inline styles only, loading nothing from outside", () => {
    const { html: page } = renderMail(content);
    expect(page).toContain('role="presentation"');
    expect(page).toContain("#9341DD");
    expect(page).not.toMatch(/<style|<link|<script|<img|@import|url\(/i);
  });

  it("gives a plain-text part with the same words and the link", () => {
    const { text } = renderMail(content);
    expect(text).toContain('Hello <Ana> & "friends"');
    expect(text).toContain("First <b>paragraph</b>\n\nSecond one");
    expect(text).toContain("Open the shop: http://localhost:3000/reset?token=a&b=%3Cc%3E");
    expect(text).toContain("If you did not ask for this");
    expect(text).not.toContain("<table");
  });

  it("shows extra blocks in both parts", () => {
    const block = { html: html`<p>${"Total <$1>"}</p>`, text: "Total <$1>" };
    const mail = renderMail({ ...content, blocks: [block] });
    expect(mail.html).toContain("<p>Total &lt;$1&gt;</p>");
    expect(mail.text).toContain("Total <$1>");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => renderMail({ ...content, action: { label: "Click", url: "javascript:alert(1)" } })).toThrow(
      /http/,
    );
  });
});
