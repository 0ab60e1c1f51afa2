import { readFile } from "node:fs/promises";
import { type Element, newDocumentContent } from "@nodecfdi/cfdi-core";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { notice } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";
import { placeOrder, productByName, readyShopper } from "./shopper-setup.ts";

// CFDI 4.0 invoices (docs/product.md 89-92): fiscal data in the account, an invoice requested on a
// paid order, its XML and PDF downloaded and e-mailed.
/** Bedroom, $799.00, stock 55; no other spec buys or counts it. Two ship for $99.00 (under $10,000). */
const LAMP = "Gota Mini Terracotta Bedside Lamp";
/** A person's RFC (13 characters) whose check digit is right: the SAT's own example. */
const RFC = "CACX7605101P8";
/** The same RFC with another check digit. */
const RFC_WRONG_DIGIT = "CACX7605101P9";
/** Personas Físicas con Actividades Empresariales y Profesionales, a person's régimen. */
const REGIME = "612";
/** Mobiliario y equipo de oficina por inversiones: furniture for an office, deductible. */
const CFDI_USE = "I02";
const CFDI_NS = "http://www.sat.gob.mx/cfd/4";
const TFD_NS = "http://www.sat.gob.mx/TimbreFiscalDigital";

/** "$1,697.00 MXN" as the page writes a total -> "1697.00" as the CFDI does. */
function cfdiAmount(shown: string): string {
  const digits = shown.replace(/^\$|\s*MXN$/g, "").replaceAll(",", "");
  expect(digits).toMatch(/^\d+\.\d{2}$/);
  return digits;
}

/** The value of a term ("Total", "Folio fiscal (UUID)") in a region's description list. */
function fact(scope: Locator, term: string) {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .locator("dd");
}

/** The one element `name` of `namespace` in the document. */
function only(root: Element, namespace: string, name: string): Element {
  const found = root.getElementsByTagNameNS(namespace, name);
  expect(found.length, `${name} elements`).toBe(1);
  return found.item(0) as Element;
}

/** Clicks a download link and answers the file the browser saved, with the name it was given. */
async function download(page: Page, link: Locator): Promise<{ name: string; content: Buffer }> {
  const saved: Promise<Download> = page.waitForEvent("download");
  await link.click();
  const file = await saved;
  return { name: file.suggestedFilename(), content: await readFile(await file.path()) };
}

