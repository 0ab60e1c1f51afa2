import { describe, expect, it } from "vitest";
import {
  CODE128_QUIET_ZONE_MODULES,
  code128Bars,
  code128Modules,
  code128Svg,
  code128SymbolWidths,
  code128Values,
} from "../src/code128.ts";

// Modules as the standard's tables print them: 1 black, 0 white.
const bits = (digits: string) =>
  code128Modules(digits)
    .map((black) => (black ? "1" : "0"))
    .join("");
const pattern = (value: number) =>
  code128SymbolWidths(value)
    .map((width, element) => (element % 2 === 0 ? "1" : "0").repeat(width))
    .join("");

describe("Code 128 symbol table (ISO/IEC 15417 table 1)", () => {
  it("gives every symbol 3 bars and 3 spaces over 11 modules, each 1 to 4 wide", () => {
    for (let value = 0; value <= 105; value++) {
      const widths = code128SymbolWidths(value);
      expect(widths).toHaveLength(6);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe(11);
      for (const width of widths) expect(width).toBeGreaterThanOrEqual(1);
      for (const width of widths) expect(width).toBeLessThanOrEqual(4);
    }
  });

  it("gives every symbol its own pattern, so a scanner can tell them apart", () => {
    const patterns = new Set(Array.from({ length: 107 }, (_, value) => pattern(value)));
    expect(patterns.size).toBe(107);
  });

  it("has the standard's patterns for the symbols a reference uses", () => {
    expect(pattern(0)).toBe("11011001100"); // 212222
    expect(pattern(99)).toBe("10111011110"); // Code C, 113141
    expect(pattern(104)).toBe("11010010000"); // Start B, 211214
    expect(pattern(105)).toBe("11010011100"); // Start C, 211232
  });

  it("ends with the stop: 2331112, 13 modules with the final 2-module bar", () => {
    expect(code128SymbolWidths(106)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(pattern(106)).toBe("1100011101011");
  });

  it("has no symbol past the stop", () => {
    expect(() => code128SymbolWidths(107)).toThrow(RangeError);
  });
});

describe("code128Values", () => {
  it("encodes a 14-digit OXXO reference in set C with the check symbol", () => {
    // 12345678901234: Start C (105), then pairs 12 34 56 78 90 12 34. Check by hand:
    // 105 + 1×12 + 2×34 + 3×56 + 4×78 + 5×90 + 6×12 + 7×34
    //   = 105 + 12 + 68 + 168 + 312 + 450 + 72 + 238 = 1425; 1425 mod 103 = 1425 − 13×103 = 86.
    expect(code128Values("12345678901234")).toEqual([105, 12, 34, 56, 78, 90, 12, 34, 86, 106]);
  });

  it("starts an odd count in set B for the first digit, then switches to C", () => {
    // 1234567: Start B (104), "1" in set B is ASCII 49 − 32 = 17, Code C (99), 23 45 67. Check:
    // 104 + 1×17 + 2×99 + 3×23 + 4×45 + 5×67 = 104 + 17 + 198 + 69 + 180 + 335 = 903;
    // 903 mod 103 = 903 − 8×103 = 79.
    expect(code128Values("1234567")).toEqual([104, 17, 99, 23, 45, 67, 79, 106]);
    expect(code128Values("7")).toEqual([104, 23, (104 + 23) % 103, 106]);
  });

  it("keeps leading zeros (00 is a symbol of its own)", () => {
    // Start C, 00, check (105 + 1×0) mod 103 = 2, stop.
    expect(code128Values("00")).toEqual([105, 0, 2, 106]);
  });

  it("refuses anything but digits", () => {
    expect(() => code128Values("")).toThrow(RangeError);
    expect(() => code128Values("12 34")).toThrow(RangeError);
    expect(() => code128Values("12a4")).toThrow(RangeError);
  });
});

describe("code128Modules", () => {
  it("spells out start, data, check and stop module by module", () => {
    // "00": Start C 211232, value 0 212222, check 2 222221, stop 2331112 (worked out above).
    expect(bits("00")).toBe(`${"11010011100"}${"11011001100"}${"11001100110"}${"1100011101011"}`);
  });

  it("is 11 modules a symbol plus 13 for the stop, without quiet zones", () => {
    // A 14-digit reference: start + 7 pairs + check = 9 symbols × 11 + 13 = 112 modules.
    const modules = code128Modules("12345678901234");
    expect(modules).toHaveLength(112);
    expect(bits("12345678901234").startsWith("11010011100")).toBe(true);
    expect(bits("12345678901234").slice(88, 99)).toBe("11110100100"); // check 86 = 411212
    expect(modules[0]).toBe(true);
    expect(modules.at(-1)).toBe(true); // the stop's final bar
  });
});

describe("code128Bars", () => {
  it("joins neighbouring black modules into bars that cover exactly the black modules", () => {
    const modules = code128Modules("98765432109876");
    const bars = code128Bars("98765432109876");
    const redrawn = new Array<boolean>(modules.length).fill(false);
    for (const { start, width } of bars) for (let i = start; i < start + width; i++) redrawn[i] = true;
    expect(redrawn).toEqual(modules);
    // Each symbol has 3 bars (the stop 4) and bars never touch across symbols: a symbol ends in a space.
    expect(bars).toHaveLength(9 * 3 + 4);
  });
});

describe("code128Svg", () => {
  it("draws the bars on white with the 10-module quiet zones and crisp edges", () => {
    const svg = code128Svg("00", { height: 60, moduleWidth: 2 });
    const width = (3 * 11 + 13 + 2 * CODE128_QUIET_ZONE_MODULES) * 2; // start, 00, check, stop
    expect(svg).toContain(`width="${width}" height="60" viewBox="0 0 ${width} 60"`);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain(`<rect width="${width}" height="60" fill="#fff"/>`);
    // The first bar is Start C's 2-module bar, right after the quiet zone: x 20, 4 units wide.
    expect(svg).toContain('d="M20 0h4v60h-4z');
    expect(svg.match(/M\d+ 0h\d+v60h-\d+z/g)).toHaveLength(code128Bars("00").length);
    expect(svg).toContain('aria-hidden="true"');
  });

  it("names itself for screen readers when given a label, escaped", () => {
    const svg = code128Svg("00", { height: 40, moduleWidth: 1, label: 'Barcode for "00" & co' });
    expect(svg).toContain('role="img" aria-label="Barcode for &#34;00&#34; &#38; co"');
    expect(svg).not.toContain("aria-hidden");
  });
});
