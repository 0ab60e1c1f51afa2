import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useLocation } from "react-router";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { ScrollToTop } from "../../components/ui/scroll-to-top.tsx";
import { productQueryOptions } from "../../features/catalog/api/get-product.ts";
import { crumbProductId, crumbsFor, roomListed } from "./crumbs.ts";
import { Header } from "./header.tsx";

/** The breadcrumb of this address; a product's name and room come from the page's own query. */
function useCrumbs() {
  const { pathname, search } = useLocation();
  const productId = crumbProductId(pathname);
  const product = useQuery({ ...productQueryOptions(productId ?? ""), enabled: productId !== undefined });
  return crumbsFor(pathname, { product: productId ? product.data : undefined, room: roomListed(search) });
}

/** The signed-in shell: header, breadcrumb, page, scroll-to-top. */
export function AppFrame({ me }: { me: Me }) {
  const crumbs = useCrumbs();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.common_skip_to_content()}
      </a>
      <Header me={me} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-20 pb-16 focus:outline-none">
        {crumbs.length > 0 && <Breadcrumb items={crumbs} />}
        <Outlet context={me} />
        <ScrollToTop />
      </main>
    </>
  );
}
