import type { Cart, Wishlist } from "@hogar/shared";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared/delivery";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { NoticeModal } from "../../src/components/ui/notice/notice-modal.tsx";
import { cartQueryKey } from "../../src/features/cart/api/get-cart.ts";
import { wishlistQueryKey } from "../../src/features/wishlist/api/get-wishlist.ts";
import { type ShopSettings, shopSettingsQueryOptions } from "../../src/lib/shop-settings.ts";

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

/**
 * Renders `ui` as a signed-in page would, with the notice the shopper reads, the cart and wishlist
 * already loaded (as the header loads them) and no automatic retries. Returns the query client, to
 * read what the page will show next.
 */
export function renderShop(ui: ReactNode, loaded: { cart?: Cart; wishlist?: Wishlist } = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(shopSettingsQueryOptions.queryKey, TEST_SHOP_SETTINGS);
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
