import { m } from "@hogar/shared/messages";
import { formatMoney, formatNumber } from "@hogar/shared/money";
import { Link } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useAdminSummary } from "../api/get-summary.ts";
import { LoadFailed } from "./load-failed.tsx";
import { panelClass } from "./styles.ts";

/** A count of orders waiting for staff, with the way to them. */
function WaitingPanel({
  id,
  title,
  count,
  link,
  to,
}: {
  id: string;
  title: string;
  count: string;
  link: string;
  to: string;
}) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="text-muted">
        {title}
      </h2>
      <p className="mt-1 text-3xl font-semibold">{count}</p>
      <Link to={to} className={`mt-3 inline-block ${linkClass}`}>
        {link}
      </Link>
    </section>
  );
}

/**
 * The day's figures: orders waiting to ship (paid), returns waiting for an answer, and today's sales
 * (docs/product.md 75).
 */
function Figures() {
  const summary = useAdminSummary();
  if (summary.isPending) return <DotWaveLoader label={m.back_office_home_loading()} />;
  if (summary.isError)
    return <LoadFailed message={m.back_office_home_failed()} retry={() => void summary.refetch()} />;
  const { waitingToShip, returnsToReview, salesToday, ordersToday } = summary.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <WaitingPanel
        id="waiting-heading"
        title={m.back_office_home_waiting()}
        count={m.back_office_home_waiting_count({ count: waitingToShip, shown: formatNumber(waitingToShip) })}
        link={m.back_office_home_waiting_link()}
        to="/admin/orders?status=paid"
      />
      <WaitingPanel
        id="returns-heading"
        title={m.back_office_home_returns()}
        count={m.back_office_home_returns_count({
          count: returnsToReview,
          shown: formatNumber(returnsToReview),
        })}
        link={m.back_office_home_returns_link()}
        to="/admin/orders?status=return_requested"
      />
      <section aria-labelledby="sales-heading" className={panelClass}>
        <h2 id="sales-heading" className="text-muted">
          {m.back_office_home_sales()}
        </h2>
        <p className="mt-1 text-3xl font-semibold">{formatMoney(salesToday)}</p>
        <p className="mt-3">
          {m.back_office_home_sales_from({ count: ordersToday, shown: formatNumber(ordersToday) })}
        </p>
      </section>
    </div>
  );
}

/** The back office's tables, each with what it is for. */
const TABLES = [
  { to: "/admin/orders", title: m.back_office_home_orders, hint: m.back_office_home_orders_hint },
  { to: "/admin/products", title: m.back_office_home_products, hint: m.back_office_home_products_hint },
  { to: "/admin/promotions", title: m.promotions_admin_link, hint: m.promotions_admin_intro },
  { to: "/admin/reviews", title: m.reviews_admin_home_link, hint: m.reviews_admin_home_hint },
];

/** /admin: the day at a glance and the way to the tables. */
export function AdminHome() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">{m.back_office_home_heading()}</h1>
      <Figures />
      <nav aria-label={m.back_office_home_nav()} className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          {TABLES.map(({ to, title, hint }) => (
            <li key={to}>
              <Link to={to} className={`block ${panelClass} text-lg font-semibold hover:ring-primary`}>
                {title()}
                <span className="mt-1 block text-base font-normal text-muted">{hint()}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
