import { describe, expect, it } from "vitest";
import { decimalToCents } from "../src/modules/invoicing/cfdi-amounts.ts";
import { readCfdi } from "../src/modules/invoicing/cfdi-read.ts";
import { buildCfdi } from "../src/modules/invoicing/cfdi-xml.ts";
import { createSandboxPac, SANDBOX_PAC_RFC } from "../src/modules/invoicing/sandbox-pac.ts";
import { SAMPLE_ISSUER, SAMPLE_RECEIVER, sampleCfdiInput } from "./helpers/cfdi-sample.ts";

// What the PDF and the views read back from a CFDI (docs/product.md 92).

describe("readCfdi", () => {
  it("reads back what buildCfdi wrote and the sandbox stamped", async () => {
    const input = sampleCfdiInput();
    const stamped = await createSandboxPac({ now: () => new Date("2026-03-14T15:06:07Z") }).stamp({
      invoiceId: "inv-1",
      xml: buildCfdi(input),
    });
    const cfdi = readCfdi(stamped.xml);

    expect(cfdi).toMatchObject({
      version: "4.0",
      series: "A",
      folio: "17",
      issuedAt: "2026-03-14T09:05:00",
      paymentForm: "04",
      paymentMethod: "PUE",
      currency: "MXN",
      type: "I",
      exportation: "01",
      placeOfIssue: SAMPLE_ISSUER.postalCode,
      certificateNumber: "00001000000000000001",
      issuer: { rfc: SAMPLE_ISSUER.rfc, name: SAMPLE_ISSUER.name, taxRegime: SAMPLE_ISSUER.taxRegime },
      receiver: SAMPLE_RECEIVER,
    });
    expect(decimalToCents(cfdi.subtotal)).toBe(input.amounts.subtotalCents);
    expect(decimalToCents(cfdi.total)).toBe(input.amounts.totalCents);
    expect(cfdi.totalTransferred && decimalToCents(cfdi.totalTransferred)).toBe(input.amounts.ivaCents);
    expect(cfdi.transfers).toEqual([
      { base: "1091.09", tax: "002", factorType: "Tasa", rate: "0.160000", amount: "174.57" },
    ]);

    expect(
      cfdi.concepts.map((c) => ({
        description: c.description,
        quantity: Number(c.quantity),
        baseCents: decimalToCents(c.amount),
        ivaCents: decimalToCents(c.transfers[0]?.amount ?? ""),
      })),
    ).toEqual(
      input.amounts.concepts.map((c) => ({
        description: c.description.replace("|", "/"),
        quantity: c.quantity,
        baseCents: c.baseCents,
        ivaCents: c.ivaCents,
      })),
    );

    expect(cfdi.stamp).toMatchObject({
      version: "1.1",
      uuid: stamped.uuid,
      stampedAt: "2026-03-14T09:06:07",
      providerRfc: SANDBOX_PAC_RFC,
      cfdSeal: cfdi.seal,
      satCertificateNumber: "00001000000000000002",
    });
    expect(cfdi.stamp?.originalString).toBe(
      `||1.1|${stamped.uuid}|2026-03-14T09:06:07|${SANDBOX_PAC_RFC}|${cfdi.seal}|00001000000000000002||`,
    );
  });

  it("reads an unstamped CFDI, with no seal and no stamp", () => {
    const cfdi = readCfdi(buildCfdi(sampleCfdiInput()));
    expect(cfdi.seal).toBeNull();
    expect(cfdi.certificateNumber).toBeNull();
    expect(cfdi.stamp).toBeNull();
  });

  it("refuses XML that is not a CFDI 4.0", () => {
    expect(() => readCfdi("<factura/>")).toThrow();
    expect(() => readCfdi(buildCfdi(sampleCfdiInput()).replace('Version="4.0"', 'Version="3.3"'))).toThrow();
  });
});
