import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

export const globalExportUrl = (month: string) =>
  `/api/admin/invoices/global-export?month=${encodeURIComponent(month)}`;

/**
 * GET /api/admin/invoices/global-export?month=YYYY-MM (docs/product.md 94): the CSV, saved under the
 * server's name; a refusal (signed out, not staff, a bad month) fails the mutation with its message
 * instead of being saved as the file.
 */
export function useGlobalExportDownload() {
  return useMutation({
    mutationFn: async (month: string) => {
      const { blob, filename } = await apiFetchFile(globalExportUrl(month));
      saveFile(blob, filename ?? `factura-global-${month}.csv`);
    },
  });
}
