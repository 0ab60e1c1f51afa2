import type { Product } from "@hogar/shared";
import { PRODUCT_FACTS_FIELDS, type ProductFactsInput } from "@hogar/shared/product-facts-rules";
import type { ProductFormInput } from "@hogar/shared/product-rules";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { useMutationOneAtATime } from "../../../lib/one-at-a-time.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import type { VariantsPayload } from "../components/variant-rows.ts";

export interface NewProduct {
  input: ProductFormInput & ProductFactsInput;
  files: File[];
  /** Its option names and variants, when it is sold in variants. */
  variants?: VariantsPayload;
}

/**
 * POST /api/products as multipart: the form's text fields, up to five `files`, and `optionNames` and
 * `variants` as JSON (admins only).
 */
export function createProduct({ input, files, variants }: NewProduct): Promise<Product> {
  const body = new FormData();
  body.set("name", input.name.trim());
  body.set("category", input.category);
  body.set("images", input.images.trim());
  body.set("stock", input.stock.trim());
  body.set("price", input.price.trim());
  body.set("description", input.description.trim());
  for (const field of PRODUCT_FACTS_FIELDS) body.set(field, input[field].trim());
  // Options and variants (issue 19) go only when the product has or gets some.
  if (variants) {
    body.set("optionNames", JSON.stringify(variants.optionNames));
    body.set("variants", JSON.stringify(variants.variants));
  }
  for (const file of files) body.append("files", file, file.name);
  return apiFetch<Product>("/api/products", { method: "POST", body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  // A double press adds one product, not two.
  return useMutationOneAtATime({
    mutationKey: ["product-admin", "create"],
    mutationFn: createProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
