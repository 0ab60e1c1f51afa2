// Mexico's 32 states (docs/product.md 83): ISO 3166-2:MX codes, their names, and the first two
// digits of their postal codes.
//
// Postal codes are assigned by Correos de México (SEPOMEX); its catalogue, "Código Postal -
// Exportar" (https://www.correosdemexico.gob.mx/SSLServicios/ConsultaCP/CodigoPostal_Exportar.aspx,
// fields d_codigo and c_estado), gives each state whole two-digit prefixes, none shared. The ranges
// below were checked against all of that catalogue (155,847 settlements, 32,009 postal codes, one
// file per state as kept in github.com/ASJordi/codigos-postales-mx, src/main/resources/data): the
// first two digits of each state's codes are exactly its ranges here. 01-16 are Mexico City's
// alcaldías; 00 and 17-19 are not assigned (Wikipedia's "Postal codes in Mexico" lists the same
// ranges, but gives 00 to Mexico City, where no code starts with 00).
// State codes: ISO 3166-2:MX (CMX, not the older DIF of the Distrito Federal).

export interface MexicanState {
  /** ISO 3166-2:MX subdivision code without "MX-". */
  code: string;
  name: string;
  /** Inclusive ranges of a postal code's first two digits. */
  postalPrefixes: ReadonlyArray<readonly [number, number]>;
}

export const MEXICAN_STATES: readonly MexicanState[] = [
  { code: "AGU", name: "Aguascalientes", postalPrefixes: [[20, 20]] },
  { code: "BCN", name: "Baja California", postalPrefixes: [[21, 22]] },
  { code: "BCS", name: "Baja California Sur", postalPrefixes: [[23, 23]] },
  { code: "CAM", name: "Campeche", postalPrefixes: [[24, 24]] },
  { code: "CHP", name: "Chiapas", postalPrefixes: [[29, 30]] },
  { code: "CHH", name: "Chihuahua", postalPrefixes: [[31, 33]] },
  { code: "CMX", name: "Ciudad de México", postalPrefixes: [[1, 16]] },
  { code: "COA", name: "Coahuila", postalPrefixes: [[25, 27]] },
  { code: "COL", name: "Colima", postalPrefixes: [[28, 28]] },
  { code: "DUR", name: "Durango", postalPrefixes: [[34, 35]] },
  { code: "MEX", name: "Estado de México", postalPrefixes: [[50, 57]] },
  { code: "GUA", name: "Guanajuato", postalPrefixes: [[36, 38]] },
  { code: "GRO", name: "Guerrero", postalPrefixes: [[39, 41]] },
  { code: "HID", name: "Hidalgo", postalPrefixes: [[42, 43]] },
  { code: "JAL", name: "Jalisco", postalPrefixes: [[44, 49]] },
  { code: "MIC", name: "Michoacán", postalPrefixes: [[58, 61]] },
  { code: "MOR", name: "Morelos", postalPrefixes: [[62, 62]] },
  { code: "NAY", name: "Nayarit", postalPrefixes: [[63, 63]] },
  { code: "NLE", name: "Nuevo León", postalPrefixes: [[64, 67]] },
  { code: "OAX", name: "Oaxaca", postalPrefixes: [[68, 71]] },
  { code: "PUE", name: "Puebla", postalPrefixes: [[72, 75]] },
  { code: "QUE", name: "Querétaro", postalPrefixes: [[76, 76]] },
  { code: "ROO", name: "Quintana Roo", postalPrefixes: [[77, 77]] },
  { code: "SLP", name: "San Luis Potosí", postalPrefixes: [[78, 79]] },
  { code: "SIN", name: "Sinaloa", postalPrefixes: [[80, 82]] },
  { code: "SON", name: "Sonora", postalPrefixes: [[83, 85]] },
  { code: "TAB", name: "Tabasco", postalPrefixes: [[86, 86]] },
  { code: "TAM", name: "Tamaulipas", postalPrefixes: [[87, 89]] },
  { code: "TLA", name: "Tlaxcala", postalPrefixes: [[90, 90]] },
  { code: "VER", name: "Veracruz", postalPrefixes: [[91, 96]] },
  { code: "YUC", name: "Yucatán", postalPrefixes: [[97, 97]] },
  { code: "ZAC", name: "Zacatecas", postalPrefixes: [[98, 99]] },
];

const BY_CODE = new Map(MEXICAN_STATES.map((state) => [state.code, state]));

export function mexicanState(code: string): MexicanState | undefined {
  return BY_CODE.get(code);
}

/** True when a 5-digit postal code's first two digits belong to one of the 32 states (not 00, 17-19). */
export function isMexicanPostalCode(postalCode: string): boolean {
  return MEXICAN_STATES.some((state) => postalCodeBelongsToState(postalCode, state.code));
}

/** True when a 5-digit postal code's first two digits belong to the state. */
export function postalCodeBelongsToState(postalCode: string, stateCode: string): boolean {
  const state = BY_CODE.get(stateCode);
  if (!state || !/^\d{5}$/.test(postalCode)) return false;
  const prefix = Number(postalCode.slice(0, 2));
  return state.postalPrefixes.some(([from, to]) => prefix >= from && prefix <= to);
}
