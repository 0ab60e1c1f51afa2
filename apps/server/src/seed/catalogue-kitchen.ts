import type { SeedProduct } from "./seed-product.ts";

const category = "kitchen";

export const KITCHEN: SeedProduct[] = [
  {
    slug: "mesa-solid-oak-dining-table",
    name: "Mesa Solid Oak Six-Seat Dining Table",
    description:
      "A six-seat dining table in solid oak with a 4 cm top, 180 x 90 x 76 cm. Finished in hard-wax oil that is easy to repair if scratched. Re-oil every twelve months.",
    priceCents: 1_599_900,
    category,
    stock: 5,
    kind: "dining-table",
    colors: { main: "#c49a6c", accent: "#a67c52" },
  },
  {
    slug: "nogal-walnut-dining-table",
    name: "Nogal Walnut Dining Table for Four",
    description:
      "A four-seat dining table in American walnut with black steel legs, 140 x 80 x 75 cm. The grain varies from table to table. Use mats under hot dishes.",
    priceCents: 1_149_900,
    category,
    stock: 0,
    kind: "dining-table",
    colors: { main: "#6b4a32", accent: "#2b2b2b" },
  },
  {
    slug: "patio-white-dining-table",
    name: "Patio White Round Kitchen Table",
    description:
      "A round kitchen table with a white laminate top on beech legs, 90 cm across and 75 cm high. The laminate shrugs off coffee and crayons. Seats two to four.",
    priceCents: 389_900,
    category,
    stock: 13,
    kind: "dining-table",
    colors: { main: "#f2f1ee", accent: "#d2b48c" },
  },
  {
    slug: "despensa-tall-pantry-cabinet",
    name: "Despensa Sage Tall Pantry Cabinet",
    description:
      "A tall pantry cabinet painted sage green, with a glazed upper door and a closed cupboard below, 60 x 40 x 150 cm. Five adjustable shelves hold jars and tins. Wall strap included.",
    priceCents: 699_900,
    category,
    stock: 8,
    kind: "cabinet",
    colors: { main: "#9caf88", accent: "#c9a45c" },
  },
  {
    slug: "viena-bentwood-dining-chair",
    name: "Viena Bentwood Dining Chair",
    description:
      "A classic bentwood dining chair in steam-bent beech with a woven cane back panel, 46 cm seat height. Light at 4 kg and stackable two high. Dust the cane with a soft brush.",
    priceCents: 189_900,
    category,
    stock: 42,
    kind: "chair",
    colors: { main: "#c8a06a", accent: "#6b4a32" },
  },
  {
    slug: "rejilla-rattan-dining-chair",
    name: "Rejilla Rattan Dining Chair",
    description:
      "A dining chair with a rattan webbing back and a black-stained oak frame, 45 x 52 x 82 cm. The seat is padded in charcoal linen. Sold individually.",
    priceCents: 279_900,
    category,
    stock: 36,
    kind: "chair",
    colors: { main: "#d9b985", accent: "#2b2b2b" },
  },
  {
    slug: "barra-oak-counter-stool",
    name: "Barra Oak Counter Stool Pair",
    description:
      "Two counter stools in solid oak with a curved footrest, 65 cm seat height for 90 cm kitchen islands. Felt pads protect the floor. Sold as a pair.",
    priceCents: 359_900,
    category,
    stock: 18,
    kind: "stool",
    colors: { main: "#c49a6c", accent: "#a67c52" },
  },
  {
    slug: "hierro-industrial-bar-stool",
    name: "Hierro Industrial Bar Stool",
    description:
      "A bar stool with a black steel frame and a round mango-wood seat, 75 cm seat height. Rubber feet stop it scraping on tiles.",
    priceCents: 174_900,
    category,
    stock: 40,
    kind: "stool",
    colors: { main: "#8a5a3a", accent: "#2b2b2b" },
  },
  {
    slug: "cocina-pine-kitchen-stool",
    name: "Cocina Pine Kitchen Stool",
    description:
      "A low kitchen stool in pine with a painted red seat, 45 cm high, for reaching top shelves or sitting by the stove. Light enough to hang on a hook.",
    priceCents: 94_900,
    category,
    stock: 75,
    kind: "stool",
    colors: { main: "#b5453a", accent: "#d2b48c" },
  },
  {
    slug: "cono-matte-black-pendant-lamp",
    name: "Cono Matte Black Pendant Lamp",
    description:
      "A conical pendant lamp in matte black spun aluminium with a brass rim, 35 cm across, on a 150 cm fabric cord you can shorten. Hang two or three over an island. Takes one E27 bulb.",
    priceCents: 219_900,
    category,
    stock: 34,
    kind: "pendant-lamp",
    colors: { main: "#2b2b2b", accent: "#c9a45c" },
  },
  {
    slug: "campana-green-pendant-lamp",
    name: "Campana Green Enamel Pendant Lamp",
    description:
      "A bell-shaped pendant lamp in green enamelled steel with a white interior, 30 cm across. The enamel wipes clean of kitchen grease. Ceiling rose and 120 cm cord included.",
    priceCents: 199_900,
    category,
    stock: 27,
    kind: "pendant-lamp",
    colors: { main: "#3f6e5a", accent: "#f2f1ee" },
  },
  {
    slug: "fogon-cast-iron-casserole",
    name: "Fogon Red Cast-Iron Casserole 28 cm",
    description:
      "An enamelled cast-iron casserole in chili red, 28 cm and 6.7 litres, with a tight-fitting lid. Works on gas, induction and in the oven up to 250 degrees. Hand wash and dry thoroughly.",
    priceCents: 329_900,
    category,
    stock: 40,
    kind: "pot",
    colors: { main: "#b5332e", accent: "#3a3a3a" },
  },
  {
    slug: "copa-copper-saucepan",
    name: "Copa Copper Saucepan 20 cm",
    description:
      "A copper saucepan lined with stainless steel, 20 cm and 3 litres, with a cast brass handle. Copper heats evenly for sauces and caramel. Polish with lemon and salt to keep it bright.",
    priceCents: 289_900,
    category,
    stock: 15,
    kind: "pot",
    colors: { main: "#b8734a", accent: "#c9a45c" },
  },
  {
    slug: "olla-stainless-steel-stockpot",
    name: "Olla Stainless Steel Stockpot 8 L",
    description:
      "An 8-litre stockpot in 18/10 stainless steel with a glass lid and an encapsulated base for induction. Big enough for pozole for ten. Dishwasher safe.",
    priceCents: 119_900,
    category,
    stock: 62,
    kind: "pot",
    colors: { main: "#b8bcc0", accent: "#6d6f73" },
  },
  {
    slug: "mini-enamel-milk-pan",
    name: "Mini Blue Enamel Milk Pan",
    description:
      "A 14 cm enamelled steel milk pan in cornflower blue, for cafe de olla or hot chocolate. Works on gas and induction. Hand wash to protect the enamel.",
    priceCents: 45_900,
    category,
    stock: 100,
    kind: "pot",
    colors: { main: "#5b7fb5", accent: "#f2f1ee" },
  },
  {
    slug: "vapor-stainless-steel-kettle",
    name: "Vapor Stainless Steel Kettle 1.7 L",
    description:
      "A 1.7-litre electric kettle in brushed stainless steel with a walnut-effect handle. Boils a full jug in about four minutes and switches off when dry. Descale monthly in hard-water areas.",
    priceCents: 159_900,
    category,
    stock: 57,
    kind: "kettle",
    colors: { main: "#b8bcc0", accent: "#6b4a32" },
  },
  {
    slug: "tetera-enamel-stovetop-kettle",
    name: "Tetera Cream Enamel Stovetop Kettle",
    description:
      "A 2-litre stovetop kettle in cream enamel with a black handle and a whistle in the spout. Suitable for gas, electric and induction hobs. Never heat it empty.",
    priceCents: 104_900,
    category,
    stock: 49,
    kind: "kettle",
    colors: { main: "#efe6d2", accent: "#2b2b2b" },
  },
  {
    slug: "cuchillo-walnut-knife-block",
    name: "Cuchillo Walnut Knife Block Set",
    description:
      "A walnut knife block with five German steel knives: chef's, bread, santoku, utility and paring. The slots are angled so blades never touch. Wash knives by hand and dry at once.",
    priceCents: 249_900,
    category,
    stock: 29,
    kind: "knife-block",
    colors: { main: "#6b4a32", accent: "#2b2b2b" },
  },
  {
    slug: "bambu-knife-block",
    name: "Bambu Universal Knife Block",
    description:
      "A bamboo knife block filled with flexible nylon rods that hold knives of any shape, 22 cm tall. The rods lift out for washing. Knives not included.",
    priceCents: 79_900,
    category,
    stock: 88,
    kind: "knife-block",
    colors: { main: "#d2b48c", accent: "#3a3a3a" },
  },
  {
    slug: "talavera-stoneware-dinner-set",
    name: "Talavera Stoneware Dinner Set for Four",
    description:
      "Twelve pieces of cobalt and white stoneware inspired by Talavera de Puebla: four dinner plates, four side plates and four bowls. Dishwasher and microwave safe. Lead-free glaze.",
    priceCents: 139_900,
    category,
    stock: 54,
    kind: "dishes",
    colors: { main: "#f4f1ea", accent: "#2d4f9c" },
  },
  {
    slug: "plato-stoneware-side-plate-set",
    name: "Plato Speckled Side Plate Set",
    description:
      "Four speckled sand-glazed stoneware side plates, 21 cm across. Each is thrown and glazed by hand, so no two match exactly. Dishwasher safe.",
    priceCents: 69_900,
    category,
    stock: 77,
    kind: "dishes",
    colors: { main: "#e6dccb", accent: "#8a6d55" },
  },
];
