import type { ComponentType } from "react";
import { createBrowserRouter } from "react-router";
import { PageLoader } from "../components/ui/dot-wave-loader.tsx";
import type { CrumbHandle } from "./layout/app-frame.tsx";
import { PublicOnly } from "./layout/public-only.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { FramedRouteError, RouteError } from "./route-error.tsx";

type RouteModule = { Component: ComponentType };

/**
 * Each screen is its own chunk (route modules export `Component`). React Router renders nothing below a
 * route whose `lazy` rejected (a blank page), so a failed download resolves instead, to a component that
 * rethrows the error while rendering: the route's ErrorBoundary, set here and not in the chunk, then
 * shows "This page could not be loaded." with Retry.
 */
function load(importer: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return async () => {
    try {
      return await importer();
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicOnly,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: load(() => import("./routes/landing.tsx")), ErrorBoundary: RouteError },
          { path: "login", lazy: load(() => import("./routes/login.tsx")), ErrorBoundary: RouteError },
          { path: "signup", lazy: load(() => import("./routes/signup.tsx")), ErrorBoundary: RouteError },
        ],
      },
      {
        // Lazy too: the header, menus and frame are not needed on the landing page.
        lazy: load(() => import("./layout/require-auth.tsx")),
        ErrorBoundary: RouteError,
        children: [
          { path: "feed", lazy: load(() => import("./routes/feed.tsx")), ErrorBoundary: FramedRouteError },
          {
            path: "search-products",
            lazy: load(() => import("./routes/search-products.tsx")),
            ErrorBoundary: FramedRouteError,
          },
          {
            path: "product-details/:id",
            lazy: load(() => import("./routes/product-details.tsx")),
            ErrorBoundary: FramedRouteError,
          },
          // Static segments outrank the dynamic ":id", so /buy-cart and /account/... never reach it.
          {
            path: ":id/buy-product",
            lazy: load(() => import("./routes/buy-product.tsx")),
            ErrorBoundary: FramedRouteError,
          },
          {
            path: "buy-cart",
            lazy: load(() => import("./routes/buy-cart.tsx")),
            ErrorBoundary: FramedRouteError,
          },
          {
            path: "add-product",
            lazy: load(() => import("./routes/add-product.tsx")),
            ErrorBoundary: FramedRouteError,
          },
          {
            path: "account",
            handle: { crumb: "My account" } satisfies CrumbHandle,
            children: [
              {
                index: true,
                lazy: load(() => import("./routes/account.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "history",
                handle: { crumb: "History" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/history.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "orders",
                handle: { crumb: "Orders" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/orders.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "shopping-cart",
                handle: { crumb: "Shopping Cart" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/shopping-cart.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "my-wishlist",
                handle: { crumb: "My wishlist" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/my-wishlist.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "my-data",
                handle: { crumb: "My data" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/my-data.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "my-addresses",
                handle: { crumb: "My addresses" } satisfies CrumbHandle,
                children: [
                  {
                    index: true,
                    lazy: load(() => import("./routes/my-addresses.tsx")),
                    ErrorBoundary: FramedRouteError,
                  },
                  {
                    path: "add-address",
                    handle: { crumb: "Add address" } satisfies CrumbHandle,
                    lazy: load(() => import("./routes/add-address.tsx")),
                    ErrorBoundary: FramedRouteError,
                  },
                ],
              },
              {
                path: "my-cards",
                handle: { crumb: "My cards" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/my-cards.tsx")),
                ErrorBoundary: FramedRouteError,
              },
              {
                path: "add-card",
                handle: { crumb: "Add card" } satisfies CrumbHandle,
                lazy: load(() => import("./routes/add-card.tsx")),
                ErrorBoundary: FramedRouteError,
              },
            ],
          },
        ],
      },
      // Unknown paths say so to everyone, signed in or not (spec section 2).
      { path: "*", lazy: load(() => import("./routes/not-found.tsx")), ErrorBoundary: RouteError },
    ],
  },
]);
