import { createPublicKey, verify } from "node:crypto";
import { newDocumentContent } from "@nodecfdi/cfdi-core";
import { describe, expect, it } from "vitest";
import { cfdiOriginalString, tfdOriginalString } from "../src/modules/invoicing/cadena-original.ts";
import { buildCfdi, TFD_NS } from "../src/modules/invoicing/cfdi-xml.ts";
import { InvoicingProviderError } from "../src/modules/invoicing/invoicing-provider.ts";
import {
  createSandboxPac,
  SANDBOX_CERTIFICATE_NUMBER,
  SANDBOX_PAC_RFC,
  sandboxUuid,
} from "../src/modules/invoicing/sandbox-pac.ts";
import { sampleCfdiInput } from "./helpers/cfdi-sample.ts";
import { validateCfdi } from "./helpers/cfdi-schema.ts";

// docs/decisions/016: the sandbox PAC seals and stamps as a PAC holding the issuer's CSD would.

const STAMPED_AT = new Date("2026-03-14T15:06:07.890Z");
const pac = createSandboxPac({ now: () => STAMPED_AT });
const invoiceId = "5f0c3d1e-8a4b-4c2d-9e6f-0a1b2c3d4e5f";

function parse(xml: string) {
  const comprobante = newDocumentContent(xml).documentElement;
  const timbre = comprobante?.getElementsByTagNameNS(TFD_NS, "TimbreFiscalDigital")[0];
  if (!comprobante || !timbre) throw new Error("not a stamped CFDI");
  return { comprobante, timbre };
}

const signedBy = (certificate: string, text: string, signature: string) =>
  verify(
    "RSA-SHA256",
    Buffer.from(text, "utf8"),
    createPublicKey({ key: Buffer.from(certificate, "base64"), format: "der", type: "spki" }),
    Buffer.from(signature, "base64"),
  );

describe("the sandbox PAC", () => {
  it("returns a CFDI the SAT's schema accepts, with its timbre fiscal digital", async () => {
    const stamped = await pac.stamp({ invoiceId, xml: buildCfdi(sampleCfdiInput()) });
    expect(await validateCfdi(stamped.xml)).toEqual([]);
    const { comprobante, timbre } = parse(stamped.xml);
    expect(comprobante.getAttribute("NoCertificado")).toBe(SANDBOX_CERTIFICATE_NUMBER);
    expect(timbre.getAttribute("Version")).toBe("1.1");
    expect(timbre.getAttribute("UUID")).toBe(stamped.uuid);
    expect(timbre.getAttribute("RfcProvCertif")).toBe(SANDBOX_PAC_RFC);
    expect(timbre.getAttribute("SelloCFD")).toBe(comprobante.getAttribute("Sello"));
    // Stamped to the second, written in Mexico City time.
    expect(stamped.stampedAt).toEqual(new Date("2026-03-14T15:06:07Z"));
    expect(timbre.getAttribute("FechaTimbrado")).toBe("2026-03-14T09:06:07");
    expect(stamped.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });

  it("seals: the Sello verifies with the key in Certificado over the cadena original", async () => {
    const stamped = await pac.stamp({ invoiceId, xml: buildCfdi(sampleCfdiInput()) });
    const { comprobante, timbre } = parse(stamped.xml);
    const certificate = comprobante.getAttribute("Certificado") ?? "";
    const sello = comprobante.getAttribute("Sello") ?? "";
    const cadena = cfdiOriginalString(comprobante);
    expect(cadena).toMatch(
      /^\|\|4\.0\|A\|17\|2026-03-14T09:05:00\|04\|00001000000000000001\|1091\.09\|MXN\|/,
    );
    expect(cadena).toContain('|M&D0101019U8|MUEBLES & DISEÑO "LA CASA"|06600|601|I02|');
    expect(signedBy(certificate, cadena, sello)).toBe(true);
    expect(signedBy(certificate, cadena.replace("|1265.66|", "|1265.67|"), sello)).toBe(false);
    expect(signedBy(certificate, tfdOriginalString(timbre), timbre.getAttribute("SelloSAT") ?? "")).toBe(
      true,
    );
  });

  it("gives the same invoice the same folio fiscal, whoever stamps it again", async () => {
    const first = await pac.stamp({ invoiceId, xml: buildCfdi(sampleCfdiInput()) });
    const again = await createSandboxPac().stamp({ invoiceId, xml: buildCfdi(sampleCfdiInput()) });
    expect(again.uuid).toBe(first.uuid);
    expect(first.uuid).toBe(sandboxUuid(invoiceId));
    const other = await pac.stamp({ invoiceId: "another", xml: buildCfdi(sampleCfdiInput()) });
    expect(other.uuid).not.toBe(first.uuid);
  });

  it("refuses what is not an unstamped CFDI 4.0", async () => {
    await expect(pac.stamp({ invoiceId, xml: "<factura>" })).rejects.toThrow(InvoicingProviderError);
    await expect(pac.stamp({ invoiceId, xml: "<cfdi/>" })).rejects.toThrow(InvoicingProviderError);
    const stamped = await pac.stamp({ invoiceId, xml: buildCfdi(sampleCfdiInput()) });
    await expect(pac.stamp({ invoiceId, xml: stamped.xml })).rejects.toThrow("already stamped");
  });

  it("cancels a folio fiscal, with the replacing one when the reason is 01", async () => {
    const uuid = sandboxUuid(invoiceId);
    await expect(pac.cancel({ uuid, issuerRfc: "HMD200101AB7", reason: "02" })).resolves.toBeUndefined();
    await expect(
      pac.cancel({ uuid, issuerRfc: "HMD200101AB7", reason: "01", replacementUuid: sandboxUuid("next") }),
    ).resolves.toBeUndefined();
    await expect(pac.cancel({ uuid, issuerRfc: "HMD200101AB7", reason: "01" })).rejects.toThrow(
      InvoicingProviderError,
    );
    await expect(pac.cancel({ uuid: "not-a-uuid", issuerRfc: "HMD200101AB7", reason: "02" })).rejects.toThrow(
      InvoicingProviderError,
    );
  });
});
