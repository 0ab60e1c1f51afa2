import type { AdminProductRow } from "@hogar/shared";
import { CATEGORY_TITLES } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney, formatNumber } from "@hogar/shared/money";
import { Link } from "react-router";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { DataTable } from "./data-table.tsx";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass } from "./styles.ts";

/** Why a low row is marked: none left, a variant sold out while the others sell on, or few left. */
function stockBadge(row: AdminProductRow): string {
  if (row.stock === 0) return m.common_out_of_stock();
  const soldOut = row.soldOutVariants;
  if (soldOut > 0)
    return m.back_office_products_variants_sold_out({ count: soldOut, shown: formatNumber(soldOut) });
  return m.back_office_products_low();
}

/** The products table: each row's name links to the product's page in the back office. */
export function ProductsTable({ rows, caption }: { rows: AdminProductRow[]; caption: string }) {
  return (
    <SidewaysBox className="rounded-xl bg-surface p-4 shadow-sm">
      <DataTable
        caption={caption}
        columns={[
          { label: m.back_office_products_column_name() },
          { label: m.back_office_products_column_price(), numeric: true },
          { label: m.back_office_products_column_stock(), numeric: true },
          { label: m.back_office_products_column_room() },
          { label: m.back_office_products_column_status() },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClass} font-medium`}>
              <Link to={`/admin/products/${row.id}`} className={linkClass}>
                {row.name}
              </Link>
            </th>
            <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(row.price)}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>
              {row.stock}
              {row.lowStock && (
                <span className="ml-2 rounded-full bg-danger/15 px-2 py-0.5 text-sm font-semibold text-danger-fg">
                  {stockBadge(row)}
                </span>
              )}
            </td>
            <td className={cellClass}>{CATEGORY_TITLES[row.category]()}</td>
            <td className={cellClass}>
              {row.archived ? m.back_office_products_archived() : m.back_office_products_active()}
            </td>
          </tr>
        ))}
      </DataTable>
    </SidewaysBox>
  );
}
