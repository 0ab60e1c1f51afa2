import { type Drawing, ellipse, line, type Palette, rect, repeat, shade } from "./svg-kit.ts";

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 720;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Placed {
  svg: string;
  /** Where the piece landed in scene pixels, for shadows and close-ups. */
  width: number;
  cx: number;
  top: number;
  bottom: number;
}

/** Scales a drawing into a box: floor pieces sit on its bottom, ceiling pieces hang from its top. */
function place(d: Drawing, box: Box, maxScale = Number.POSITIVE_INFINITY): Placed {
  const s = Math.min(box.w / d.w, box.h / d.h, maxScale);
  const width = d.w * s;
  const height = d.h * s;
  const x = box.x + (box.w - width) / 2;
  const y =
    d.mount === "ceiling"
      ? box.y
      : d.mount === "wall"
        ? box.y + (box.h - height) / 2
        : box.y + box.h - height;
  return {
    svg: `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">${d.body}</g>`,
    width,
    cx: x + width / 2,
    top: y,
    bottom: y + height,
  };
}

function shadow(p: Placed): string {
  return `<ellipse cx="${p.cx}" cy="${p.bottom}" rx="${p.width * 0.52}" ry="${Math.max(8, p.width * 0.04)}" fill="#000" fill-opacity="0.13"/>`;
}

function svg(defs: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}"><defs>${defs}</defs>${content}</svg>`;
}

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const FRONT_BOX: Box = { x: 150, y: 110, w: 660, h: 480 };

const standsOnSomething = (d: Drawing) => d.mount === "floor" || d.mount === "tabletop";

/** The piece alone and whole on a warm studio background. */
export function frontView(d: Drawing): string {
  const p = place(d, FRONT_BOX);
  return svg(
    gradient("bg", "#f7f3ed", "#e8e0d5"),
    `<rect width="960" height="720" fill="url(#bg)"/>${standsOnSomething(d) ? shadow(p) : ""}${p.svg}`,
  );
}

/** A closer framing, on a tint of the accent colour so pale pieces still stand out, around the piece's focus point, with swatches of its two colours. */
export function detailView(d: Drawing, c: Palette): string {
  const p = place(d, FRONT_BOX);
  const [fx, fy] = d.focus ?? [0.5, 0.45];
  const height = p.bottom - p.top;
  const zoom = `translate(480 380) scale(1.7) translate(${-(p.cx - p.width / 2 + p.width * fx)} ${-(p.top + height * fy)})`;
  const swatches = [
    rect(36, 610, 150, 74, "#ffffff", 37),
    ellipse(73, 647, 26, 26, c.main),
    ellipse(149, 647, 26, 26, c.accent),
  ].join("");
  return svg(
    gradient("bg", shade(c.accent, 0.8), shade(c.accent, 0.62)),
    `<rect width="960" height="720" fill="url(#bg)"/><g transform="${zoom}">${p.svg}</g>${swatches}`,
  );
}

const WALLS = ["#efe6da", "#e3ebe4", "#e9e4ef", "#f2e3d8", "#e2e8ee"];

/** The piece in a simple room: wall, window, skirting, plank floor and a plant. */
export function roomView(d: Drawing, seed: number): string {
  const wall = WALLS[seed % WALLS.length] ?? "#efe6da";
  const windowX = seed % 2 ? 70 : 710;
  const room = [
    rect(0, 0, 960, 560, wall),
    rect(windowX, 90, 180, 280, "#ffffff", 4),
    rect(windowX + 10, 100, 160, 260, "#cfe3ef"),
    rect(windowX + 87, 100, 6, 260, "#ffffff"),
    rect(windowX + 10, 226, 160, 6, "#ffffff"),
    rect(0, 560, 960, 160, "#c9a47c"),
    repeat([600, 645, 690], (y) => line(0, y, 960, y, "#b8926a", 2)),
    repeat([120, 380, 640, 900], (x) => line(x, 560, x - 40, 720, "#bd9870", 1.5)),
    rect(0, 548, 960, 14, "#fbf8f3"),
  ];
  const plantX = windowX > 400 ? 90 : 860;
  const plant = [
    ellipse(plantX, 470, 46, 60, "#5f8a58"),
    ellipse(plantX - 24, 500, 30, 36, "#6e9a63"),
    rect(plantX - 30, 520, 60, 70, "#d6d0c6", 6),
  ];
  return svg("", room.join("") + furnish(d) + plant.join(""));
}

// About 3 px per centimetre, so a basket does not come out the size of a wardrobe.
const ROOM_SCALE = 3;

function furnish(d: Drawing): string {
  switch (d.mount) {
    case "wall":
      return place(d, { x: 330, y: 130, w: 300, h: 300 }, ROOM_SCALE).svg;
    case "ceiling":
      return place(d, { x: 390, y: 0, w: 180, h: 330 }, ROOM_SCALE).svg;
    case "tabletop": {
      // Small things sit on a plain console so the room gives them a sense of scale.
      const table = [
        rect(300, 430, 360, 18, "#8b6a4c", 3),
        repeat([316, 630], (x) => rect(x, 448, 14, 150, "#7a5b40")),
        `<ellipse cx="480" cy="600" rx="200" ry="10" fill="#000" fill-opacity="0.13"/>`,
      ].join("");
      return table + place(d, { x: 350, y: 190, w: 260, h: 240 }, ROOM_SCALE + 1).svg;
    }
    default: {
      const box = d.h < d.w * 0.4 ? { x: 230, y: 520, w: 500, h: 170 } : { x: 170, y: 150, w: 620, h: 460 };
      const p = place(d, box, ROOM_SCALE);
      return shadow(p) + p.svg;
    }
  }
}
