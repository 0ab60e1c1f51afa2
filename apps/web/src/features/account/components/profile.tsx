import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { Link } from "react-router";

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

const sections = [
  { title: m.account_my_data, to: "/account/my-data", text: m.account_my_data_text },
  { title: m.account_my_orders, to: "/account/orders", text: m.account_my_orders_text },
  { title: m.account_my_addresses, to: "/account/my-addresses", text: m.account_my_addresses_text },
  { title: m.account_my_wishlist, to: "/account/my-wishlist", text: m.account_my_wishlist_text },
  { title: m.account_my_cards, to: "/account/my-cards", text: m.account_my_cards_text },
  { title: m.invoicing_fiscal_data_title, to: "/account/fiscal-data", text: m.invoicing_fiscal_data_text },
] as const;

/** /account: the photo (or initials), the name and the account's sections. */
export function Profile({ me }: { me: Me }) {
  // Only a photo the shop serves itself: the Content-Security-Policy blocks outside images (a social
  // provider's photo URL), which would show as a broken picture, so those fall back to initials.
  const photo = me.image && /^\/(?!\/)/.test(me.image) ? me.image : null;
  return (
    <>
      <h1 className="text-2xl font-semibold">{m.account_my_profile()}</h1>
      <div className="mt-6 flex items-center gap-4">
        {photo ? (
          // The name is printed beside it, so the photo adds nothing for a screen reader.
          <img src={photo} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-primary text-2xl font-semibold text-white"
          >
            {initials(me.name)}
          </span>
        )}
        <p className="text-lg font-medium">{me.name}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl bg-surface p-5 shadow-sm ring-1 ring-black/5 hover:ring-primary dark:ring-white/10"
            >
              <h2 className="text-lg font-semibold text-fg">{section.title()}</h2>
              <p className="mt-1 text-muted">{section.text()}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
