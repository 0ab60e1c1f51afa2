// The total in words, as Mexican invoices print it: "UN MIL CIENTO SESENTA PESOS 00/100 M.N.".
// Whole pesos in capital words (with "UN MIL", as invoices write it), the centavos as a fraction.

const UNITS = [
  "",
  "UNO",
  "DOS",
  "TRES",
  "CUATRO",
  "CINCO",
  "SEIS",
  "SIETE",
  "OCHO",
  "NUEVE",
  "DIEZ",
  "ONCE",
  "DOCE",
  "TRECE",
  "CATORCE",
  "QUINCE",
  "DIECISÉIS",
  "DIECISIETE",
  "DIECIOCHO",
  "DIECINUEVE",
  "VEINTE",
  "VEINTIUNO",
  "VEINTIDÓS",
  "VEINTITRÉS",
  "VEINTICUATRO",
  "VEINTICINCO",
  "VEINTISÉIS",
  "VEINTISIETE",
  "VEINTIOCHO",
  "VEINTINUEVE",
];
const TENS = ["", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"];
const HUNDREDS = [
  "",
  "CIENTO",
  "DOSCIENTOS",
  "TRESCIENTOS",
  "CUATROCIENTOS",
  "QUINIENTOS",
  "SEISCIENTOS",
  "SETECIENTOS",
  "OCHOCIENTOS",
  "NOVECIENTOS",
];

/** 1-999 in words; "UNO" ends as "UN" before a noun (UN PESO, VEINTIÚN MIL, TREINTA Y UN PESOS). */
function belowThousand(n: number): string {
  if (n === 100) return "CIEN";
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? "";
  const rest = n % 100;
  let tail: string;
  if (rest < 30) tail = UNITS[rest] ?? "";
  else tail = [TENS[Math.floor(rest / 10)], UNITS[rest % 10]].filter(Boolean).join(" Y ");
  return [hundreds, tail].filter(Boolean).join(" ");
}

function apocopate(words: string): string {
  return words.replace(/VEINTIUNO$/, "VEINTIÚN").replace(/UNO$/, "UN");
}

/** A whole number below a million in words, "UN" before the noun that follows. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands > 0) parts.push(`${apocopate(belowThousand(thousands))} MIL`);
  if (rest > 0) parts.push(apocopate(belowThousand(rest)));
  return parts.join(" ");
}

function pesosInWords(pesos: number): string {
  if (pesos === 0) return "CERO";
  const millions = Math.floor(pesos / 1_000_000);
  const rest = pesos % 1_000_000;
  const parts: string[] = [];
  if (millions > 0) parts.push(`${belowMillion(millions)} ${millions === 1 ? "MILLÓN" : "MILLONES"}`);
  if (rest > 0) parts.push(belowMillion(rest));
  return parts.join(" ");
}

/** 116000 -> "UN MIL CIENTO SESENTA PESOS 00/100 M.N." (up to 999,999,999,999.99 pesos). */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents >= 100_000_000_000_000)
    throw new RangeError("cents must be a whole number from 0 to 999,999,999,999.99 pesos");
  const pesos = Math.floor(cents / 100);
  const centavos = String(cents % 100).padStart(2, "0");
  // "UN MILLÓN DE PESOS": a noun after whole millions takes "DE".
  const of = pesos >= 1_000_000 && pesos % 1_000_000 === 0 ? " DE" : "";
  const noun = pesos === 1 ? "PESO" : "PESOS";
  return `${pesosInWords(pesos)}${of} ${noun} ${centavos}/100 M.N.`;
}
