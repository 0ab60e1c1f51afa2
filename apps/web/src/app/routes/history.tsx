import { m } from "@hogar/shared/messages";
import { Link } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../components/ui/form-styles.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useHistory } from "../../features/catalog/api/get-history.ts";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { renderCardToggles } from "./product-toggles.tsx";

export function Component() {
  const history = useHistory();
  return (
    <>
      <PageTitle>{`${m.catalog_history()} | Hogar`}</PageTitle>
      <h1 className="mb-6 text-2xl font-semibold">{m.catalog_history()}</h1>
      {history.isPending ? (
        <DotWaveLoader label={m.catalog_loading_history()} />
      ) : history.isError ? (
        <p className="text-muted">
          {m.catalog_history_failed()}{" "}
          <button type="button" onClick={() => history.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        </p>
      ) : history.data.items.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">{m.catalog_history_empty()}</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            {m.common_go_to_feed()}
          </Link>
        </div>
      ) : (
        <ProductGrid products={history.data.items} renderToggles={renderCardToggles} />
      )}
    </>
  );
}
