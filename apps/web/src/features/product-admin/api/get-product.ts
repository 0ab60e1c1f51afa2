import type { AdminProduct } from "@hogar/shared";
import { apiFetch } from "../../../lib/api-client.ts";

/**
 * GET /api/admin/products/:id: the product the edit form changes, as the server has it now; read
 * again after a 409 says its stock moved (docs/product.md 26).
 */
export function getProduct(id: string): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`);
}
