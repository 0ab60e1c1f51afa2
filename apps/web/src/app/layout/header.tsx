import type { Me } from "@hogar/shared";
import { LOCALES } from "@hogar/shared/locale";
import { m } from "@hogar/shared/messages";
import { useRef } from "react";
import { Link } from "react-router";
import { ChevronDownIcon, MenuIcon, PinIcon, UserIcon } from "../../components/ui/icons.tsx";
import { LANGUAGE_NAMES } from "../../components/ui/language-switch.tsx";
import { Menu, type MenuEntry } from "../../components/ui/menu.tsx";
import { useCurrentAddress } from "../../features/addresses/api/get-addresses.ts";
import { useSignOut } from "../../features/auth/api/sign-out.ts";
import { CartDropdown } from "../../features/cart/components/cart-dropdown.tsx";
import { CartPageLink } from "../../features/cart/components/cart-page-link.tsx";
import { SearchCombobox } from "../../features/search/components/search-combobox.tsx";
import { pickLocale, useLocale } from "../../lib/locale.ts";
import { themeToggleLabel, useTheme } from "../../lib/theme.ts";
import { useHeaderHidden } from "./use-header-visibility.ts";

const WISHLIST_PATH = "/account/my-wishlist";

function useAccountEntries(me: Me): MenuEntry[] {
  const { theme, toggle } = useTheme();
  const locale = useLocale();
  const signOut = useSignOut();
  return [
    { kind: "link", label: m.common_my_account(), to: "/account" },
    { kind: "link", label: m.common_wishlist(), to: WISHLIST_PATH },
    { kind: "link", label: m.common_orders(), to: "/account/orders" },
    { kind: "link", label: m.common_history(), to: "/account/history" },
    // docs/product.md 36 and 75: adding products and the back office are for admins only, so others
    // do not see the entries.
    ...(me.role === "ADMIN"
      ? [
          { kind: "link" as const, label: m.common_add_product(), to: "/add-product" },
          { kind: "link" as const, label: m.common_back_office(), to: "/admin" },
        ]
      : []),
    { kind: "action", label: themeToggleLabel(theme), onSelect: toggle },
    // The language pick (docs/product.md 80), each language named in itself, in a group named
    // "Language" so its radios do not read as loose entries of the menu.
    ...LOCALES.map(
      (option): MenuEntry => ({
        kind: "radio",
        label: LANGUAGE_NAMES[option](),
        lang: option,
        group: m.common_language(),
        checked: option === locale,
        onSelect: () => pickLocale(option),
      }),
    ),
    { kind: "action", label: m.common_log_out(), onSelect: () => signOut.mutate() },
  ];
}

/** The delivery address block: "Send to {name}" for the chosen address, else "Add direction...". */
function AddressBlock() {
  const current = useCurrentAddress();
  return (
    <Link
      to="/account/my-addresses"
      className="hidden shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-muted hover:text-fg md:flex"
    >
      <PinIcon />
      {current.isPending ? (
        // Not known yet: nothing misleading on screen, still a named link.
        <span className="text-sm">{m.common_my_addresses()}</span>
      ) : (
        <span className="max-w-48 truncate text-sm">
          {current.data ? m.common_send_to({ name: current.data.fullName }) : m.common_add_direction()}
        </span>
      )}
    </Link>
  );
}

export function Header({ me }: { me: Me }) {
  const entries = useAccountEntries(me);
  // Small screens have no cart dropdown, so their one menu links to the cart page after Wishlist.
  const smallScreenEntries = entries.flatMap((entry): MenuEntry[] =>
    entry.kind === "link" && entry.to === WISHLIST_PATH
      ? [entry, { kind: "link", label: m.common_shopping_cart(), to: "/account/shopping-cart" }]
      : [entry],
  );
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHeaderHidden(headerRef);

  const iconButton =
    "flex items-center gap-1 rounded-full p-2 text-fg hover:bg-black/5 dark:hover:bg-white/10 aria-expanded:bg-primary/15";

  return (
    <header
      ref={headerRef}
      className={`fixed inset-x-0 top-0 z-40 bg-surface shadow-sm transition-transform duration-300 motion-reduce:transition-none ${hidden ? "-translate-y-full" : "translate-y-0"}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link
          to="/feed"
          aria-label={m.common_home_label()}
          className="shrink-0 rounded text-2xl font-semibold tracking-tight text-primary dark:text-primary-light"
        >
          Hogar
        </Link>

        <AddressBlock />

        <SearchCombobox />

        <div className="hidden items-center gap-1 md:flex">
          <CartDropdown triggerClassName={iconButton} />
          <Menu
            label={m.common_account_menu()}
            entries={entries}
            triggerClassName={iconButton}
            trigger={
              <>
                <UserIcon />
                <ChevronDownIcon />
              </>
            }
          />
        </div>
        {/* Small screens: the cart with its count stays in sight; the menu holds the rest. */}
        <div className="flex items-center md:hidden">
          <CartPageLink className={iconButton} />
          <Menu
            label={m.common_open_menu()}
            entries={smallScreenEntries}
            triggerClassName={iconButton}
            trigger={<MenuIcon />}
          />
        </div>
      </div>
    </header>
  );
}
