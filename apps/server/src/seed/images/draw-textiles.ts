import { type Draw, line, path, rect, repeat } from "./svg-kit.ts";

// Fabric in the main colour with a pattern, border or band in the accent.

export const rug: Draw = (c) => ({
  w: 200,
  h: 70,
  mount: "floor",
  body: [
    repeat([14, 30, 46, 62, 78, 94, 110, 126, 142, 158, 174, 188], (x) =>
      line(x, 60, x - 1, 70, c.accentLight, 1.5),
    ),
    path("M30 0 H170 L200 60 H0 Z", c.accent),
    path("M40 5 H160 L184 55 H16 Z", c.main),
    repeat([15, 25, 35, 45], (y) => line(40 - (y - 5) * 0.48, y, 160 + (y - 5) * 0.48, y, c.accentLight, 3)),
    path("M100 14 L116 30 L100 46 L84 30 Z", c.accent),
  ].join(""),
});

export const cushion: Draw = (c) => ({
  w: 52,
  h: 46,
  mount: "tabletop",
  body: [
    path("M4 4 Q26 10 48 4 Q42 23 48 42 Q26 36 4 42 Q10 23 4 4 Z", c.main, c.accent, 2),
    path("M12 14 Q26 20 40 14", "none", c.mainLight, 2),
    path("M14 32 Q26 28 38 33", "none", c.mainDark, 1.5),
  ].join(""),
});

export const towels: Draw = (c) => ({
  w: 60,
  h: 45,
  mount: "tabletop",
  body: [
    [0, 1, 2]
      .map((i) => {
        const y = 30 - i * 15;
        const fill = i % 2 ? c.accent : c.main;
        return rect(2 + i, y, 56 - i * 2, 15, fill, 6) + rect(2 + i, y + 9, 56 - i * 2, 2, c.accentLight);
      })
      .join(""),
  ].join(""),
});
