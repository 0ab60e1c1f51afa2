import { type Draw, ellipse, line, path, rect, repeat, shade } from "./svg-kit.ts";

// Tops and bodies in the main colour; legs, drawer fronts and knobs in the accent.

export const coffeeTable: Draw = (c) => ({
  w: 120,
  h: 45,
  mount: "floor",
  body: [
    repeat([22, 98], (x) => line(x, 10, x + (x < 60 ? -6 : 6), 44, c.accentDark, 4)),
    line(60, 14, 60, 44, c.accent, 4),
    ellipse(60, 30, 46, 6, c.mainDark),
    rect(0, 8, 120, 7, c.mainDark, 3),
    ellipse(60, 8, 60, 8, c.main),
    ellipse(60, 8, 44, 5, c.mainLight),
  ].join(""),
});

export const sideTable: Draw = (c) => ({
  w: 50,
  h: 55,
  mount: "floor",
  body: [
    ellipse(25, 52, 15, 3.5, c.accentDark),
    rect(22, 8, 6, 44, c.accent),
    rect(0, 5, 50, 5, c.mainDark, 2),
    ellipse(25, 5, 25, 5, c.main),
    ellipse(20, 4, 10, 2, c.mainLight),
  ].join(""),
});

export const diningTable: Draw = (c) => ({
  w: 180,
  h: 76,
  mount: "floor",
  body: [
    repeat([22, 152], (x) => rect(x, 10, 6, 56, c.accentDark)),
    path("M14 0 H166 L180 10 H0 Z", c.mainLight),
    rect(0, 10, 180, 7, c.main, 1),
    rect(6, 17, 168, 6, c.mainDark),
    repeat([6, 166], (x) => rect(x, 17, 8, 59, c.accent)),
  ].join(""),
});

export const nightstand: Draw = (c) => ({
  w: 50,
  h: 58,
  mount: "floor",
  body: [
    repeat([5, 41], (x) => path(`M${x} 48 h4 l-1 10 h-2 z`, c.accentDark)),
    rect(0, 4, 50, 45, c.mainDark, 2),
    rect(0, 0, 50, 5, c.main, 2),
    rect(3, 8, 44, 16, c.mainLight, 1),
    rect(3, 27, 44, 19, shade(c.mainDark, -0.4)),
    rect(20, 14, 10, 3, c.accent, 1.5),
  ].join(""),
});

export const tvStand: Draw = (c) => ({
  w: 160,
  h: 50,
  mount: "floor",
  body: [
    repeat([10, 146], (x) => path(`M${x} 40 h4 l-1 10 h-2 z`, c.accentDark)),
    rect(0, 0, 160, 41, c.mainDark, 2),
    repeat([3, 55], (x) => rect(x, 3, 50, 35, c.main, 1)),
    repeat([8, 16, 24, 32, 40, 48, 60, 68, 76, 84, 92, 100], (x) => line(x, 6, x, 35, c.mainDark, 1)),
    rect(108, 3, 49, 35, shade(c.mainDark, -0.4)),
    rect(112, 24, 18, 14, c.accent, 1),
    ellipse(145, 31, 7, 7, c.accentLight),
  ].join(""),
});
