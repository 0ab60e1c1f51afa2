import type { SeedProduct } from "./seed-product.ts";

const category = "bathroom";

export const BATHROOM: SeedProduct[] = [
  {
    slug: "ola-freestanding-acrylic-bathtub",
    name: "Ola Freestanding Acrylic Bathtub",
    description:
      "A double-ended freestanding bathtub in white sanitary acrylic, 170 x 78 x 60 cm, holding 220 litres. The shell is insulated to keep water warm longer. Clean with a non-abrasive cream; tap and waste are sold separately.",
    priceCents: 2_499_900,
    category,
    stock: 3,
    kind: "bathtub",
    colors: { main: "#f4f4f2", accent: "#b0b3b6" },
  },
  {
    slug: "cascada-clawfoot-bathtub",
    name: "Cascada Black Clawfoot Bathtub",
    description:
      "A cast-iron roll-top bathtub with a matte black exterior and brass claw feet, 168 x 76 cm. It weighs 120 kg empty, so check your floor before ordering. Delivered by a two-person crew.",
    priceCents: 3_199_900,
    category,
    stock: 0,
    kind: "bathtub",
    colors: { main: "#2b2b2b", accent: "#c9a45c" },
  },
  {
    slug: "bruma-oak-vanity-unit",
    name: "Bruma Oak Vanity Unit with Basin",
    description:
      "A floor-standing vanity in oak veneer with two soft-close doors and a round ceramic vessel basin, 90 x 46 x 85 cm. The top is sealed against splashes. Tap sold separately.",
    priceCents: 949_900,
    category,
    stock: 7,
    kind: "vanity",
    colors: { main: "#b88a5a", accent: "#e6e1d9" },
  },
  {
    slug: "perla-white-vanity-cabinet",
    name: "Perla White Vanity Cabinet 60 cm",
    description:
      "A compact vanity cabinet in moisture-resistant white board with a ceramic top basin, 60 x 40 x 82 cm. Chrome bar handles and adjustable feet for uneven floors.",
    priceCents: 539_900,
    category,
    stock: 11,
    kind: "vanity",
    colors: { main: "#f2f1ee", accent: "#b0b3b6" },
  },
  {
    slug: "teca-teak-bathroom-cabinet",
    name: "Teca Teak Bathroom Cabinet",
    description:
      "A tall bathroom cabinet in solid teak with a glass-panelled upper door and a closed lower cupboard, 60 x 30 x 150 cm. Teak's natural oils resist steam. Rub with teak oil twice a year.",
    priceCents: 419_900,
    category,
    stock: 9,
    kind: "cabinet",
    colors: { main: "#a8754a", accent: "#3a3a3a" },
  },
  {
    slug: "arena-slim-bathroom-cabinet",
    name: "Arena Slim Bathroom Cabinet",
    description:
      "A narrow sand-coloured cabinet, 40 x 25 x 140 cm, that fits beside a toilet or basin. Three shelves hold towels and refills behind the doors. Wipe with a damp cloth.",
    priceCents: 199_900,
    category,
    stock: 17,
    kind: "cabinet",
    colors: { main: "#e3d3b8", accent: "#7a6a55" },
  },
  {
    slug: "espejo-led-bathroom-mirror",
    name: "Espejo LED Bathroom Mirror 80 cm",
    description:
      "A capsule-shaped bathroom mirror with a built-in warm LED ring and demister pad, 50 x 80 cm. Touch sensor switch; must be wired by an electrician. IP44 rated for bathrooms.",
    priceCents: 349_900,
    category,
    stock: 12,
    kind: "mirror",
    colors: { main: "#d9dcdf", accent: "#fff1c2" },
  },
  {
    slug: "onda-round-bathroom-mirror",
    name: "Onda Brass Bathroom Mirror 70 cm",
    description:
      "A bathroom mirror in a brushed brass stainless-steel frame that will not rust, 45 x 70 cm. The silvering is sealed against humidity. Dry the frame after showers.",
    priceCents: 219_900,
    category,
    stock: 24,
    kind: "mirror",
    colors: { main: "#c9a45c", accent: "#8a6d35" },
  },
  {
    slug: "brillo-heated-towel-rail",
    name: "Brillo Chrome Heated Towel Rail",
    description:
      "An electric towel rail in polished chrome, 50 x 80 cm, warming to 55 degrees in fifteen minutes. A built-in timer switches it off after two hours. Wall fixings included.",
    priceCents: 279_900,
    category,
    stock: 15,
    kind: "towel-rack",
    colors: { main: "#b8bcc0", accent: "#e6e2d8" },
  },
  {
    slug: "cromo-chrome-towel-rack",
    name: "Cromo Double Towel Rack",
    description:
      "A wall-mounted double towel bar in chrome-plated brass, 60 cm wide, with the towels 8 cm apart so both dry. Concealed screws give a clean look.",
    priceCents: 129_900,
    category,
    stock: 48,
    kind: "towel-rack",
    colors: { main: "#b8bcc0", accent: "#8fb3c9" },
  },
  {
    slug: "aro-black-towel-holder",
    name: "Aro Matte Black Towel Holder",
    description:
      "A compact towel holder in matte black stainless steel, 45 cm wide, for hand towels beside the basin. It will not rust or show water spots.",
    priceCents: 38_900,
    category,
    stock: 90,
    kind: "towel-rack",
    colors: { main: "#2b2b2b", accent: "#d9d4cc" },
  },
  {
    slug: "bambu-ladder-bathroom-shelf",
    name: "Bambu Bamboo Bathroom Wall Shelf",
    description:
      "A two-tier wall shelf in carbonised bamboo, 100 x 22 cm, for toiletries, plants and rolled towels. Bamboo copes with steam; wipe dry once a week.",
    priceCents: 239_900,
    category,
    stock: 20,
    kind: "wall-shelf",
    colors: { main: "#b0875a", accent: "#e8dfcf" },
  },
  {
    slug: "vidrio-glass-wall-shelf",
    name: "Vidrio Glass Bathroom Wall Shelf",
    description:
      "A pair of frosted glass shelves on chrome brackets, 60 x 12 cm each. The tempered glass is 8 mm thick. Clean with a glass cleaner and a soft cloth.",
    priceCents: 69_900,
    category,
    stock: 58,
    kind: "wall-shelf",
    colors: { main: "#d6e4e6", accent: "#b8bcc0" },
  },
  {
    slug: "nieve-egyptian-cotton-towel-set",
    name: "Nieve White Egyptian Cotton Towel Set",
    description:
      "Two bath towels, two hand towels and two face cloths in 600 gsm Egyptian cotton, white with a grey dobby band. Wash at 40 degrees without fabric softener to keep them absorbent.",
    priceCents: 159_900,
    category,
    stock: 66,
    kind: "towels",
    colors: { main: "#f7f6f2", accent: "#b8bcc0" },
  },
  {
    slug: "coral-waffle-towel-bundle",
    name: "Coral Waffle Towel Bundle",
    description:
      "Four quick-drying waffle-weave towels in coral and sand, 70 x 140 cm each. Light enough to dry overnight in a humid bathroom. Machine wash at 40 degrees.",
    priceCents: 109_900,
    category,
    stock: 52,
    kind: "towels",
    colors: { main: "#e57f6b", accent: "#e8d7bd" },
  },
  {
    slug: "agua-cotton-hand-towel-pair",
    name: "Agua Blue Cotton Hand Towel Pair",
    description:
      "Two soft hand towels in sea-blue combed cotton, 50 x 90 cm each, with a hanging loop. Wash at 40 degrees and tumble dry low.",
    priceCents: 29_900,
    category,
    stock: 118,
    kind: "towels",
    colors: { main: "#5f9fb5", accent: "#dfeef2" },
  },
  {
    slug: "cesta-seagrass-laundry-basket",
    name: "Cesta Seagrass Laundry Basket",
    description:
      "A tall lidded laundry basket hand-woven from seagrass with a removable cotton liner, 50 x 40 x 62 cm. Rope handles make it easy to carry to the machine. Let it air out after damp loads.",
    priceCents: 164_900,
    category,
    stock: 23,
    kind: "laundry-basket",
    colors: { main: "#c2a36b", accent: "#8b6b43" },
  },
  {
    slug: "bambu-lidded-laundry-hamper",
    name: "Bambu Lidded Laundry Hamper",
    description:
      "A slim laundry hamper in slatted bamboo with a lid and a washable liner, 38 x 35 x 58 cm. Fits beside a vanity. Wipe with a dry cloth.",
    priceCents: 114_900,
    category,
    stock: 37,
    kind: "laundry-basket",
    colors: { main: "#d2b48c", accent: "#6b5a44" },
  },
  {
    slug: "musgo-memory-foam-bath-mat",
    name: "Musgo Moss Green Bath Mat",
    description:
      "A memory-foam bath mat in moss-green velvet with a non-slip backing, 50 x 80 cm. Machine wash at 30 degrees and hang to dry.",
    priceCents: 44_900,
    category,
    stock: 85,
    kind: "rug",
    colors: { main: "#7d8f5a", accent: "#c9d1b0" },
  },
];
