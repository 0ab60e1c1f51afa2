import { type Draw, ellipse, line, path, rect } from "./svg-kit.ts";

// Stand and base in the main colour, shade in the accent, and a warm glow so it reads as a light.

const GLOW = "#ffe9a8";

export const floorLamp: Draw = (c) => ({
  w: 70,
  h: 170,
  mount: "floor",
  focus: [0.5, 0.25],
  body: [
    line(35, 110, 12, 170, c.mainDark, 3),
    line(35, 110, 58, 170, c.mainDark, 3),
    line(35, 110, 35, 168, c.main, 3),
    line(35, 40, 35, 112, c.main, 3.5),
    ellipse(35, 52, 14, 4, GLOW),
    path("M14 6 H56 L66 52 H4 Z", c.accent),
    path("M14 6 H56 L58 14 H12 Z", c.accentLight),
    ellipse(35, 6, 21, 3, c.accentDark),
  ].join(""),
});

export const tableLamp: Draw = (c) => ({
  w: 40,
  h: 56,
  mount: "tabletop",
  body: [
    rect(13, 52, 14, 4, c.mainDark, 2),
    ellipse(20, 40, 12, 13, c.main),
    ellipse(16, 36, 4, 6, c.mainLight),
    rect(18, 20, 4, 10, c.mainDark),
    ellipse(20, 27, 9, 2.5, GLOW),
    path("M9 2 H31 L38 26 H2 Z", c.accent),
    path("M9 2 H31 L32 6 H8 Z", c.accentLight),
  ].join(""),
});

export const pendantLamp: Draw = (c) => ({
  w: 60,
  h: 110,
  mount: "ceiling",
  focus: [0.5, 0.8],
  body: [
    rect(22, 0, 16, 4, c.mainDark, 2),
    line(30, 0, 30, 62, "#333333", 1.2),
    rect(26, 58, 8, 10, c.mainDark, 2),
    ellipse(30, 104, 22, 6, GLOW),
    path("M26 66 H34 L58 102 Q30 110 2 102 Z", c.main),
    path("M26 66 H30 L8 101 Q4 101 2 102 Z", c.mainLight),
    ellipse(30, 102, 28, 4, c.accent),
  ].join(""),
});
