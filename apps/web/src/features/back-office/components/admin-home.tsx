import { formatMoney } from "@hogar/shared/money";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useAdminSummary } from "../api/get-summary.ts";
import { LoadFailed } from "./load-failed.tsx";
import { panelClass } from "./styles.ts";

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The day's figures: orders waiting to ship (paid) and today's sales (docs/product.md 75). */
function Figures() {
  const summary = useAdminSummary();
  if (summary.isPending) return <DotWaveLoader label="Loading today's figures" />;
  if (summary.isError) return <LoadFailed what="Today's figures" retry={() => void summary.refetch()} />;
  const { waitingToShip, salesToday, ordersToday } = summary.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="waiting-heading" className={panelClass}>
        <h2 id="waiting-heading" className="text-muted">
          Waiting to ship
        </h2>
        <p className="mt-1 text-3xl font-semibold">{count(waitingToShip, "order", "orders")}</p>
        <Link to="/admin/orders?status=paid" className={`mt-3 inline-block ${linkClass}`}>
          See the orders waiting to ship
        </Link>
      </section>
      <section aria-labelledby="sales-heading" className={panelClass}>
        <h2 id="sales-heading" className="text-muted">
          Today's sales
        </h2>
        <p className="mt-1 text-3xl font-semibold">{formatMoney(salesToday)}</p>
        <p className="mt-3">From {count(ordersToday, "order", "orders")} placed today.</p>
      </section>
    </div>
  );
}

/** /admin: the day at a glance and the way to the tables. */
export function AdminHome() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Back office</h1>
      <Figures />
      <nav aria-label="Back office" className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to="/admin/orders"
              className={`block ${panelClass} text-lg font-semibold hover:ring-primary`}
            >
              Orders
              <span className="mt-1 block text-base font-normal text-muted">
                Find an order, ship it, cancel it or settle a return.
              </span>
            </Link>
          </li>
          <li>
            <Link
              to="/admin/products"
              className={`block ${panelClass} text-lg font-semibold hover:ring-primary`}
            >
              Products
              <span className="mt-1 block text-base font-normal text-muted">
                Change prices, stock and pictures; archive and restore.
              </span>
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
