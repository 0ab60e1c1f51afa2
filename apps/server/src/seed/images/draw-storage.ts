import { type Draw, ellipse, line, path, rect, repeat, shade } from "./svg-kit.ts";

// Carcasses in the main colour; handles, books and basins pick up the accent.

export const bookshelf: Draw = (c) => {
  const shelves = [4, 40, 76, 112, 148];
  const books = (y: number, i: number) =>
    repeat([8, 15, 21, 28, 34], (x) =>
      rect(
        x + i * 6,
        y + 8 + ((x + i) % 3) * 3,
        5.5,
        28 - ((x + i) % 3) * 3,
        i % 2 ? c.accent : c.accentLight,
      ),
    );
  return {
    w: 80,
    h: 184,
    mount: "floor",
    body: [
      rect(0, 0, 80, 184, c.mainDark, 2),
      rect(4, 4, 72, 176, shade(c.mainDark, -0.35)),
      shelves.map((y, i) => books(y - 4, i)).join(""),
      shelves.map((y) => rect(2, y + 32, 76, 4, c.main)).join(""),
      ellipse(62, 30, 7, 5, "#6d8f5a"),
      rect(58, 30, 8, 6, c.accentDark, 1),
    ].join(""),
  };
};

export const wardrobe: Draw = (c) => ({
  w: 110,
  h: 200,
  mount: "floor",
  body: [
    rect(4, 190, 102, 10, c.mainDark),
    rect(0, 6, 110, 186, c.mainDark, 2),
    rect(0, 0, 110, 8, c.main, 2),
    repeat([4, 56], (x) => rect(x, 12, 50, 174, c.main, 1)),
    repeat([10, 62], (x) => rect(x, 20, 38, 158, c.mainLight, 1)),
    repeat([48, 60], (x) => rect(x, 86, 3, 26, c.accent, 1.5)),
  ].join(""),
});

export const dresser: Draw = (c) => ({
  w: 120,
  h: 88,
  mount: "floor",
  body: [
    repeat([6, 108], (x) => path(`M${x} 76 h6 l-1 12 h-4 z`, c.accentDark)),
    rect(0, 4, 120, 74, c.mainDark, 2),
    rect(0, 0, 120, 6, c.main, 2),
    [9, 32, 55].map((y) => repeat([4, 61], (x) => rect(x, y, 55, 20, c.main, 1))).join(""),
    [19, 42, 65].map((y) => repeat([31.5, 88.5], (x) => ellipse(x, y, 3, 3, c.accent))).join(""),
  ].join(""),
});

export const cabinet: Draw = (c) => ({
  w: 60,
  h: 150,
  mount: "floor",
  body: [
    rect(3, 142, 54, 8, c.mainDark),
    rect(0, 0, 60, 144, c.mainDark, 2),
    rect(4, 4, 52, 78, c.main, 1),
    rect(9, 9, 42, 68, "#dfe9ec"),
    repeat([40, 58], (y) => rect(9, y, 42, 2, c.main)),
    path("M14 14 L24 14 L14 30 Z", "#ffffff"),
    rect(4, 86, 52, 54, c.main, 1),
    rect(46, 92, 3, 16, c.accent, 1.5),
  ].join(""),
});

export const vanity: Draw = (c) => ({
  w: 90,
  h: 100,
  mount: "floor",
  body: [
    rect(0, 30, 90, 66, c.mainDark, 2),
    repeat([3, 46], (x) => rect(x, 40, 41, 53, c.main, 1)),
    repeat([38, 49], (x) => rect(x, 58, 3, 14, c.accent, 1.5)),
    rect(-2, 24, 94, 7, c.accentLight, 1),
    path("M22 24 Q22 8 45 8 Q68 8 68 24 Z", "#f7f7f5"),
    ellipse(45, 10, 22, 3, "#e4e6e6"),
    path("M58 8 V0 H50", "none", c.accentDark, 3),
    ellipse(45, 98, 45, 2, shade(c.mainDark, -0.3)),
  ].join(""),
});

export const wallShelf: Draw = (c) => ({
  w: 100,
  h: 64,
  mount: "wall",
  body: [
    repeat([28, 62], (y) => rect(0, y, 100, 5, c.main, 1)),
    repeat([28, 62], (y) => rect(4, y + 5, 92, 1.5, c.mainDark)),
    path("M12 28 Q10 16 16 12 H22 Q28 16 26 28 Z", c.accent),
    line(19, 12, 15, 2, "#6d8f5a", 2),
    line(19, 12, 24, 3, "#6d8f5a", 2),
    repeat([50, 57, 63], (x) => rect(x, 8 + (x % 3) * 2, 6, 20 - (x % 3) * 2, c.accentLight, 1)),
    rect(70, 14, 20, 14, c.accentDark, 2),
    repeat([14, 24, 34], (x) => rect(x, 44, 8, 18, x === 24 ? c.accent : c.accentLight, 1)),
    ellipse(76, 56, 12, 6, c.accent),
  ].join(""),
});
