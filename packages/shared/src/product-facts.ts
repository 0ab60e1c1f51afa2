// Facts about a product a buyer of furniture asks for (issue 19), as the API says them. The closed
// lists of colours and materials live in product-facts-lists.ts, without zod, for the browser.

import { COLOURS, MATERIALS } from "./product-facts-lists.ts";
import { z } from "./zod.ts";

export {
  COLOUR_LABELS,
  COLOURS,
  type Colour,
  MATERIAL_LABELS,
  MATERIALS,
  type Material,
} from "./product-facts-lists.ts";

/** What the API says of a product's facts; null where a product added before them lacks one. */
export const productFactsSchema = z.object({
  widthCm: z.number().int().nullable(),
  depthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  materials: z.array(z.enum(MATERIALS)),
  colour: z.enum(COLOURS).nullable(),
  assemblyRequired: z.boolean(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;
