import type { AdminOrderRow } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import { shopDate } from "@hogar/shared/shop-dates";
import { Link } from "react-router";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { DataTable } from "./data-table.tsx";
import { SidewaysBox } from "./sideways-hint.tsx";
import { cellClass, readableColumn } from "./styles.ts";

/** How an order is paid, short for a table cell: "Card", "Card, 12 MSI", "OXXO", "SPEI" (docs/product.md 85). */
function paymentText(row: AdminOrderRow): string {
  if (row.paymentMethod === "oxxo") return m.back_office_orders_payment_oxxo();
  if (row.paymentMethod === "spei") return m.back_office_orders_payment_spei();
  return row.installments > 1
    ? m.back_office_orders_payment_card_msi({ months: row.installments })
    : m.back_office_payment_card();
}

/** The orders table: each row's number links to the order's page. */
export function OrdersTable({
  rows,
  caption,
  timeZone,
}: {
  rows: AdminOrderRow[];
  caption: string;
  timeZone: string;
}) {
  return (
    <SidewaysBox className="rounded-xl bg-surface p-4 shadow-sm">
      <DataTable
        caption={caption}
        columns={[
          { label: m.back_office_orders_column_order() },
          // Second: the column an operator scans most stays in sight on a tablet or a phone.
          { label: m.back_office_orders_column_status() },
          { label: m.back_office_orders_column_date() },
          { label: m.back_office_orders_column_shopper() },
          { label: m.back_office_orders_column_items(), numeric: true },
          { label: m.back_office_orders_column_total(), numeric: true },
          { label: m.back_office_orders_column_payment() },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClass} font-medium`}>
              <Link to={`/admin/orders/${row.id}`} className={linkClass}>
                {orderNumber(row)}
              </Link>
            </th>
            <td className={cellClass}>
              <OrderStatusBadge status={row.status} compact />
            </td>
            <td className={cellClass}>{shopDate(row.createdAt, timeZone)}</td>
            <td className={cellClass}>
              {/* Kept whole on a phone, where the table scrolls sideways: broken anywhere it read
                  "ana@e", "xampl", "e.com". */}
              <span className={readableColumn("min-w-52")}>
                {row.shopperEmail ?? (
                  <span className="text-muted">{m.back_office_orders_account_deleted()}</span>
                )}
              </span>
            </td>
            <td className={`${cellClass} text-right`}>{row.items}</td>
            <td className={`${cellClass} text-right whitespace-nowrap`}>
              {formatMoney(row.total)}
              {/* A partial return reads "Returned" too: what went back tells it apart. */}
              {row.refunded > 0 && (
                <span className="block text-sm text-muted">
                  {m.back_office_orders_refunded({ amount: formatMoney(row.refunded) })}
                </span>
              )}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{paymentText(row)}</td>
          </tr>
        ))}
      </DataTable>
    </SidewaysBox>
  );
}
