import { describe, expect, it } from "vitest";
import {
  FISCAL_MESSAGES,
  FISCAL_NAME_MAX,
  type FiscalDataInput,
  fiscalDataProblem,
  fiscalDataProblems,
  normalizeFiscalData,
} from "../src/fiscal-rules.ts";
import { inSpanish } from "./in-spanish.ts";

const company: FiscalDataInput = {
  rfc: "EKU9003173C9",
  name: "ESCUELA KEMPER URGATE",
  taxRegime: "601",
  postalCode: "26015",
  cfdiUse: "I02",
};

const person: FiscalDataInput = {
  rfc: "CACX7605101P8",
  name: "XOCHILT CASAS CHAVEZ",
  taxRegime: "612",
  postalCode: "36257",
  cfdiUse: "G03",
};

describe("fiscal data rules (docs/product.md 89)", () => {
  it("find nothing wrong with a company's or a person's complete data", () => {
    expect(fiscalDataProblems(company)).toEqual([]);
    expect(fiscalDataProblems(person)).toEqual([]);
    expect(fiscalDataProblem(person)).toBeNull();
  });

  it("normalize what a shopper types: RFC in capitals without spaces, name trimmed in capitals", () => {
    const typed = {
      rfc: " eku 900317-3c9",
      name: "  Escuela   Kemper\tUrgate ",
      taxRegime: " 601",
      postalCode: "26 015",
      cfdiUse: "i02 ",
    };
    expect(normalizeFiscalData(typed)).toEqual(company);
    expect(fiscalDataProblems(typed)).toEqual([]);
  });

  it("keep Ñ and accents when putting the name in capitals", () => {
    expect(normalizeFiscalData({ ...person, name: "José Peña Núñez" }).name).toBe("JOSÉ PEÑA NÚÑEZ");
  });

  it("ask to fill every empty field, naming them all, and check the others", () => {
    const problems = fiscalDataProblems({ ...person, name: "  ", postalCode: "", cfdiUse: "" });
    expect(problems).toEqual([
      { kind: "fill", message: FISCAL_MESSAGES.fill(), fields: ["name", "postalCode", "cfdiUse"] },
    ]);
    expect(
      fiscalDataProblems({ rfc: "", name: "", taxRegime: "", postalCode: "", cfdiUse: "" })[0]?.fields,
    ).toEqual(["rfc", "name", "taxRegime", "postalCode", "cfdiUse"]);
  });

  it("refuse a mistyped RFC, and take one whose check digit does not match (the SAT issued some)", () => {
    expect(fiscalDataProblems({ ...person, rfc: "CACX76051" })).toEqual([
      { kind: "rfc", message: FISCAL_MESSAGES.rfc(), fields: ["rfc"] },
    ]);
    expect(fiscalDataProblems({ ...company, rfc: "HMD200101AB1" })).toEqual([]);
  });

  it("refuse the generic RFCs and say why", () => {
    for (const rfc of ["XAXX010101000", "XEXX010101000"]) {
      const problems = fiscalDataProblems({ ...person, rfc });
      expect(problems.map((p) => [p.kind, p.fields])).toEqual([["rfcGeneric", ["rfc"]]]);
      expect(problems[0]?.message).toMatch(
        /XAXX010101000 is the SAT's generic RFC for sales to the general public/,
      );
      expect(problems[0]?.message).toMatch(/needs your own RFC/);
    }
  });

  it("take a name up to the CFDI's 254 characters, without the pipe the SAT forbids", () => {
    expect(fiscalDataProblems({ ...company, name: "A".repeat(FISCAL_NAME_MAX) })).toEqual([]);
    expect(fiscalDataProblems({ ...company, name: "A".repeat(FISCAL_NAME_MAX + 1) })).toEqual([
      { kind: "name", message: "The name can be at most 254 characters", fields: ["name"] },
    ]);
    expect(fiscalDataProblems({ ...company, name: "ACME | MUEBLES" }).map((p) => p.kind)).toEqual(["name"]);
  });

  it("refuse a company's name with its régimen de capital, which the SAT's register leaves out", () => {
    for (const [name, regime] of [
      ["ESCUELA KEMPER URGATE, S.A. DE C.V.", "S.A. DE C.V."],
      ["MUEBLES DEL NORTE SA DE CV", "SA DE CV"],
      ["DISEÑO INTERIOR S. DE R.L. DE C.V.", "S. DE R.L. DE C.V."],
      ["CASA NUEVA S.A.P.I. DE C.V.", "S.A.P.I. DE C.V."],
      ["TALLER ABIERTO, A.C.", "A.C."],
      ["ARQUITECTOS UNIDOS S.C.", "S.C."],
      ["TIENDA EN LINEA S.A.S.", "S.A.S."],
      ["AGRICOLA DEL VALLE S.P.R. DE R.L.", "S.P.R. DE R.L."],
      ["COOPERATIVA DEL SUR SC DE RL DE CV", "SC DE RL DE CV"],
      ["CREDITOS DEL NORTE SA DE CV SOFOM ENR", "SA DE CV SOFOM ENR"],
      ["EMPRESA UNIDA S.A.DE C.V.", "S.A.DE C.V."],
      // Spelled out, a rural company of unlimited liability, a SOFOM after commas, a microindustria.
      ["EMPRESA SOCIEDAD ANONIMA DE CAPITAL VARIABLE", "SOCIEDAD ANONIMA DE CAPITAL VARIABLE"],
      ["MUEBLES DEL BAJIO SOCIEDAD DE RESPONSABILIDAD LIMITADA", "SOCIEDAD DE RESPONSABILIDAD LIMITADA"],
      ["FUNDACION HOGAR ASOCIACIÓN CIVIL", "ASOCIACIÓN CIVIL"],
      ["EMPRESA S.P.R. DE R.I.", "S.P.R. DE R.I."],
      ["EMPRESA, S.A. DE C.V., SOFOM, E.N.R.", "S.A. DE C.V., SOFOM, E.N.R."],
      ["EMPRESA S. DE R.L. MI", "S. DE R.L. MI"],
      ["EMPRESA S DE RL", "S DE RL"],
      ["EMPRESA S DE RL MI", "S DE RL MI"],
    ] as const)
      expect(fiscalDataProblems({ ...company, name })).toEqual([
        {
          kind: "name",
          message: `Write the name without its régimen de capital ("${regime}"), as your Constancia de Situación Fiscal shows it`,
          fields: ["name"],
        },
      ]);
    // Names that only end in those letters, and a person's name, are left alone.
    for (const name of [
      "MUEBLES LA CASA",
      "ESCUELA KEMPER URGATE",
      "COMERCIAL ISAAC",
      // Initials without dots end some names.
      "CONSTRUCTORA J A C",
      "DESPACHO M S C",
      "LOGISTICA U S A",
      // The words alone, not as the régimen at the end.
      "SOCIEDAD COOPERATIVA DE MUEBLES",
      "ANONIMA MUEBLERIA",
    ])
      expect(fiscalDataProblems({ ...company, name })).toEqual([]);
  });

  it("refuse control characters in the name, saying so; a tab or line break is only a space", () => {
    for (const name of ["ACME\u0000MUEBLES", "ACME\u001bMUEBLES", "ACME MUEBLES\u007f", "ACME\u0085MUEBLES"])
      expect(fiscalDataProblems({ ...company, name })).toEqual([
        {
          kind: "name",
          message:
            "The name can't contain control characters (invisible ones a copy and paste sometimes brings along). Type it as it appears on your Constancia de Situación Fiscal.",
          fields: ["name"],
        },
      ]);
    expect(fiscalDataProblems({ ...company, name: "ESCUELA\tKEMPER\r\nURGATE" })).toEqual([]);
  });

  it("refuse a régimen that is not for the RFC's kind of person, naming it", () => {
    expect(fiscalDataProblems({ ...person, taxRegime: "601", cfdiUse: "G03" })).toEqual([
      {
        kind: "taxRegime",
        message:
          "The régimen 601 General de Ley Personas Morales is only for companies, and a 13-character RFC belongs to a person. Choose the régimen on your Constancia de Situación Fiscal.",
        fields: ["taxRegime"],
      },
    ]);
    expect(fiscalDataProblems({ ...company, taxRegime: "612" }).map((p) => [p.kind, p.fields])).toEqual([
      ["taxRegime", ["taxRegime"]],
    ]);
    expect(fiscalDataProblems({ ...company, taxRegime: "626" })).toEqual([]);
    expect(fiscalDataProblems({ ...person, taxRegime: "626" })).toEqual([]);
  });

  it("refuse a régimen that is not in the catalogue", () => {
    expect(fiscalDataProblems({ ...person, taxRegime: "604" })).toEqual([
      { kind: "taxRegime", message: FISCAL_MESSAGES.taxRegimeUnknown(), fields: ["taxRegime"] },
    ]);
  });

  it("take a 5-digit postal code that some state's codes start with only", () => {
    // 00 and 17-19 begin no Mexican postal code (SEPOMEX; packages/shared/src/mx-states.ts).
    for (const postalCode of ["2601", "260155", "2601A", "00000", "17000", "19999"])
      expect(fiscalDataProblems({ ...company, postalCode })).toEqual([
        { kind: "postalCode", message: FISCAL_MESSAGES.postalCode(), fields: ["postalCode"] },
      ]);
  });

  it("refuse a uso CFDI the régimen does not allow, naming both", () => {
    expect(fiscalDataProblems({ ...company, cfdiUse: "D01" })).toEqual([
      {
        kind: "cfdiUse",
        message:
          "The uso CFDI D01 can't be used with the régimen 601 General de Ley Personas Morales. Choose one from the list.",
        fields: ["cfdiUse"],
      },
    ]);
    expect(fiscalDataProblems({ ...person, taxRegime: "605", cfdiUse: "G03" }).map((p) => p.kind)).toEqual([
      "cfdiUse",
    ]);
    expect(fiscalDataProblems({ ...person, taxRegime: "605", cfdiUse: "D01" })).toEqual([]);
  });

  it("refuse Nómina, Pagos and unknown usos as not a purchase's", () => {
    for (const cfdiUse of ["CN01", "CP01", "P01"])
      expect(fiscalDataProblems({ ...person, taxRegime: "605", cfdiUse })).toEqual([
        { kind: "cfdiUse", message: FISCAL_MESSAGES.cfdiUseUnknown(), fields: ["cfdiUse"] },
      ]);
  });

  it("judge the uso by the régimen only when the régimen fits, and by either kind while the RFC is unreadable", () => {
    expect(fiscalDataProblems({ ...person, taxRegime: "601", cfdiUse: "D01" }).map((p) => p.kind)).toEqual([
      "taxRegime",
    ]);
    expect(
      fiscalDataProblems({ ...person, rfc: "CACX", taxRegime: "601", cfdiUse: "I02" }).map((p) => p.kind),
    ).toEqual(["rfc"]);
    expect(
      fiscalDataProblems({ ...person, rfc: "CACX", taxRegime: "601", cfdiUse: "D01" }).map((p) => p.kind),
    ).toEqual(["rfc", "cfdiUse"]);
  });

  it("report every problem at once, each with its fields", () => {
    const problems = fiscalDataProblems({
      rfc: "HMD200101AB1",
      name: "",
      taxRegime: "612",
      postalCode: "1",
      cfdiUse: "D01",
    });
    expect(problems.map((p) => [p.kind, p.fields])).toEqual([
      ["fill", ["name"]],
      ["taxRegime", ["taxRegime"]],
      ["postalCode", ["postalCode"]],
    ]);
  });

  it("speak the shopper's language", () => {
    inSpanish(() => {
      expect(fiscalDataProblem({ ...company, rfc: "HMD2001" })).toBe(FISCAL_MESSAGES.rfc());
      expect(FISCAL_MESSAGES.rfc()).toMatch(/^Escribe tu RFC como aparece/);
      expect(fiscalDataProblem({ ...person, rfc: "XAXX010101000" })).toMatch(
        /^XAXX010101000 es el RFC genérico del SAT para ventas al público en general.*necesitas tu propio RFC\.$/,
      );
      expect(fiscalDataProblem({ ...company, cfdiUse: "D01" })).toBe(
        "El uso de CFDI D01 no es válido para el régimen 601 General de Ley Personas Morales. Elige otro de la lista.",
      );
    });
  });
});
