// Tiny SVG helpers so each drawing reads as a list of shapes rather than markup.

/** Colours one drawing uses, derived from a product's main and accent colours. */
export interface Palette {
  main: string;
  mainDark: string;
  mainLight: string;
  accent: string;
  accentDark: string;
  accentLight: string;
}

/** Where a piece sits in the room picture. */
export type Mount = "floor" | "wall" | "ceiling" | "tabletop";

/** A piece drawn in its own units (about a centimetre each), its base resting on y = h. */
export interface Drawing {
  w: number;
  h: number;
  body: string;
  mount: Mount;
  /** Centre of the close-up as fractions of w and h; the upper middle when absent. */
  focus?: [number, number];
}

export type Draw = (c: Palette) => Drawing;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mixed = channels(hex).map((v) => Math.round(v + (target - v) * t));
  return `#${mixed.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export function palette(main: string, accent: string): Palette {
  return {
    main,
    mainDark: shade(main, -0.25),
    mainLight: shade(main, 0.25),
    accent,
    accentDark: shade(accent, -0.25),
    accentLight: shade(accent, 0.3),
  };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, r = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

export function path(d: string, fill: string, stroke = "none", width = 0): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
}

/** The same shape repeated along x, e.g. legs or drawer knobs. */
export function repeat(xs: readonly number[], shape: (x: number) => string): string {
  return xs.map(shape).join("");
}
