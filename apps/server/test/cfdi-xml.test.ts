import { ivaContainedCents } from "@hogar/shared/iva";
import { newDocumentContent } from "@nodecfdi/cfdi-core";
import { describe, expect, it } from "vitest";
import { invoiceConcepts } from "../src/modules/invoicing/cfdi-amounts.ts";
import {
  buildCfdi,
  CFDI_NS,
  childElement,
  childElements,
  fromMexicoCityDateTime,
  mexicoCityDateTime,
} from "../src/modules/invoicing/cfdi-xml.ts";
import { SAMPLE_RECEIVER, sampleAmounts, sampleCfdiInput } from "./helpers/cfdi-sample.ts";
import { validateCfdi } from "./helpers/cfdi-schema.ts";

// docs/product.md 90-91: the CFDI 4.0 the shop sends to its invoicing provider, unsealed.

const SEAL_ATTRIBUTES = ["Sello", "NoCertificado", "Certificado"];

function comprobanteOf(xml: string) {
  const root = newDocumentContent(xml).documentElement;
  if (!root) throw new Error("no root element");
  return root;
}

describe("buildCfdi", () => {
  it("writes the comprobante the SAT's schema expects, missing only the seal the provider adds", async () => {
    const xml = buildCfdi(sampleCfdiInput());
    const errors = await validateCfdi(xml);
    expect(errors).toHaveLength(SEAL_ATTRIBUTES.length);
    for (const attribute of SEAL_ATTRIBUTES)
      expect(errors).toContainEqual(
        expect.stringContaining(`attribute '${attribute}' is required but missing`),
      );
  });

  it("writes a discounted order's Descuento on its conceptos and comprobante, as the schema allows (docs/product.md 104)", async () => {
    const lines = [{ description: "Sofá", quantity: 2, priceCents: 500_000, discountCents: 150_000 }];
    const totalCents = 850_000;
    const amounts = invoiceConcepts({
      lines,
      shippingCents: 0,
      totalCents,
      ivaCents: ivaContainedCents(totalCents, 1600),
    });
    const xml = buildCfdi(sampleCfdiInput({ amounts }));
    expect(await validateCfdi(xml)).toHaveLength(SEAL_ATTRIBUTES.length);
    const root = comprobanteOf(xml);
    const [concepto] = childElements(childElement(root, CFDI_NS, "Conceptos") ?? root, CFDI_NS, "Concepto");
    expect(concepto?.getAttribute("Descuento")).toBe("1293.10");
    expect(concepto?.getAttribute("Importe")).toBe("8620.69");
    expect(root.getAttribute("SubTotal")).toBe("8620.69");
    expect(root.getAttribute("Descuento")).toBe("1293.10");
    // 8,620.69 - 1,293.10 + 1,172.41 IVA = 8,500.00
    expect(root.getAttribute("Total")).toBe("8500.00");
  });

  it("sets the comprobante's attributes from the order and the shop (docs/product.md 90)", () => {
    const root = comprobanteOf(buildCfdi(sampleCfdiInput()));
    expect(root.namespaceURI).toBe(CFDI_NS);
    expect(root.getAttribute("xsi:schemaLocation")).toBe(
      "http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd",
    );
    const attributes = Object.fromEntries(
      ["Version", "Serie", "Folio", "Fecha", "FormaPago", "SubTotal", "Moneda", "Total"]
        .concat(["TipoDeComprobante", "Exportacion", "MetodoPago", "LugarExpedicion"])
        .map((name) => [name, root.getAttribute(name)]),
    );
    expect(attributes).toEqual({
      Version: "4.0",
      Serie: "A",
      Folio: "17",
      Fecha: "2026-03-14T09:05:00",
      FormaPago: "04",
      SubTotal: "1091.09",
      Moneda: "MXN",
      Total: "1265.66",
      TipoDeComprobante: "I",
      Exportacion: "01",
      MetodoPago: "PUE",
      LugarExpedicion: "03940",
    });
    for (const attribute of SEAL_ATTRIBUTES) expect(root.hasAttribute(attribute)).toBe(false);
  });

  it("escapes the receiver's name and keeps it exact", async () => {
    const xml = buildCfdi(sampleCfdiInput());
    expect(xml).toContain('Nombre="MUEBLES &amp; DISEÑO &quot;LA CASA&quot;"');
    expect(xml).toContain('Rfc="M&amp;D0101019U8"');
    const receptor = childElement(comprobanteOf(xml), CFDI_NS, "Receptor");
    expect(receptor?.getAttribute("Nombre")).toBe(SAMPLE_RECEIVER.name);
    expect(receptor?.getAttribute("UsoCFDI")).toBe("I02");
  });

  it("drops control characters from a product's name, which XML cannot carry, and keeps the rest", async () => {
    const amounts = sampleAmounts([
      { description: "Silla\u0000 Nórdica\u0007\tde\nroble\u007f", quantity: 1, priceCents: 10_000 },
    ]);
    const xml = buildCfdi(sampleCfdiInput({ amounts }));
    const [concepto] = childElements(
      childElement(comprobanteOf(xml), CFDI_NS, "Conceptos") ?? comprobanteOf(xml),
      CFDI_NS,
      "Concepto",
    );
    expect(concepto?.getAttribute("Descripcion")).toBe("Silla Nórdica de roble");
    expect(await validateCfdi(xml)).toHaveLength(SEAL_ATTRIBUTES.length);
  });

  it("writes one concepto per line and shipping, IVA traslado on each, and their sum", () => {
    const root = comprobanteOf(buildCfdi(sampleCfdiInput()));
    const conceptos = childElements(childElement(root, CFDI_NS, "Conceptos") as never, CFDI_NS, "Concepto");
    const described = conceptos.map((c) => {
      const traslado = c.getElementsByTagNameNS(CFDI_NS, "Traslado")[0];
      return [
        c.getAttribute("ClaveProdServ"),
        c.getAttribute("Cantidad"),
        c.getAttribute("ClaveUnidad"),
        c.getAttribute("Descripcion"),
        c.getAttribute("ValorUnitario"),
        c.getAttribute("Importe"),
        c.getAttribute("ObjetoImp"),
        traslado?.getAttribute("Base"),
        traslado?.getAttribute("TasaOCuota"),
        traslado?.getAttribute("Importe"),
      ];
    });
    expect(described).toEqual([
      [
        "56101500",
        "2",
        "H87",
        "Silla Nórdica <roble>",
        "287.355",
        "574.71",
        "02",
        "574.71",
        "0.160000",
        "91.95",
      ],
      [
        "56101500",
        "1",
        "H87",
        "Mesa de centro / nogal",
        "431.03",
        "431.03",
        "02",
        "431.03",
        "0.160000",
        "68.97",
      ],
      ["78102203", "1", "E48", "Envío", "85.35", "85.35", "02", "85.35", "0.160000", "13.65"],
    ]);
    const impuestos = childElement(root, CFDI_NS, "Impuestos");
    expect(impuestos?.getAttribute("TotalImpuestosTrasladados")).toBe("174.57");
    const total = impuestos?.getElementsByTagNameNS(CFDI_NS, "Traslado")[0];
    expect(total?.getAttribute("Base")).toBe("1091.09");
    expect(total?.getAttribute("Importe")).toBe("174.57");
  });

  it("is refused by the schema when it breaks the SAT's rules", async () => {
    const xml = buildCfdi(sampleCfdiInput()).replace('UsoCFDI="I02"', 'UsoCFDI="Z99"');
    const errors = await validateCfdi(xml);
    expect(errors).toContainEqual(expect.stringContaining("UsoCFDI"));
  });
});

describe("CFDI dates", () => {
  it("are Mexico City local time without an offset, and read back to the same instant", () => {
    const winter = new Date("2026-01-31T23:30:15Z");
    expect(mexicoCityDateTime(winter)).toBe("2026-01-31T17:30:15");
    expect(fromMexicoCityDateTime("2026-01-31T17:30:15")).toEqual(winter);
    // Before October 2022 Mexico City kept daylight saving time (UTC-5 in summer).
    const summer2021 = new Date("2021-07-01T17:00:00Z");
    expect(mexicoCityDateTime(summer2021)).toBe("2021-07-01T12:00:00");
    expect(fromMexicoCityDateTime("2021-07-01T12:00:00")).toEqual(summer2021);
    expect(() => fromMexicoCityDateTime("14/03/2026")).toThrow(RangeError);
  });
});
