// Code 128 (ISO/IEC 15417) for the OXXO voucher's reference (docs/product.md 86: a 14-digit reference
// printed as a Code 128 barcode the shop draws). Digits only: set C packs two digits in a symbol; an
// odd count starts in set B for the first digit and switches to C. The web page draws the bars inline
// and the pay-later mail turns code128Svg's output into a PNG, so both print the same barcode.

/**
 * The 107 symbols' element widths (bar, space, bar, space, bar, space), value 0 to 105, then the stop
 * (106) with its final 2-module bar: ISO/IEC 15417 table 1, the same table zint's code128.c and
 * JsBarcode's constants carry.
 */
// biome-ignore format: one row of ten symbols per line, as the standard's table reads
const SYMBOL_WIDTHS: readonly string[] = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213", // 0
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132", // 10
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211", // 20
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313", // 30
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331", // 40
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111", // 50
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214", // 60
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111", // 70
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141", // 80
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141", // 90
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112", // 100: ..., 103 start A, 104 start B, 105 start C, 106 stop
];

const CODE128_CODE_C = 99;
const CODE128_START_B = 104;
const CODE128_START_C = 105;
const CODE128_STOP = 106;

/** The quiet zone the standard asks for on each side: at least 10 modules of white. */
export const CODE128_QUIET_ZONE_MODULES = 10;

/** The element widths of symbol `value` (0-106), bar first. */
export function code128SymbolWidths(value: number): number[] {
  const widths = SYMBOL_WIDTHS[value];
  if (widths === undefined) throw new RangeError(`Code 128 has no symbol ${value}`);
  return [...widths].map(Number);
}

/**
 * The symbol values for `digits`, start to stop, with the check symbol: (start value + the sum of
 * each data symbol's position × value) mod 103, positions counted from 1 after the start.
 */
export function code128Values(digits: string): number[] {
  if (!/^\d+$/.test(digits)) throw new RangeError("Code 128 set C encodes digits only");
  const values: number[] = [];
  let rest = digits;
  if (digits.length % 2 === 1) {
    // Set B's digits are their ASCII code less 32 ("0" is 16); then Code C for the even rest.
    values.push(CODE128_START_B, digits.charCodeAt(0) - 32);
    if (digits.length > 1) values.push(CODE128_CODE_C);
    rest = digits.slice(1);
  } else {
    values.push(CODE128_START_C);
  }
  for (let i = 0; i < rest.length; i += 2) values.push(Number(rest.slice(i, i + 2)));
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...values, check, CODE128_STOP];
}

/** The barcode's modules left to right, true for black, without quiet zones. */
export function code128Modules(digits: string): boolean[] {
  const modules: boolean[] = [];
  for (const value of code128Values(digits)) {
    code128SymbolWidths(value).forEach((width, element) => {
      for (let i = 0; i < width; i++) modules.push(element % 2 === 0);
    });
  }
  return modules;
}

/** The black bars as runs of modules: where each starts (0 = first module) and how many it spans. */
export function code128Bars(digits: string): { start: number; width: number }[] {
  const bars: { start: number; width: number }[] = [];
  code128Modules(digits).forEach((black, index) => {
    if (!black) return;
    const last = bars.at(-1);
    if (last && last.start + last.width === index) last.width++;
    else bars.push({ start: index, width: 1 });
  });
  return bars;
}

export interface Code128SvgOptions {
  /** Bar height in SVG units (px when drawn at 1:1). */
  height: number;
  /** One module's width in SVG units; 2 or more keeps bars readable on screens and receipts. */
  moduleWidth: number;
  /** The accessible name; without it the SVG is decorative (aria-hidden). */
  label?: string;
}

/**
 * A standalone SVG of the barcode on a white ground with the standard quiet zones, bars as one path
 * with crisp edges, so a browser or sharp (the mail's PNG) draws the same pixels.
 */
export function code128Svg(digits: string, { height, moduleWidth, label }: Code128SvgOptions): string {
  const modules = code128Modules(digits).length + 2 * CODE128_QUIET_ZONE_MODULES;
  const width = modules * moduleWidth;
  const path = code128Bars(digits)
    .map(({ start, width: run }) => {
      const x = (start + CODE128_QUIET_ZONE_MODULES) * moduleWidth;
      return `M${x} 0h${run * moduleWidth}v${height}h${-run * moduleWidth}z`;
    })
    .join("");
  const name = label === undefined ? ' aria-hidden="true"' : ` role="img" aria-label="${escapeXml(label)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges"${name}>` +
    `<rect width="${width}" height="${height}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
