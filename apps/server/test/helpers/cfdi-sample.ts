import { ivaContainedCents } from "@hogar/shared/iva";
import { type InvoiceLine, invoiceConcepts } from "../../src/modules/invoicing/cfdi-amounts.ts";
import type { CfdiInput } from "../../src/modules/invoicing/cfdi-xml.ts";

// A CFDI as the shop would make it for the CFDI tests: the sample seller, and a receiver whose
// name needs escaping ("&" and quotes).

export const SAMPLE_ISSUER = {
  rfc: "HMD200101AB7",
  name: "HOGAR MUEBLES Y DECORACION",
  taxRegime: "601",
  postalCode: "03940",
};

export const SAMPLE_RECEIVER = {
  rfc: "M&D0101019U8",
  name: 'MUEBLES & DISEÑO "LA CASA"',
  taxRegime: "601",
  postalCode: "06600",
  cfdiUse: "I02",
};

export function sampleAmounts(lines: InvoiceLine[], shippingCents = 0) {
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0) + shippingCents;
  return invoiceConcepts({ lines, shippingCents, totalCents, ivaCents: ivaContainedCents(totalCents, 1600) });
}

export function sampleCfdiInput(overrides: Partial<CfdiInput> = {}): CfdiInput {
  return {
    series: "A",
    folio: 17,
    // 2026-03-14 09:05:00 in Mexico City (UTC-6, no daylight saving since 2022)
    issuedAt: new Date("2026-03-14T15:05:00Z"),
    issuer: SAMPLE_ISSUER,
    receiver: SAMPLE_RECEIVER,
    paymentForm: "04",
    amounts: sampleAmounts(
      [
        { description: "Silla Nórdica <roble>", quantity: 2, priceCents: 33_333 },
        { description: "Mesa de centro | nogal", quantity: 1, priceCents: 50_000 },
      ],
      9_900,
    ),
    ...overrides,
  };
}
