import type { Me } from "@hogar/shared";
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
  { title: "My Data", to: "/account/my-data", text: "Your e-mail, name and phone number" },
  { title: "My Orders", to: "/account/orders", text: "What you bought and when it arrives" },
  { title: "My Addresses", to: "/account/my-addresses", text: "Where we send your purchases" },
  { title: "My Wishlist", to: "/account/my-wishlist", text: "The products you saved for later" },
  { title: "My Cards", to: "/account/my-cards", text: "The cards you pay with" },
] as const;

/** /account: the photo (or initials), the name and the five account sections. */
export function Profile({ me }: { me: Me }) {
  // Only a photo the shop serves itself: the Content-Security-Policy blocks outside images (a social
  // provider's photo URL), which would show as a broken picture, so those fall back to initials.
  const photo = me.image && /^\/(?!\/)/.test(me.image) ? me.image : null;
  return (
    <>
      <h1 className="text-2xl font-semibold">My Profile</h1>
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
              <h2 className="text-lg font-semibold text-fg">{section.title}</h2>
              <p className="mt-1 text-muted">{section.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
