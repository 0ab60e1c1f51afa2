import type { SeedProduct } from "./seed-product.ts";

const category = "living room";

export const LIVING_ROOM: SeedProduct[] = [
  {
    slug: "alba-three-seat-linen-sofa",
    name: "Alba Three-Seat Linen Sofa",
    description:
      "A deep three-seat sofa upholstered in washed oatmeal linen over a kiln-dried pine frame, with solid walnut legs. It measures 220 x 92 x 85 cm and the feather-wrapped seat cushions are reversible. The covers zip off for dry cleaning.",
    priceCents: 1_899_900,
    category,
    stock: 12,
    kind: "sofa",
    colors: { main: "#d8cbb5", accent: "#6b4a32" },
  },
  {
    slug: "costa-velvet-two-seat-sofa",
    name: "Costa Emerald Velvet Two-Seat Sofa",
    description:
      "A compact two-seat sofa in emerald cotton velvet on brushed brass legs, 165 x 86 x 80 cm. High-resilience foam seats keep their shape, and the velvet can be refreshed with a soft brush. Sold out until the next shipment from Guadalajara.",
    priceCents: 1_349_900,
    category,
    stock: 0,
    kind: "sofa",
    colors: { main: "#2f6b57", accent: "#b8914a" },
  },
  {
    slug: "nilo-boucle-accent-chair",
    name: "Nilo Boucle Accent Chair",
    description:
      "A rounded lounge chair wrapped in cream boucle with a loose seat cushion and solid walnut legs. It is 78 cm wide, 80 cm deep and 82 cm high. Vacuum the boucle gently and blot spills straight away.",
    priceCents: 649_900,
    category,
    stock: 20,
    kind: "armchair",
    colors: { main: "#ece4d6", accent: "#6b4a32" },
  },
  {
    slug: "tula-round-oak-coffee-table",
    name: "Tula Round Oak Coffee Table",
    description:
      "A 110 cm round coffee table in solid white oak with a lower shelf for books and trays. The top is finished with a hard-wax oil that resists rings from cups. Wipe with a damp cloth and re-oil once a year.",
    priceCents: 429_900,
    category,
    stock: 35,
    kind: "coffee-table",
    colors: { main: "#c49a6c", accent: "#8a6a48" },
  },
  {
    slug: "sierra-marble-side-table",
    name: "Sierra White Marble Side Table",
    description:
      "A pedestal side table with a 50 cm Carrara marble top on a black powder-coated steel stem, 55 cm high. Marble is porous, so use coasters and wipe up citrus and wine at once.",
    priceCents: 279_900,
    category,
    stock: 18,
    kind: "side-table",
    colors: { main: "#e8e4de", accent: "#2b2b2b" },
  },
  {
    slug: "nube-black-metal-side-table",
    name: "Nube Black Metal Side Table",
    description:
      "A light side table in matte black powder-coated steel, 45 cm across and 52 cm high. It is easy to carry from sofa to bed and needs only a dry cloth.",
    priceCents: 89_900,
    category,
    stock: 60,
    kind: "side-table",
    colors: { main: "#2b2b2b", accent: "#4a4a4a" },
  },
  {
    slug: "linea-oak-tv-stand",
    name: "Linea Oak TV Stand 160 cm",
    description:
      "A low media unit in oak veneer with two fluted push-open doors and an open bay for a console, 160 x 40 x 50 cm. Cable holes in the back keep wires hidden. Holds screens up to 65 inches.",
    priceCents: 389_900,
    category,
    stock: 14,
    kind: "tv-stand",
    colors: { main: "#b88a5a", accent: "#7a5a3a" },
  },
  {
    slug: "libro-five-shelf-ash-bookcase",
    name: "Libro Five-Shelf Ash Bookcase",
    description:
      "A tall bookcase in ash-veneered board with five fixed shelves, 80 x 30 x 184 cm. Each shelf holds 20 kg. A wall strap is included and should always be fitted.",
    priceCents: 229_900,
    category,
    stock: 22,
    kind: "bookshelf",
    colors: { main: "#d9c7a5", accent: "#5c4a36" },
  },
  {
    slug: "lumen-brass-floor-lamp",
    name: "Lumen Brass Floor Lamp",
    description:
      "A floor lamp with a brushed brass stem and a linen drum shade, 170 cm tall. It takes one E27 bulb up to 60 W and has a foot switch on the cable. Dust the shade with a soft brush.",
    priceCents: 249_900,
    category,
    stock: 40,
    kind: "floor-lamp",
    colors: { main: "#c9a45c", accent: "#f1e8d6" },
  },
  {
    slug: "pino-tripod-floor-lamp",
    name: "Pino Tripod Floor Lamp",
    description:
      "A tripod floor lamp with pine legs and a white cotton shade, 160 cm tall. The legs fold for moving house. Uses one E27 LED bulb, sold separately.",
    priceCents: 189_900,
    category,
    stock: 25,
    kind: "floor-lamp",
    colors: { main: "#d2b48c", accent: "#f5f1ea" },
  },
  {
    slug: "faro-ceramic-table-lamp",
    name: "Faro Sage Ceramic Table Lamp",
    description:
      "A glazed stoneware table lamp in sage green with an off-white linen shade, 48 cm tall. Each base is hand-glazed in Puebla, so the colour varies slightly. Takes one E27 bulb up to 40 W.",
    priceCents: 119_900,
    category,
    stock: 45,
    kind: "table-lamp",
    colors: { main: "#9caf88", accent: "#efe6d4" },
  },
  {
    slug: "sol-rattan-table-lamp",
    name: "Sol Rattan Table Lamp",
    description:
      "A table lamp with a hand-woven rattan shade on a black ceramic base, 45 cm tall. The woven shade casts a warm patterned light. Keep it away from damp rooms.",
    priceCents: 144_900,
    category,
    stock: 30,
    kind: "table-lamp",
    colors: { main: "#2b2b2b", accent: "#c8a06a" },
  },
  {
    slug: "tejido-hand-woven-jute-rug",
    name: "Tejido Hand-Woven Jute Rug 160 x 230 cm",
    description:
      "A flat-woven rug in natural jute with a darker border, 160 x 230 cm and 1 cm thick. Jute is hard-wearing underfoot but should be kept dry. Vacuum without the beater bar.",
    priceCents: 289_900,
    category,
    stock: 30,
    kind: "rug",
    colors: { main: "#c8a97e", accent: "#8b6b43" },
  },
  {
    slug: "oaxaca-striped-wool-rug",
    name: "Oaxaca Striped Wool Rug 200 x 300 cm",
    description:
      "A hand-loomed wool rug from Teotitlan del Valle in terracotta with cream stripes, 200 x 300 cm. Natural dyes soften with sunlight over the years. Professional cleaning only.",
    priceCents: 549_900,
    category,
    stock: 8,
    kind: "rug",
    colors: { main: "#b5553a", accent: "#efe3cf" },
  },
  {
    slug: "duna-natural-jute-rug",
    name: "Duna Natural Jute Rug 120 x 170 cm",
    description:
      "A chunky braided jute rug in a sandy tone, 120 x 170 cm, sized for a reading corner or an entry. Shake it out outdoors and vacuum weekly.",
    priceCents: 169_900,
    category,
    stock: 26,
    kind: "rug",
    colors: { main: "#d6bd8f", accent: "#a88a5c" },
  },
  {
    slug: "tejo-pine-floating-wall-shelf",
    name: "Tejo Pine Floating Wall Shelf Set",
    description:
      "Two floating shelves in solid pine, 100 x 20 cm each, with hidden steel brackets. Each shelf carries up to 15 kg when screwed into masonry. Fixings for brick and concrete are included.",
    priceCents: 109_900,
    category,
    stock: 50,
    kind: "wall-shelf",
    colors: { main: "#d8b98c", accent: "#7d8f6a" },
  },
  {
    slug: "cali-black-wall-mirror",
    name: "Cali Black Frame Wall Mirror 60 cm",
    description:
      "A 60 x 90 cm mirror in a slim black metal frame with a brass inner line. It hangs portrait or landscape from two keyhole fittings. Clean with a glass spray on a cloth, not on the glass.",
    priceCents: 94_900,
    category,
    stock: 33,
    kind: "mirror",
    colors: { main: "#2b2b2b", accent: "#c9a45c" },
  },
  {
    slug: "brisa-cotton-cushion-cover",
    name: "Brisa Mustard Cotton Cushion Cover 45 x 45 cm",
    description:
      "A mustard cushion cover in heavy cotton canvas with cream piping and a hidden zip, 45 x 45 cm. Machine wash at 30 degrees inside out. Insert sold separately.",
    priceCents: 24_900,
    category,
    stock: 120,
    kind: "cushion",
    colors: { main: "#d9a531", accent: "#f3ead8" },
  },
  {
    slug: "luna-velvet-cushion",
    name: "Luna Dusty Pink Velvet Cushion",
    description:
      "A feather-filled cushion in dusty pink cotton velvet, 50 x 50 cm. The cover zips off and can be dry cleaned. Plump daily to keep its shape.",
    priceCents: 39_900,
    category,
    stock: 95,
    kind: "cushion",
    colors: { main: "#c9918f", accent: "#e9cfc4" },
  },
  {
    slug: "sala-rattan-armchair",
    name: "Sala Rattan Armchair",
    description:
      "A low armchair with a hand-woven rattan frame and a natural cotton seat pad, 70 x 74 x 76 cm. Rattan is light enough to move around the room. Keep it indoors and dust with a dry brush.",
    priceCents: 199_900,
    category,
    stock: 16,
    kind: "armchair",
    colors: { main: "#efe6d2", accent: "#b78a52" },
  },
];
