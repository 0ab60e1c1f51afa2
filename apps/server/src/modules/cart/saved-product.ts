import type { ProductRow } from "../catalog/catalog.repository.ts";

export type { UnavailableReason } from "@hogar/shared/cart-rules";
// Written once for the server and the web app's optimistic cart.
export { unavailableReason } from "@hogar/shared/cart-rules";

export interface SavedProductRow extends ProductRow {
  archived: boolean;
}
