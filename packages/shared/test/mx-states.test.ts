import { describe, expect, it } from "vitest";
import { MEXICAN_STATES, mexicanState, postalCodeBelongsToState } from "../src/mx-states.ts";

// The first two digits SEPOMEX's catalogue gives any postal code (see mx-states.ts): 01-16 and 20-99.
const ASSIGNED = [
  ...Array.from({ length: 16 }, (_, i) => i + 1),
  ...Array.from({ length: 80 }, (_, i) => i + 20),
];
const prefixesOf = (code: string) =>
  (mexicanState(code)?.postalPrefixes ?? []).flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );

describe("Mexican states and their postal codes (docs/product.md 83)", () => {
  it("are the 32, each with a unique ISO 3166-2:MX code and its ranges", () => {
    expect(MEXICAN_STATES).toHaveLength(32);
    expect(new Set(MEXICAN_STATES.map((state) => state.code)).size).toBe(32);
    for (const state of MEXICAN_STATES) {
      expect(state.code).toMatch(/^[A-Z]{3}$/);
      expect(state.postalPrefixes.length, state.name).toBeGreaterThan(0);
      for (const [from, to] of state.postalPrefixes) expect(from, state.name).toBeLessThanOrEqual(to);
    }
  });

  it("share no prefix, and cover exactly the prefixes SEPOMEX assigns", () => {
    const all = MEXICAN_STATES.flatMap((state) => prefixesOf(state.code));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(ASSIGNED);
  });

  it("read a code without its MX- and know no other", () => {
    expect(mexicanState("CMX")?.name).toBe("Ciudad de México");
    expect(mexicanState("MX-CMX")).toBeUndefined();
    expect(mexicanState("DIF")).toBeUndefined();
    expect(mexicanState("")).toBeUndefined();
  });

  // Real codes from the catalogue, each beside a neighbour it does not belong to.
  it.each([
    ["06600", "CMX", "MEX"], // Juárez, Cuauhtémoc
    ["03940", "CMX", "MOR"], // Crédito Constructor, Benito Juárez
    ["16000", "CMX", "MEX"], // Xochimilco, La Concepción Tlacoapa
    ["44100", "JAL", "NAY"], // Guadalajara Centro
    ["49000", "JAL", "COL"], // Zapotlán el Grande
    ["64000", "NLE", "COA"], // Monterrey Centro
    ["97000", "YUC", "CAM"], // Mérida Centro
    ["50000", "MEX", "CMX"], // Toluca de Lerdo Centro
    ["57000", "MEX", "CMX"], // Nezahualcóyotl
    ["22000", "BCN", "BCS"], // Tijuana, Zona Centro
    ["23000", "BCS", "BCN"], // La Paz
    ["20000", "AGU", "ZAC"], // Aguascalientes Centro
    ["29000", "CHP", "TAB"], // Tuxtla Gutiérrez
    ["77500", "ROO", "YUC"], // Cancún (Benito Juárez)
    ["91010", "VER", "PUE"], // Xalapa
    ["99000", "ZAC", "DUR"], // Fresnillo
  ])("%s belongs to %s and not to %s", (postalCode, state, neighbour) => {
    expect(postalCodeBelongsToState(postalCode, state)).toBe(true);
    expect(postalCodeBelongsToState(postalCode, neighbour)).toBe(false);
  });

  it.each([
    ["00100", "CMX"], // 00 is nobody's
    ["17000", "CMX"], // nor are 17-19
    ["0660", "CMX"],
    ["06600", "XYZ"],
  ])("%s does not belong to %s", (postalCode, state) => {
    expect(postalCodeBelongsToState(postalCode, state)).toBe(false);
  });
});
