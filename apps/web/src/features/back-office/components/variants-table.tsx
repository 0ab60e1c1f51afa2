import type { AdminVariant } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { variantLabel } from "@hogar/shared/variant-choices";
import { DataTable } from "./data-table.tsx";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass, readableColumn } from "./styles.ts";

/**
 * A product's variants in the back office (docs/product.md 109): each one's values, SKU, price, stock and whether
 * it is on sale or archived (archived ones stay for the orders that name them).
 */
export function VariantsTable({ variants }: { variants: readonly AdminVariant[] }) {
  return (
    <SidewaysBox label={m.variants_table_caption()} className="rounded-xl bg-surface p-4 shadow-sm">
      <DataTable
        caption={m.variants_table_caption()}
        columns={[
          { label: m.variants_col_variant() },
          { label: m.variants_col_sku() },
          { label: m.variants_col_price(), numeric: true },
          { label: m.variants_col_stock(), numeric: true },
          { label: m.variants_col_status() },
        ]}
      >
        {variants.length === 0 ? (
          <tr>
            <td colSpan={5} className={`${cellClass} text-muted`}>
              {m.variants_none()}
            </td>
          </tr>
        ) : (
          variants.map((variant) => (
            <tr key={variant.id} className={variant.archived ? "text-muted" : undefined}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {/* Readable widths, whole SKUs: on a phone the table scrolls sideways instead. */}
                <span className={readableColumn("min-w-40")}>{variantLabel(variant.options)}</span>
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>{variant.sku}</td>
              <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>
                {formatMoney(variant.price)}
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{variant.stock}</td>
              <td className={cellClass}>
                {variant.archived ? m.variants_status_archived() : m.variants_status_on_sale()}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </SidewaysBox>
  );
}
