import { type Draw, ellipse, line, path, rect, repeat } from "./svg-kit.ts";

// Upholstery in the main colour, legs and frame in the accent colour.

export const sofa: Draw = (c) => ({
  w: 220,
  h: 90,
  mount: "floor",
  body: [
    repeat([18, 196], (x) => path(`M${x} 78 h8 l-2 12 h-4 z`, c.accentDark)),
    rect(22, 8, 176, 52, c.mainDark, 12),
    repeat([28, 112], (x) => rect(x, 14, 80, 40, c.main, 10)),
    rect(10, 52, 200, 30, c.mainDark, 6),
    repeat([30, 84, 138], (x) => rect(x, 46, 52, 18, c.mainLight, 6)),
    rect(2, 30, 28, 52, c.main, 12),
    rect(190, 30, 28, 52, c.main, 12),
    rect(2, 30, 28, 8, c.mainLight, 4),
    rect(190, 30, 28, 8, c.mainLight, 4),
  ].join(""),
});

export const armchair: Draw = (c) => ({
  w: 100,
  h: 95,
  mount: "floor",
  body: [
    repeat([14, 80], (x) => path(`M${x} 80 h6 l-1 15 h-4 z`, c.accentDark)),
    rect(16, 4, 68, 60, c.mainDark, 14),
    rect(22, 10, 56, 44, c.main, 10),
    rect(8, 56, 84, 26, c.mainDark, 6),
    rect(22, 48, 56, 18, c.mainLight, 6),
    rect(2, 34, 22, 48, c.main, 10),
    rect(76, 34, 22, 48, c.main, 10),
  ].join(""),
});

export const chair: Draw = (c) => ({
  w: 50,
  h: 95,
  mount: "floor",
  body: [
    line(9, 4, 9, 94, c.accentDark, 3.5),
    line(41, 4, 41, 94, c.accentDark, 3.5),
    rect(7, 4, 36, 6, c.accent, 2),
    rect(11, 12, 28, 30, c.main, 3),
    repeat([17, 25, 33], (x) => line(x, 14, x, 40, c.mainDark, 1.2)),
    rect(3, 50, 44, 7, c.mainLight, 2),
    rect(5, 57, 40, 5, c.accentDark, 1),
    line(7, 60, 6, 94, c.accent, 4),
    line(43, 60, 44, 94, c.accent, 4),
  ].join(""),
});

export const stool: Draw = (c) => ({
  w: 45,
  h: 75,
  mount: "floor",
  body: [
    line(14, 12, 5, 74, c.accentDark, 3.5),
    line(31, 12, 40, 74, c.accentDark, 3.5),
    line(22.5, 12, 22.5, 72, c.accent, 3),
    path("M8 52 Q22.5 58 37 52", "none", c.accentDark, 2.5),
    rect(3, 8, 39, 7, c.mainDark, 3),
    ellipse(22.5, 8, 19.5, 5, c.main),
  ].join(""),
});
