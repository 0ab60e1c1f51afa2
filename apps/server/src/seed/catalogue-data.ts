import { BATHROOM } from "./catalogue-bathroom.ts";
import { BEDROOM } from "./catalogue-bedroom.ts";
import { KITCHEN } from "./catalogue-kitchen.ts";
import { LIVING_ROOM } from "./catalogue-living-room.ts";
import type { SeedProduct } from "./seed-product.ts";

export type { SeedProduct } from "./seed-product.ts";

/** The hand-written catalogue a new shop opens with; one file per room keeps each list readable. */
export const CATALOGUE: SeedProduct[] = [...LIVING_ROOM, ...BEDROOM, ...BATHROOM, ...KITCHEN];
