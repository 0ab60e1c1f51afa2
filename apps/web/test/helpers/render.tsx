import type { Cart, Me, Wishlist } from "@hogar/shared";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared/delivery";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Outlet, Route, Routes, useLocation, useNavigate } from "react-router";
import { NoticeModal } from "../../src/components/ui/notice/notice-modal.tsx";
import { cartQueryKey } from "../../src/features/cart/api/get-cart.ts";
import { wishlistQueryKey } from "../../src/features/wishlist/api/get-wishlist.ts";
import type { ShopSettings } from "../../src/lib/shop-settings.ts";
import { shopSettingsQueryOptions } from "../../src/lib/shop-settings-query.ts";

export const TEST_SHOP_SETTINGS: ShopSettings = {
  shopName: "Hogar",
  shipping: DEFAULT_SHIPPING_RULE,
  timeZone: "America/Mexico_City",
  ivaRateBp: 1600,
  payments: {
    msiPlans: [
      { months: 3, minCents: 300_000 },
      { months: 6, minCents: 600_000 },
      { months: 12, minCents: 1_200_000 },
    ],
    oxxo: { minCents: 1_000, maxCents: 1_000_000 },
    payLaterHours: 72,
    sandboxControls: true,
  },
  seller: {
    legalName: "Hogar Pruebas, S.A. de C.V.",
    rfc: "HPR200101AB1",
    address: "Calle Prueba 1, Col. Centro, Cuauhtémoc, 06000 Ciudad de México, CDMX",
    phone: "55 0000 0000",
    email: "hola@hogar.test",
  },
};

/** A query client as the tests want one: no retries, nothing refetched unasked, the shop's settings loaded. */
function testQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(shopSettingsQueryOptions.queryKey, TEST_SHOP_SETTINGS);
  return queryClient;
}

/**
 * Renders `ui` as a signed-in page would, with the notice the shopper reads, the cart and wishlist
 * already loaded (as the header loads them) and no automatic retries. Returns the query client, to
 * read what the page will show next.
 */
export function renderShop(ui: ReactNode, loaded: { cart?: Cart; wishlist?: Wishlist } = {}): QueryClient {
  const queryClient = testQueryClient();
  if (loaded.cart) queryClient.setQueryData(cartQueryKey, loaded.cart);
  if (loaded.wishlist) queryClient.setQueryData(wishlistQueryKey, loaded.wishlist);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {ui}
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

export const TEST_ADMIN: Me = {
  id: "a",
  name: "Staff",
  email: "admin@example.com",
  emailVerified: true,
  image: null,
  role: "ADMIN",
  phone: null,
  locale: null,
};

/** Where the page is now (read with `address()`), and the browser's Back. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** The address the page shows now. */
export const address = () => screen.getByRole("status", { name: "Address" }).textContent ?? "";

/**
 * `page` at `path` (matched by `routePath`) inside the signed-in frame's outlet, as `me` (an admin
 * unless said), with the notice and the address bar. Returns the query client.
 */
export function renderSignedInAt(
  path: string,
  routePath: string,
  page: ReactNode,
  me: Me = TEST_ADMIN,
): QueryClient {
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={me} />}>
            <Route path={routePath} element={page} />
          </Route>
        </Routes>
        <Where />
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}
