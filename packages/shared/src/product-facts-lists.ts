// The closed lists of colours and materials of a product's facts (issue 19) and their words, without
// zod, so the browser's filters and forms can use them. Ids are stored; words come from area `facts`.
import { m } from "./i18n/generated/messages.js";

export const COLOURS = [
  "white",
  "black",
  "grey",
  "beige",
  "brown",
  "natural",
  "blue",
  "green",
  "red",
  "yellow",
] as const;
export type Colour = (typeof COLOURS)[number];

export const MATERIALS = [
  "wood",
  "metal",
  "glass",
  "fabric",
  "leather",
  "ceramic",
  "cotton",
  "plastic",
  "stone",
  "rattan",
  "bamboo",
  "stainless_steel",
] as const;
export type Material = (typeof MATERIALS)[number];

/** `COLOUR_LABELS[colour]()` in the language of the moment. */
export const COLOUR_LABELS: Record<Colour, () => string> = {
  white: () => m.facts_colour_white(),
  black: () => m.facts_colour_black(),
  grey: () => m.facts_colour_grey(),
  beige: () => m.facts_colour_beige(),
  brown: () => m.facts_colour_brown(),
  natural: () => m.facts_colour_natural(),
  blue: () => m.facts_colour_blue(),
  green: () => m.facts_colour_green(),
  red: () => m.facts_colour_red(),
  yellow: () => m.facts_colour_yellow(),
};

/** `MATERIAL_LABELS[material]()` in the language of the moment. */
export const MATERIAL_LABELS: Record<Material, () => string> = {
  wood: () => m.facts_material_wood(),
  metal: () => m.facts_material_metal(),
  glass: () => m.facts_material_glass(),
  fabric: () => m.facts_material_fabric(),
  leather: () => m.facts_material_leather(),
  ceramic: () => m.facts_material_ceramic(),
  cotton: () => m.facts_material_cotton(),
  plastic: () => m.facts_material_plastic(),
  stone: () => m.facts_material_stone(),
  rattan: () => m.facts_material_rattan(),
  bamboo: () => m.facts_material_bamboo(),
  stainless_steel: () => m.facts_material_stainless_steel(),
};
