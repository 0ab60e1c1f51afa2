// Word lists for load-test products, so searching 100,000 of them behaves like searching a real shop.
import {
  type Category,
  COLOURS,
  MATERIALS as FACT_MATERIALS,
  type Material as FactMaterial,
  type PRICE_BANDS,
} from "@hogar/shared";
import type { FurnitureKind } from "../src/seed/seed-product.ts";

type Material = "wood" | "fabric" | "metal" | "ceramic" | "woven";

const MATERIALS: Record<Material, { words: string[]; care: string }> = {
  wood: {
    words: ["Oak", "Walnut", "Pine", "Teak", "Ash", "Mango Wood", "Beech", "Cedar", "Parota"],
    care: "Wipe with a dry cloth and keep out of direct sun.",
  },
  fabric: {
    words: ["Linen", "Velvet", "Boucle", "Cotton", "Wool", "Leather", "Corduroy", "Chenille"],
    care: "Vacuum weekly and blot spills straight away.",
  },
  metal: {
    words: ["Brass", "Steel", "Copper", "Iron", "Aluminium", "Chrome"],
    care: "Dust with a soft cloth; no abrasive cleaners.",
  },
  ceramic: {
    words: ["Stoneware", "Ceramic", "Porcelain", "Terracotta", "Enamel", "Glass"],
    care: "Hand wash in warm soapy water.",
  },
  woven: {
    words: ["Jute", "Rattan", "Seagrass", "Bamboo", "Wicker", "Sisal"],
    care: "Keep dry and shake out or brush regularly.",
  },
};

const KINDS: Record<FurnitureKind, { nouns: string[]; material: Material }> = {
  sofa: { nouns: ["Sofa", "Loveseat", "Corner Sofa", "Sofa Bed"], material: "fabric" },
  armchair: { nouns: ["Armchair", "Lounge Chair", "Accent Chair"], material: "fabric" },
  chair: { nouns: ["Dining Chair", "Side Chair", "Chair"], material: "wood" },
  stool: { nouns: ["Bar Stool", "Counter Stool", "Step Stool"], material: "wood" },
  "coffee-table": { nouns: ["Coffee Table", "Cocktail Table"], material: "wood" },
  "side-table": { nouns: ["Side Table", "End Table", "Accent Table"], material: "metal" },
  "dining-table": { nouns: ["Dining Table", "Kitchen Table", "Extending Table"], material: "wood" },
  nightstand: { nouns: ["Nightstand", "Bedside Table"], material: "wood" },
  "tv-stand": { nouns: ["TV Stand", "Media Console"], material: "wood" },
  bookshelf: { nouns: ["Bookcase", "Bookshelf", "Shelving Unit"], material: "wood" },
  wardrobe: { nouns: ["Wardrobe", "Armoire"], material: "wood" },
  dresser: { nouns: ["Dresser", "Chest of Drawers"], material: "wood" },
  cabinet: { nouns: ["Cabinet", "Storage Cupboard", "Pantry"], material: "wood" },
  vanity: { nouns: ["Vanity Unit", "Basin Cabinet"], material: "wood" },
  "wall-shelf": { nouns: ["Wall Shelf", "Floating Shelf"], material: "wood" },
  bed: { nouns: ["Queen Bed", "King Bed", "Double Bed", "Single Bed"], material: "wood" },
  "floor-lamp": { nouns: ["Floor Lamp", "Reading Lamp"], material: "metal" },
  "table-lamp": { nouns: ["Table Lamp", "Bedside Lamp", "Desk Lamp"], material: "ceramic" },
  "pendant-lamp": { nouns: ["Pendant Lamp", "Ceiling Light"], material: "metal" },
  rug: { nouns: ["Rug", "Runner", "Area Rug"], material: "woven" },
  cushion: { nouns: ["Cushion", "Throw Pillow", "Cushion Cover"], material: "fabric" },
  towels: { nouns: ["Towel Set", "Bath Towel", "Hand Towel Pair"], material: "fabric" },
  mirror: { nouns: ["Wall Mirror", "Floor Mirror", "Mirror"], material: "metal" },
  bathtub: { nouns: ["Bathtub", "Soaking Tub"], material: "ceramic" },
  "towel-rack": { nouns: ["Towel Rack", "Towel Rail"], material: "metal" },
  "laundry-basket": { nouns: ["Laundry Basket", "Hamper"], material: "woven" },
  pot: { nouns: ["Casserole", "Stockpot", "Saucepan"], material: "metal" },
  kettle: { nouns: ["Kettle", "Stovetop Kettle"], material: "metal" },
  "knife-block": { nouns: ["Knife Block", "Knife Set"], material: "wood" },
  dishes: { nouns: ["Dinner Set", "Plate Set", "Bowl Set"], material: "ceramic" },
};

