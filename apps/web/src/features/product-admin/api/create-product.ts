import type { Product } from "@hogar/shared";
import { PRODUCT_FACTS_FIELDS, type ProductFactsInput } from "@hogar/shared/product-facts-rules";
import type { ProductFormInput } from "@hogar/shared/product-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { invalidateProductQueries } from "../../../lib/product-queries.ts";

export interface NewProduct {
  input: ProductFormInput & ProductFactsInput;
  files: File[];
}

/** POST /api/products as multipart: the form's text fields and up to five `files` (admins only). */
export function createProduct({ input, files }: NewProduct): Promise<Product> {
  const body = new FormData();
  body.set("name", input.name.trim());
  body.set("category", input.category);
  body.set("images", input.images.trim());
  body.set("stock", input.stock.trim());
  body.set("price", input.price.trim());
  body.set("description", input.description.trim());
  for (const field of PRODUCT_FACTS_FIELDS) body.set(field, input[field].trim());
  for (const file of files) body.append("files", file, file.name);
  return apiFetch<Product>("/api/products", { method: "POST", body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
