import { type ComponentType, lazy, type ReactNode } from "react";
import {
  matchRoutes,
  Outlet,
  type RouteObject,
  useLocation,
  useOutletContext,
  useRoutes,
} from "react-router";
import { LinkNotice } from "../features/auth/components/use-link-notice.ts";
import { useLocale } from "../lib/locale.ts";
import { usePreloadOnIntent } from "../lib/use-preload-on-intent.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { SignedOutOnly } from "./layout/signed-out-only.tsx";
import { FramedRouteError, RouteError, RouteErrorBoundary, type RouteErrorProps } from "./route-error.tsx";
import { Component as Landing } from "./routes/landing.tsx";

type RouteModule = { Component: ComponentType };

function Boundary({ fallback, children }: { fallback: ComponentType<RouteErrorProps>; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The page, and the notice its `?notice=` names (a verification link's landing). */
function RouteWithLinkNotice() {
  return (
    <>
      <LinkNotice />
      {/* The frame's context (the shopper) goes on to the page. */}
      <Outlet context={useOutletContext()} />
    </>
  );
}

// Declarative routes (useRoutes), not the data router: its loaders and actions are unused here, and
// leaving them out keeps about 17 kB of gzip JavaScript out of every first load. Routes name a
// `Component`, not a ready `element`: each render of AppRoutes then renders every screen again, which
// is how a change of language reaches the whole app in place, keeping what the shopper typed.
const preloads = new Map<RouteObject, () => void>();

/**
 * A route whose component is its own chunk (route modules export `Component`). A chunk that does not
 * arrive throws while rendering, so `fallback` shows "This page could not be loaded." with Retry.
 */
function lazyRoute(
  importer: () => Promise<RouteModule>,
  fallback: ComponentType<RouteErrorProps>,
  route: RouteObject = {},
): RouteObject {
  let loading: Promise<RouteModule> | undefined;
  const load = () => {
    loading ??= importer();
    return loading;
  };
  const Screen = lazy(async () => ({ default: (await load()).Component }));
  const object = {
    ...route,
    Component: () => (
      <Boundary fallback={fallback}>
        <Screen />
      </Boundary>
    ),
  } as RouteObject;
  preloads.set(object, () => void load().catch(() => {}));
  return object;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      // The landing page checks the session without TanStack Query, so its first load stays small,
      // and is part of the first chunk (about 1 kB): it shows without waiting for one more download.
      {
        Component: SignedOutOnly,
        children: [
          {
            index: true,
            Component: () => (
              <Boundary fallback={RouteError}>
                <Landing />
              </Boundary>
            ),
          },
        ],
      },
      lazyRoute(() => import("./layout/with-queries.tsx"), RouteError, {
        children: [
          lazyRoute(() => import("./layout/public-only.tsx"), RouteError, {
            children: [
              lazyRoute(() => import("./routes/login.tsx"), RouteError, { path: "login" }),
              lazyRoute(() => import("./routes/signup.tsx"), RouteError, { path: "signup" }),
            ],
          }),
          // The e-mail change link may be opened signed in or out, on any device (docs/product.md 60).
          lazyRoute(() => import("./routes/confirm-email-change.tsx"), RouteError, {
            path: "confirm-email-change",
          }),
          // Password recovery works signed in or out, on any device (docs/product.md 1, 63-64).
          lazyRoute(() => import("./routes/forgot-password.tsx"), RouteError, { path: "forgot-password" }),
          lazyRoute(() => import("./routes/reset-password.tsx"), RouteError, { path: "reset-password" }),
          // The seller's pages are for everyone, signed in or out (docs/product.md 84).
          lazyRoute(() => import("./routes/legal-frame.tsx"), RouteError, {
            children: [
              lazyRoute(() => import("./routes/legal-terms.tsx"), FramedRouteError, { path: "legal/terms" }),
              lazyRoute(() => import("./routes/legal-returns.tsx"), FramedRouteError, {
                path: "legal/returns",
              }),
              lazyRoute(() => import("./routes/legal-privacy.tsx"), FramedRouteError, {
                path: "legal/privacy",
              }),
            ],
          }),
          // The header, menus and frame are not needed on the public pages.
          lazyRoute(() => import("./layout/require-auth.tsx"), RouteError, {
            children: [
              lazyRoute(() => import("./routes/feed.tsx"), FramedRouteError, { path: "feed" }),
              lazyRoute(() => import("./routes/search-products.tsx"), FramedRouteError, {
                path: "search-products",
              }),
              lazyRoute(() => import("./routes/product-details.tsx"), FramedRouteError, {
                path: "product-details/:id",
              }),
              // Static segments outrank the dynamic ":id", so /buy-cart and /account/... never reach it.
              lazyRoute(() => import("./routes/buy-product.tsx"), FramedRouteError, {
                path: ":id/buy-product",
              }),
              lazyRoute(() => import("./routes/buy-cart.tsx"), FramedRouteError, { path: "buy-cart" }),
              lazyRoute(() => import("./routes/add-product.tsx"), FramedRouteError, { path: "add-product" }),
              // The back office: its pages tell anyone but an admin they are not theirs (docs/product.md 75).
              {
                path: "admin",
                children: [
                  lazyRoute(() => import("./routes/admin/admin-home.tsx"), FramedRouteError, { index: true }),
                  lazyRoute(() => import("./routes/admin/admin-orders.tsx"), FramedRouteError, {
                    path: "orders",
                  }),
                  lazyRoute(() => import("./routes/admin/admin-order.tsx"), FramedRouteError, {
                    path: "orders/:id",
                  }),
                  lazyRoute(() => import("./routes/admin/admin-products.tsx"), FramedRouteError, {
                    path: "products",
                  }),
                  lazyRoute(() => import("./routes/admin/admin-product.tsx"), FramedRouteError, {
                    path: "products/:id",
                  }),
                  lazyRoute(() => import("./routes/admin/admin-reviews.tsx"), FramedRouteError, {
                    path: "reviews",
                  }),
                  lazyRoute(() => import("./routes/admin/admin-promotions.tsx"), FramedRouteError, {
                    path: "promotions",
                  }),
                ],
              },
              {
                path: "account",
                children: [
                  lazyRoute(() => import("./routes/account.tsx"), FramedRouteError, { index: true }),
                  lazyRoute(() => import("./routes/history.tsx"), FramedRouteError, {
                    path: "history",
                  }),
                  lazyRoute(() => import("./routes/orders.tsx"), FramedRouteError, {
                    path: "orders",
                  }),
                  lazyRoute(() => import("./routes/order-details.tsx"), FramedRouteError, {
                    path: "orders/:id",
                  }),
                  lazyRoute(() => import("./routes/shopping-cart.tsx"), FramedRouteError, {
                    path: "shopping-cart",
                  }),
                  lazyRoute(() => import("./routes/my-wishlist.tsx"), FramedRouteError, {
                    path: "my-wishlist",
                  }),
                  // A verification link lands here with ?notice=... (docs/product.md 65).
                  {
                    Component: RouteWithLinkNotice,
                    children: [
                      lazyRoute(() => import("./routes/my-data.tsx"), FramedRouteError, {
                        path: "my-data",
                      }),
                    ],
                  },
                  {
                    path: "my-addresses",
                    children: [
                      lazyRoute(() => import("./routes/my-addresses.tsx"), FramedRouteError, { index: true }),
                      lazyRoute(() => import("./routes/add-address.tsx"), FramedRouteError, {
                        path: "add-address",
                      }),
                      lazyRoute(() => import("./routes/edit-address.tsx"), FramedRouteError, {
                        path: ":id/edit",
                      }),
                    ],
                  },
                  // Where CFDI invoices get the receiver's data (docs/product.md 89).
                  lazyRoute(() => import("./routes/fiscal-data.tsx"), FramedRouteError, {
                    path: "fiscal-data",
                  }),
                  lazyRoute(() => import("./routes/my-cards.tsx"), FramedRouteError, {
                    path: "my-cards",
                  }),
                  lazyRoute(() => import("./routes/add-card.tsx"), FramedRouteError, {
                    path: "add-card",
                  }),
                ],
              },
            ],
          }),
        ],
      }),
      // Unknown paths say so to everyone, signed in or not (docs/product.md 1).
      lazyRoute(() => import("./routes/not-found.tsx"), RouteError, { path: "*" }),
    ],
  },
];

/** Starts downloading every chunk an address needs (layouts and page) at once, not each after its parent. */
function preloadPage(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) preloads.get(match.route)?.();
}

export function AppRoutes() {
  const location = useLocation();
  // A new language renders every screen again (docs/product.md 80); the query cache stays.
  useLocale();
  preloadPage(location.pathname);
  // And the pages a link is about to open.
  usePreloadOnIntent(preloadPage);
  return useRoutes(routes);
}