const ADJECTIVES = [
  "Rustic",
  "Modern",
  "Nordic",
  "Classic",
  "Compact",
  "Curved",
  "Low",
  "Tall",
  "Slim",
  "Vintage",
  "Minimal",
  "Coastal",
  "Industrial",
  "Handmade",
  "Oversized",
  "Round",
  "Square",
  "Boho",
  "Mid-Century",
  "Colonial",
  "Artisan",
  "Everyday",
  "Grand",
  "Petite",
  "Soft",
  "Natural",
  "Matte",
  "Polished",
];

const COLLECTIONS = [
  "Alma",
  "Brisa",
  "Cielo",
  "Duna",
  "Encino",
  "Flor",
  "Gala",
  "Huerta",
  "Isla",
  "Jade",
  "Lago",
  "Luz",
  "Marea",
  "Nube",
  "Olivo",
  "Palma",
  "Quinta",
  "Roble",
  "Salvia",
  "Tierra",
  "Valle",
  "Yuca",
  "Zafiro",
  "Arena",
  "Bosque",
  "Coral",
  "Dalia",
  "Fresno",
  "Jacaranda",
  "Mezcal",
];

// The filterable material (packages/shared MATERIALS) each name's material word stands for.
const FACT_MATERIAL_OF: Record<string, FactMaterial> = {
  Leather: "leather",
  Cotton: "cotton",
  Linen: "fabric",
  Stoneware: "ceramic",
  Ceramic: "ceramic",
  Porcelain: "ceramic",
  Terracotta: "ceramic",
  Glass: "glass",
  Rattan: "rattan",
  Wicker: "rattan",
  Bamboo: "bamboo",
  Chrome: "stainless_steel",
  Steel: "stainless_steel",
};
const GROUP_MATERIAL: Record<Material, FactMaterial> = {
  wood: "wood",
  fabric: "fabric",
  metal: "metal",
  ceramic: "ceramic",
  woven: "rattan",
};
// Pieces that come flat-packed.
const ASSEMBLED_KINDS = new Set<FurnitureKind>([
  "sofa",
  "bed",
  "wardrobe",
  "dresser",
  "bookshelf",
  "tv-stand",
  "dining-table",
  "coffee-table",
  "cabinet",
  "vanity",
  "nightstand",
  "wall-shelf",
  "towel-rack",
]);

const DAY_MS = 24 * 60 * 60 * 1000;
// Above any shop price, for the open-ended top band.
const TOP_BAND_MAX_PESOS = 40_000;

/** Deterministic 0..1 numbers from the product's index, so reruns build the same names. */
function random(seed: number): () => number {
  let s = seed + 0x6d2b79f5;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)] as T;
}

export function syntheticProduct(
  index: number,
  kind: FurnitureKind,
  category: Category,
  band: (typeof PRICE_BANDS)[number],
  now: number,
) {
  const r = random(index);
  const { nouns, material } = KINDS[kind];
  const materialWord = pick(MATERIALS[material].words, r());
  const noun = pick(nouns, r());
  const adjective = pick(ADJECTIVES, r());
  const name = `${pick(COLLECTIONS, r())} ${adjective} ${materialWord} ${noun}`;
  const maxPesos = "maxPrice" in band ? band.maxPrice : TOP_BAND_MAX_PESOS;
  const minPesos = Math.max(49, band.minPrice);
  // Whole pesos only: a price such as 1,000.50 would fall between two bands.
  const pesos = minPesos + Math.floor(r() * (maxPesos - minPesos + 1));
  const [widthCm, depthCm, heightCm] = [
    40 + Math.floor(r() * 160),
    30 + Math.floor(r() * 60),
    20 + Math.floor(r() * 180),
  ];
  const size = `${widthCm} x ${depthCm} x ${heightCm} cm`;
  // Facts spread evenly, so a colour or material filter keeps a realistic share of 100,000 products.
  const main = FACT_MATERIAL_OF[materialWord] ?? GROUP_MATERIAL[material];
  const second = pick(FACT_MATERIALS, r());
  const facts = {
    widthCm,
    depthCm,
    heightCm,
    weightGrams: 200 + Math.floor(r() * 80_000),
    materials: r() < 0.4 && second !== main ? [main, second] : [main],
    colour: pick(COLOURS, r()),
    assemblyRequired: ASSEMBLED_KINDS.has(kind),
  };
  // Older than the hand-written catalogue, which keeps the top of "newest".
  const createdAt = new Date(now - (61 + r() * 365) * DAY_MS);
  return {
    name,
    description: `A ${adjective.toLowerCase()} ${noun.toLowerCase()} in ${materialWord.toLowerCase()}, ${size}. ${MATERIALS[material].care}`,
    priceCents: pesos * 100,
    category,
    stock: Math.floor(r() * 201),
    ...facts,
    createdAt,
    updatedAt: createdAt,
  };
}
