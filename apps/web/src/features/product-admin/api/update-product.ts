import type { AdminProduct, ProductImage } from "@hogar/shared";
import { PRODUCT_FACTS_FIELDS, type ProductFactsInput } from "@hogar/shared/product-facts-rules";
import type { ProductFormInput } from "@hogar/shared/product-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";
import type { VariantsPayload } from "../components/variant-rows.ts";

/** A picture the product has now; its id is what `keep` names. */
export interface CurrentPicture extends ProductImage {
  id: string;
  /** The variant it shows (issue 19); none: it shows the product. */
  variantId?: string | null;
}

/** A picture kept by the edit form, with its number in the form's list ("Photo 3"), removed ones counted. */
export interface NumberedPicture extends CurrentPicture {
  place: number;
}

export interface ProductChange {
  id: string;
  input: ProductFormInput & ProductFactsInput;
  /** Ids of the current pictures to keep, in the order to show them (cover first). */
  keep: string[];
  /** New uploads; they follow the kept pictures, then the web addresses' pictures. */
  files: File[];
  /**
   * The stock the form loaded: the server writes the new stock only while it still is this, so units
   * sold, cancelled or returned meanwhile are not overwritten (409 otherwise; docs/product.md 26).
   */
  stockWas: number;
  /** Its option names and variants as they are to be (issue 19); absent: they stay as they are. */
  variants?: VariantsPayload;
}

/**
 * PUT /api/admin/products/:id as multipart (docs/product.md 77): the add form's fields, plus `keep`,
 * one picture id a line, `stockWas`, and `optionNames` and `variants` as JSON (each saved variant with
 * the stock it loaded). The server answers with the product as it is now.
 */
export function updateProduct({
  id,
  input,
  keep,
  files,
  stockWas,
  variants,
}: ProductChange): Promise<AdminProduct> {
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
  body.set("keep", keep.join("\n"));
  body.set("stockWas", String(stockWas));
  for (const file of files) body.append("files", file, file.name);
  return apiFetch<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, { method: "PUT", body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
