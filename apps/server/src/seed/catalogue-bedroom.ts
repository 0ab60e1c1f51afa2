import type { SeedProduct } from "./seed-product.ts";

const category = "bedroom";

export const BEDROOM: SeedProduct[] = [
  {
    slug: "sereno-queen-oak-bed",
    name: "Sereno Queen Oak Bed with Headboard",
    description:
      "A queen bed frame in solid oak with a padded linen headboard, for a 150 x 190 cm mattress. The slatted base needs no box spring and the frame stands 115 cm tall at the headboard. Bedding and mattress not included.",
    priceCents: 1_699_900,
    category,
    stock: 6,
    kind: "bed",
    colors: { main: "#c49a6c", accent: "#e7dccb" },
  },
  {
    slug: "nido-king-upholstered-bed",
    name: "Nido King Grey Velvet Upholstered Bed",
    description:
      "A king bed fully upholstered in charcoal grey velvet with a channel-tufted headboard, for a 193 x 203 cm mattress. Under-bed clearance is 15 cm for storage boxes. Brush the velvet with the pile.",
    priceCents: 2_249_900,
    category,
    stock: 0,
    kind: "bed",
    colors: { main: "#6d6f73", accent: "#d9d4cc" },
  },
  {
    slug: "estrella-single-pine-bed",
    name: "Estrella Single Pine Bed",
    description:
      "A single bed in solid Chihuahua pine with a simple slatted headboard, for a 90 x 190 cm mattress. Finished with a water-based lacquer that is safe for children's rooms. Assembly takes about 30 minutes.",
    priceCents: 599_900,
    category,
    stock: 14,
    kind: "bed",
    colors: { main: "#dcbf90", accent: "#8fb3c9" },
  },
  {
    slug: "alto-two-door-wardrobe",
    name: "Alto White Two-Door Wardrobe",
    description:
      "A two-door wardrobe in white lacquered board with oak handles, 110 x 58 x 200 cm. Inside are a hanging rail and two adjustable shelves. Soft-close hinges keep the doors quiet.",
    priceCents: 1_199_900,
    category,
    stock: 4,
    kind: "wardrobe",
    colors: { main: "#f1efea", accent: "#b88a5a" },
  },
  {
    slug: "cedro-six-drawer-dresser",
    name: "Cedro Walnut Six-Drawer Dresser",
    description:
      "A wide dresser in walnut veneer with six deep drawers on full-extension runners, 120 x 45 x 88 cm. Brass knobs are solid, not plated. Anti-tip fittings are included and must be used.",
    priceCents: 799_900,
    category,
    stock: 10,
    kind: "dresser",
    colors: { main: "#6b4a32", accent: "#c9a45c" },
  },
  {
    slug: "paz-oak-nightstand",
    name: "Paz Oak Nightstand with Drawer",
    description:
      "A nightstand in solid oak with one drawer and an open shelf below, 50 x 40 x 58 cm. The drawer runs on wooden rails. Wipe with a dry cloth and avoid standing water on the top.",
    priceCents: 229_900,
    category,
    stock: 30,
    kind: "nightstand",
    colors: { main: "#c49a6c", accent: "#7a5a3a" },
  },
  {
    slug: "lino-two-drawer-nightstand",
    name: "Lino White Bedside Table",
    description:
      "A slim bedside table in white painted MDF with a drawer and an open cubby, 45 x 35 x 55 cm. Beech legs lift it off the floor for easy cleaning.",
    priceCents: 179_900,
    category,
    stock: 38,
    kind: "nightstand",
    colors: { main: "#f3f1ec", accent: "#d2b48c" },
  },
  {
    slug: "reflejo-full-length-mirror",
    name: "Reflejo Full-Length Oak Mirror",
    description:
      "A full-length arched mirror in a solid oak frame, 60 x 170 cm, to lean or hang. The glass is 5 mm with a safety backing film. Clean with a soft cloth and mild glass cleaner.",
    priceCents: 269_900,
    category,
    stock: 16,
    kind: "mirror",
    colors: { main: "#c49a6c", accent: "#e6d3b3" },
  },
  {
    slug: "rosa-arched-wall-mirror",
    name: "Rosa Blush Arched Wall Mirror",
    description:
      "An arched wall mirror with a blush-pink lacquered frame, 50 x 80 cm. It hangs from a single steel cleat supplied with screws and plugs.",
    priceCents: 189_900,
    category,
    stock: 21,
    kind: "mirror",
    colors: { main: "#d9a9a0", accent: "#f2ddd6" },
  },
  {
    slug: "marco-small-wall-mirror",
    name: "Marco Small Brass Wall Mirror",
    description:
      "A small capsule mirror in a thin brass-coloured steel frame, 30 x 45 cm, for a dressing table or a narrow wall. Comes ready to hang.",
    priceCents: 59_900,
    category,
    stock: 70,
    kind: "mirror",
    colors: { main: "#c9a45c", accent: "#8a6d35" },
  },
  {
    slug: "aurora-wool-bedside-rug",
    name: "Aurora Wool Bedside Rug 120 x 180 cm",
    description:
      "A soft tufted wool rug in ivory with a sage geometric border, 120 x 180 cm. The cotton backing is non-slip on wooden floors. Spot clean with cold water.",
    priceCents: 209_900,
    category,
    stock: 19,
    kind: "rug",
    colors: { main: "#f0e9dc", accent: "#9caf88" },
  },
  {
    slug: "tierra-cotton-bedside-rug",
    name: "Tierra Cotton Bedside Rug",
    description:
      "A flat-woven cotton runner in terracotta and sand, 70 x 140 cm, to step onto in the morning. Machine washable at 30 degrees.",
    priceCents: 134_900,
    category,
    stock: 44,
    kind: "rug",
    colors: { main: "#c67a56", accent: "#e8d7bd" },
  },
  {
    slug: "calma-bedside-table-lamp",
    name: "Calma Linen Bedside Table Lamp",
    description:
      "A bedside lamp with a white ceramic base and a pleated linen shade, 42 cm tall. A dimmer on the cable lets you read or wind down. Takes one E14 bulb.",
    priceCents: 159_900,
    category,
    stock: 28,
    kind: "table-lamp",
    colors: { main: "#f1efea", accent: "#e3d6c2" },
  },
  {
    slug: "nocturno-brass-table-lamp",
    name: "Nocturno Navy Table Lamp",
    description:
      "A table lamp with a navy glazed base and a brass-lined shade, 40 cm tall. The shade throws light down onto a book rather than into the room. Takes one E14 bulb up to 25 W.",
    priceCents: 129_900,
    category,
    stock: 32,
    kind: "table-lamp",
    colors: { main: "#2d3f5c", accent: "#c9a45c" },
  },
  {
    slug: "gota-mini-bedside-lamp",
    name: "Gota Mini Terracotta Bedside Lamp",
    description:
      "A small terracotta lamp with a cotton shade, 30 cm tall, sized for a narrow nightstand. The unglazed clay is sealed against dust. Takes one E14 LED bulb.",
    priceCents: 79_900,
    category,
    stock: 55,
    kind: "table-lamp",
    colors: { main: "#c0673f", accent: "#f3ece0" },
  },
  {
    slug: "pluma-feather-pillow-pair",
    name: "Pluma Feather Pillow Pair",
    description:
      "Two standard pillows, 50 x 70 cm, filled with duck feather and down in a 300-thread-count cotton case. Medium firmness for back and side sleepers. Tumble dry on low with tennis balls to re-fluff.",
    priceCents: 109_900,
    category,
    stock: 80,
    kind: "cushion",
    colors: { main: "#f7f5f0", accent: "#c9c2b5" },
  },
  {
    slug: "seda-satin-cushion-cover",
    name: "Seda Navy Satin Cushion Cover",
    description:
      "A navy cotton-satin cushion cover with a soft sheen and gold piping, 40 x 40 cm. Wash at 30 degrees and iron on the reverse.",
    priceCents: 34_900,
    category,
    stock: 110,
    kind: "cushion",
    colors: { main: "#2d3f5c", accent: "#c9a45c" },
  },
  {
    slug: "hoja-bedside-wall-shelf",
    name: "Hoja Oak Bedside Wall Shelf",
    description:
      "A pair of small oak wall shelves, 40 x 15 cm each, that replace a nightstand in a tight bedroom. Each holds 8 kg. Screws and plugs are included.",
    priceCents: 54_900,
    category,
    stock: 64,
    kind: "wall-shelf",
    colors: { main: "#c49a6c", accent: "#9caf88" },
  },
];
