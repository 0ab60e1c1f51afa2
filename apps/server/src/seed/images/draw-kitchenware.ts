import { type Draw, ellipse, line, path, rect, repeat } from "./svg-kit.ts";

// Pots, kettles and blocks in the main colour; lids, handles and knives in the accent.

export const pot: Draw = (c) => ({
  w: 80,
  h: 48,
  mount: "tabletop",
  body: [
    repeat([0, 70], (x) => rect(x, 18, 10, 6, c.accentDark, 3)),
    path("M8 14 H72 V38 Q72 48 62 48 H18 Q8 48 8 38 Z", c.main),
    rect(12, 20, 5, 22, c.mainLight, 2.5),
    ellipse(40, 13, 34, 5, c.accent),
    ellipse(40, 7, 6, 4, c.accentDark),
  ].join(""),
});

export const kettle: Draw = (c) => ({
  w: 60,
  h: 52,
  mount: "tabletop",
  body: [
    path("M14 14 Q26 -4 38 14", "none", c.accentDark, 4),
    path("M38 44 Q50 38 54 18 L59 19 Q58 40 42 50 Z", c.mainDark),
    path("M8 50 Q4 18 26 16 Q48 18 44 50 Z", c.main),
    path("M12 44 Q10 26 20 22", "none", c.mainLight, 3),
    rect(4, 46, 44, 6, c.mainDark, 3),
    ellipse(26, 16, 8, 3, c.accent),
  ].join(""),
});

export const knifeBlock: Draw = (c) => ({
  w: 48,
  h: 56,
  mount: "tabletop",
  body: [
    repeat([14, 21, 28, 35], (x) => line(x, 22, x - 8, 2 + (x % 3) * 3, c.accentDark, 4.5)),
    path("M10 20 L40 22 L46 56 H2 Z", c.main),
    path("M10 20 L40 22 L41 28 L8 26 Z", c.mainLight),
    line(8, 40, 44, 40, c.mainDark, 1),
  ].join(""),
});

export const dishes: Draw = (c) => ({
  w: 80,
  h: 52,
  mount: "tabletop",
  body: [
    ellipse(56, 24, 20, 24, c.accent),
    ellipse(56, 24, 13, 16, c.main),
    repeat([46, 40, 34], (y) => ellipse(30, y, 28, 5, y === 40 ? c.accent : c.main)),
    repeat([48, 42, 36], (y) => line(4, y, 56, y, c.mainDark, 0.8)),
    path("M13 20 Q14 34 30 34 Q46 34 47 20 Z", c.accentDark),
    ellipse(30, 20, 17, 3.5, c.accentLight),
  ].join(""),
});
