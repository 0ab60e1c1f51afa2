import type { AdminOrderRow } from "@hogar/shared";
import { formatMoney } from "@hogar/shared/money";
import { orderNumber } from "@hogar/shared/order-rules";
import { Link } from "react-router";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { formatDay } from "./format.ts";
import { captionClass, cellClass, headCellClass, tableClass } from "./styles.ts";

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
    <div className="overflow-x-auto rounded-xl bg-surface p-4 shadow-sm">
      <table className={tableClass}>
        <caption className={captionClass}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              Order
            </th>
            <th scope="col" className={headCellClass}>
              Date
            </th>
            <th scope="col" className={headCellClass}>
              Shopper
            </th>
            <th scope="col" className={`${headCellClass} text-right`}>
              Items
            </th>
            <th scope="col" className={`${headCellClass} text-right`}>
              Total
            </th>
            <th scope="col" className={headCellClass}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} font-medium`}>
                <Link to={`/admin/orders/${row.id}`} className={linkClass}>
                  {orderNumber(row)}
                </Link>
              </th>
              <td className={cellClass}>{formatDay(row.createdAt, timeZone)}</td>
              <td className={`${cellClass} break-all`}>
                {row.shopperEmail ?? <span className="text-muted">Account deleted</span>}
              </td>
              <td className={`${cellClass} text-right`}>{row.items}</td>
              <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(row.total)}</td>
              <td className={cellClass}>
                <OrderStatusBadge status={row.status} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
