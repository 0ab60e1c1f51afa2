import type { FurnitureKind } from "../seed-product.ts";
import { bathtub, bed, laundryBasket, mirror, towelRack } from "./draw-bed-bath.ts";
import { dishes, kettle, knifeBlock, pot } from "./draw-kitchenware.ts";
import { floorLamp, pendantLamp, tableLamp } from "./draw-lighting.ts";
import { armchair, chair, sofa, stool } from "./draw-seating.ts";
import { bookshelf, cabinet, dresser, vanity, wallShelf, wardrobe } from "./draw-storage.ts";
import { coffeeTable, diningTable, nightstand, sideTable, tvStand } from "./draw-tables.ts";
import { cushion, rug, towels } from "./draw-textiles.ts";
import type { Draw } from "./svg-kit.ts";

/** A Record, so adding a kind without a drawing fails to compile. */
export const DRAWINGS: Record<FurnitureKind, Draw> = {
  sofa,
  armchair,
  chair,
  stool,
  "coffee-table": coffeeTable,
  "side-table": sideTable,
  "dining-table": diningTable,
  nightstand,
  "tv-stand": tvStand,
  bookshelf,
  wardrobe,
  dresser,
  cabinet,
  vanity,
  "wall-shelf": wallShelf,
  bed,
  "floor-lamp": floorLamp,
  "table-lamp": tableLamp,
  "pendant-lamp": pendantLamp,
  rug,
  cushion,
  towels,
  mirror,
  bathtub,
  "towel-rack": towelRack,
  "laundry-basket": laundryBasket,
  pot,
  kettle,
  "knife-block": knifeBlock,
  dishes,
};
