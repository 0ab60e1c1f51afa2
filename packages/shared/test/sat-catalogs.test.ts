import { describe, expect, it } from "vitest";
import {
  CANCELLATION_REASONS,
  CANCELLATION_REASONS_BY_REFUND,
  CFDI_USES,
  cancellationReasonName,
  cfdiUseName,
  cfdiUsesFor,
  isPurchaseCfdiUse,
  PAYMENT_FORMS,
  paymentFormOf,
  refundStateOf,
  TAX_REGIMES,
  taxRegimeName,
  taxRegimesFor,
} from "../src/sat-catalogs.ts";

const codes = (list: readonly { code: string }[]) => list.map((entry) => entry.code);

describe("SAT catalogues (Anexo 20, catCFDI)", () => {
  it("list the régimenes fiscales of CFDI 4.0, each once, for people, companies or both", () => {
    expect(codes(TAX_REGIMES)).toEqual([
      "601",
      "603",
      "605",
      "606",
      "607",
      "608",
      "610",
      "611",
      "612",
      "614",
      "615",
      "616",
      "620",
      "621",
      "622",
      "623",
      "624",
      "625",
      "626",
    ]);
    expect(TAX_REGIMES.find((r) => r.code === "601")?.persons).toEqual(["moral"]);
    expect(TAX_REGIMES.find((r) => r.code === "612")?.persons).toEqual(["fisica"]);
    expect(TAX_REGIMES.find((r) => r.code === "626")?.persons).toEqual(["fisica", "moral"]);
  });

  it("offer a company only company régimenes and a person only a person's", () => {
    expect(codes(taxRegimesFor("moral"))).toEqual(["601", "603", "610", "620", "622", "623", "624", "626"]);
    expect(codes(taxRegimesFor("fisica"))).not.toContain("601");
    expect(codes(taxRegimesFor("fisica"))).toContain("612");
    expect(codes(taxRegimesFor("fisica"))).toContain("605");
  });

  it("name every uso's receiver régimenes from c_RegimenFiscal, and only for kinds that may have them", () => {
    expect(CFDI_USES).toHaveLength(24);
    for (const use of CFDI_USES) {
      expect(use.regimes.length).toBeGreaterThan(0);
      for (const code of use.regimes) {
        const regime = TAX_REGIMES.find((r) => r.code === code);
        expect(regime, `${use.code} names ${code}`).toBeDefined();
        expect(
          use.persons.some((kind) => regime?.persons.includes(kind)),
          `${use.code} with ${code}`,
        ).toBe(true);
      }
    }
  });

  it("let a company or a business person deduct furniture (I02), and only a person claim personal deductions (D01)", () => {
    expect(codes(cfdiUsesFor("601", "moral"))).toContain("I02");
    expect(codes(cfdiUsesFor("612", "fisica"))).toContain("I02");
    expect(codes(cfdiUsesFor("612", "fisica"))).toContain("D01");
    expect(codes(cfdiUsesFor("601", "moral"))).not.toContain("D01");
    expect(codes(cfdiUsesFor("626", "moral"))).not.toContain("D01");
  });

  it("offer Gastos en general (G03) under the Régimen Simplificado de Confianza to people and companies", () => {
    expect(codes(cfdiUsesFor("626", "fisica"))).toContain("G03");
    expect(codes(cfdiUsesFor("626", "moral"))).toContain("G03");
  });

  it("offer a salaried person (605) only personal deductions and Sin efectos fiscales", () => {
    expect(codes(cfdiUsesFor("605", "fisica"))).toEqual([
      "D01",
      "D02",
      "D03",
      "D04",
      "D05",
      "D06",
      "D07",
      "D08",
      "D09",
      "D10",
      "S01",
    ]);
  });

  it("never offer Pagos (CP01), Nómina (CN01) or a nota de crédito's G02 for a purchase, though the catalogue has them", () => {
    expect(codes(CFDI_USES)).toEqual(expect.arrayContaining(["CP01", "CN01", "G02"]));
    for (const regime of TAX_REGIMES)
      for (const kind of regime.persons) {
        expect(codes(cfdiUsesFor(regime.code, kind))).not.toContain("CP01");
        expect(codes(cfdiUsesFor(regime.code, kind))).not.toContain("CN01");
        expect(codes(cfdiUsesFor(regime.code, kind))).not.toContain("G02");
      }
    expect(isPurchaseCfdiUse("CN01")).toBe(false);
    expect(isPurchaseCfdiUse("G02")).toBe(false);
    expect(isPurchaseCfdiUse("G03")).toBe(true);
    expect(isPurchaseCfdiUse("P01")).toBe(false);
  });

  it("offer no uso for a régimen the person kind cannot have", () => {
    expect(cfdiUsesFor("601", "fisica")).toEqual([]);
    expect(cfdiUsesFor("612", "moral")).toEqual([]);
    expect(cfdiUsesFor("999", "moral")).toEqual([]);
  });

  it("name codes in the SAT's Spanish, and nothing for an unknown code", () => {
    expect(taxRegimeName("612")).toBe("Personas Físicas con Actividades Empresariales y Profesionales");
    expect(cfdiUseName("I02")).toBe("Mobiliario y equipo de oficina por inversiones");
    expect(cancellationReasonName("03")).toBe("No se llevó a cabo la operación");
    expect(taxRegimeName("604")).toBeUndefined();
    expect(cfdiUseName("P01")).toBeUndefined();
    expect(cancellationReasonName("05")).toBeUndefined();
  });

  it("let a shopper's invoice be cancelled by what was refunded: 02 before, 01 after part, 03 after all, never 04", () => {
    const reasons = (refundedCents: number) =>
      CANCELLATION_REASONS_BY_REFUND[refundStateOf({ refundedCents, totalCents: 109_900 })];
    expect(reasons(0)).toEqual(["02"]);
    expect(reasons(1)).toEqual(["01"]);
    expect(reasons(109_899)).toEqual(["01"]);
    expect(reasons(109_900)).toEqual(["03"]);
  });

  it("ask for the replacing invoice only when cancelling with reason 01", () => {
    expect(CANCELLATION_REASONS.map((r) => [r.code, r.needsReplacement])).toEqual([
      ["01", true],
      ["02", false],
      ["03", false],
      ["04", false],
    ]);
  });

  it("give each way of paying its forma de pago: credit card 04, debit card 28, OXXO cash 01, SPEI 03", () => {
    expect(paymentFormOf("card", "credit")).toBe("04");
    expect(paymentFormOf("card", "debit")).toBe("28");
    expect(paymentFormOf("oxxo", null)).toBe("01");
    expect(paymentFormOf("spei", null)).toBe("03");
    expect(PAYMENT_FORMS["04"]).toBe("Tarjeta de crédito");
    expect(PAYMENT_FORMS["28"]).toBe("Tarjeta de débito");
    expect(PAYMENT_FORMS["01"]).toBe("Efectivo");
    expect(PAYMENT_FORMS["03"]).toBe("Transferencia electrónica de fondos");
  });
});
