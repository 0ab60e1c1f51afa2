import { type Draw, ellipse, line, path, rect, repeat } from "./svg-kit.ts";

// Bed frame, tub shell and mirror frame in the main colour; bedding, feet, taps and towels in the accent.

export const bed: Draw = (c) => ({
  w: 200,
  h: 115,
  mount: "floor",
  body: [
    repeat([10, 184], (x) => rect(x, 100, 6, 15, c.mainDark, 1)),
    rect(6, 0, 188, 90, c.main, 10),
    rect(16, 10, 168, 50, c.mainLight, 8),
    rect(4, 70, 192, 32, c.mainDark, 4),
    rect(10, 56, 180, 20, "#f6f3ee", 6),
    repeat([30, 104], (x) => rect(x, 42, 66, 22, "#fbfaf7", 10)),
    rect(8, 66, 184, 30, c.accent, 8),
    rect(8, 66, 184, 7, c.accentLight, 4),
  ].join(""),
});

export const bathtub: Draw = (c) => ({
  w: 170,
  h: 80,
  mount: "floor",
  body: [
    repeat([22, 138], (x) => path(`M${x} 62 h10 l2 18 h-14 z`, c.accentDark)),
    path("M4 16 H166 Q162 70 120 70 H50 Q8 70 4 16 Z", c.main),
    path("M20 28 Q30 60 60 62", "none", c.mainLight, 3),
    rect(0, 12, 170, 7, c.mainLight, 3.5),
    path("M140 12 V2 Q140 -4 148 -4 H156", "none", c.accent, 3.5),
    rect(132, 6, 16, 4, c.accent, 2),
  ].join(""),
});

export const mirror: Draw = (c) => ({
  w: 60,
  h: 90,
  mount: "wall",
  body: [
    rect(0, 0, 60, 90, c.main, 30),
    rect(5, 5, 50, 80, c.accent, 25),
    rect(7, 7, 46, 76, "#cfdfe6", 23),
    path("M14 40 L34 14 M18 56 L44 24", "none", "#eef5f8", 4),
  ].join(""),
});

export const towelRack: Draw = (c) => ({
  w: 70,
  h: 70,
  mount: "wall",
  body: [
    repeat([4, 60], (x) => rect(x, 0, 6, 50, c.mainDark, 3)),
    repeat([6, 40], (y) => rect(2, y, 66, 4, c.main, 2)),
    path("M16 6 H54 V62 Q54 68 48 68 H22 Q16 68 16 62 Z", c.accent),
    path("M16 6 H54 V20 H16 Z", c.accentDark),
    repeat([22, 48], (y) => rect(16, y, 38, 3, c.accentLight)),
  ].join(""),
});

export const laundryBasket: Draw = (c) => ({
  w: 50,
  h: 62,
  mount: "floor",
  body: [
    path("M4 10 H46 L42 62 H8 Z", c.main),
    repeat([18, 26, 34, 42, 50, 58], (y) => line(5 + y / 15, y, 45 - y / 15, y, c.mainDark, 1.5)),
    repeat([12, 19, 25, 31, 38], (x) => line(x, 11, x + (x - 25) * -0.1, 61, c.mainLight, 1)),
    rect(1, 4, 48, 7, c.accent, 3),
    ellipse(25, 4, 5, 2.5, c.accentDark),
    repeat([6, 38], (x) => rect(x, 16, 6, 3, c.accentDark, 1.5)),
  ].join(""),
});