test("a shopper saves fiscal data, requests an invoice on a paid order, and downloads and receives its XML and PDF", async ({
  page,
}) => {
  const shopper = await readyShopper(page);
  const lamp = await productByName(page, LAMP);
  const { addressId, cardId } = shopper;
  const orderId = await placeOrder(page, { productId: lamp.id, addressId, cardId, quantity: 2 });

  // My Profile -> Fiscal data.
  await page.goto("/account");
  await page.getByRole("link", { name: /^Fiscal data/ }).click();
  await expect(page).toHaveURL(/\/account\/fiscal-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fiscal data" })).toBeVisible();

  // An RFC cut short is refused before anything is sent, on the RFC itself.
  const rfc = page.getByRole("textbox", { name: "RFC" });
  await rfc.fill(RFC.slice(0, 10).toLowerCase());
  await page.getByRole("textbox", { name: "Name or razón social" }).fill("  Xochilt  Casas Chavez ");
  await page.getByRole("combobox", { name: "Régimen fiscal" }).selectOption(REGIME);
  await page.getByRole("textbox", { name: "Fiscal postal code" }).fill("36257");
  await page.getByRole("combobox", { name: "Uso CFDI" }).selectOption(CFDI_USE);
  let puts = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().endsWith("/api/account/fiscal-data")) puts++;
  });
  const save = page.getByRole("button", { name: "Save fiscal data" });
  await save.click();
  await expect(rfc).toBeFocused();
  await expect(rfc).toHaveAttribute("aria-invalid", "true");
  await expect(rfc).toHaveAccessibleDescription(/Enter your RFC as it appears on your Constancia/);
  expect(puts).toBe(0);

  // A check digit that does not match is only pointed out: the SAT has issued such RFCs.
  await rfc.fill(RFC_WRONG_DIGIT.toLowerCase());
  await expect(rfc).toHaveAccessibleDescription(/doesn't match its expected check digit/);

  // Fixed, the message goes as it is typed, and the shop keeps the data as the SAT writes them.
  await rfc.fill(RFC);
  await expect(rfc).not.toHaveAttribute("aria-invalid", "true");
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" && response.url().endsWith("/api/account/fiscal-data"),
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(notice(page)).toContainText("Fiscal data saved");
  await expect(page.getByRole("textbox", { name: "Name or razón social" })).toHaveValue(
    "XOCHILT CASAS CHAVEZ",
  );

  // The order: the panel says who the invoice goes to, and the request stamps it.
  await page.goto("/account/orders");
  await page.getByRole("link", { name: `Order ${orderId.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  const panel = page.getByRole("region", { name: "Invoice (CFDI)" });
  await expect(panel).toContainText(`It will be issued to XOCHILT CASAS CHAVEZ, RFC ${RFC}.`);
  await expect(panel).toContainText(/You can request it until \d/);
  const requested = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith(`/${orderId}/invoice`),
  );
  await panel.getByRole("button", { name: "Request invoice" }).click();
  expect((await requested).status()).toBe(201);
  await expect(panel.getByText("Your invoice has been issued.")).toBeFocused();
  await expect(panel.getByRole("button", { name: "Request invoice" })).toHaveCount(0);
  const serieFolio = (await fact(panel, "Serie and folio").textContent()) ?? "";
  expect(serieFolio).toMatch(/^[A-Z]{1,5}-\d+$/);
  const uuid = (await fact(panel, "Folio fiscal (UUID)").textContent()) ?? "";
  expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i);
  await expect(fact(panel, "Receiver's RFC")).toHaveText(RFC);
  const total = cfdiAmount(
    (await fact(page.getByRole("region", { name: "Order total" }), "Total").textContent()) ?? "",
  );

  // The XML is the stamped CFDI 4.0 for this order, made out to the RFC saved.
  const xml = await download(page, panel.getByRole("link", { name: "Download XML" }));
  const fileName = `Hogar-${serieFolio.replace("-", "")}`;
  expect(xml.name).toBe(`${fileName}.xml`);
  const cfdi = newDocumentContent(xml.content.toString("utf8")).documentElement as Element;
  expect(cfdi.namespaceURI).toBe(CFDI_NS);
  expect(cfdi.localName).toBe("Comprobante");
  expect(cfdi.getAttribute("Version")).toBe("4.0");
  expect(cfdi.getAttribute("TipoDeComprobante")).toBe("I");
  expect(cfdi.getAttribute("FormaPago")).toBe("04");
  expect(cfdi.getAttribute("Total")).toBe(total);
  expect(`${cfdi.getAttribute("Serie")}-${cfdi.getAttribute("Folio")}`).toBe(serieFolio);
  const receiver = only(cfdi, CFDI_NS, "Receptor");
  expect(receiver.getAttribute("Rfc")).toBe(RFC);
  expect(receiver.getAttribute("Nombre")).toBe("XOCHILT CASAS CHAVEZ");
  expect(receiver.getAttribute("RegimenFiscalReceptor")).toBe(REGIME);
  expect(receiver.getAttribute("UsoCFDI")).toBe(CFDI_USE);
  // One concepto for the line of two lamps, one for the shipping charged.
  expect(cfdi.getElementsByTagNameNS(CFDI_NS, "Concepto").length).toBe(2);
  expect(only(cfdi, TFD_NS, "TimbreFiscalDigital").getAttribute("UUID")?.toUpperCase()).toBe(
    uuid.toUpperCase(),
  );

  const pdf = await download(page, panel.getByRole("link", { name: "Download PDF" }));
  expect(pdf.name).toBe(`${fileName}.pdf`);
  expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Both files were e-mailed too, the XML the same document.
  const mail = await latestMailTo(shopper.email, {
    subject: `Your invoice for Hogar order ${orderId.slice(0, 8)}`,
  });
  expect(mail.text).toContain(uuid);
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [`${fileName}.xml`, "application/xml"],
    [`${fileName}.pdf`, "application/pdf"],
  ]);
  expect(mail.attachments[0]?.content.toString("utf8")).toBe(xml.content.toString("utf8"));
  expect(mail.attachments[1]?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
