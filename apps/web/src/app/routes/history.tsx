import { Link } from "react-router";
import { DotWaveLoader } from "../../components/ui/dot-wave-loader.tsx";
import { useHistory } from "../../features/catalog/api/get-history.ts";
import { ProductGrid } from "../../features/catalog/components/product-grid.tsx";
import { renderCardToggles } from "./product-toggles.tsx";

const linkClass = "rounded font-medium text-link underline-offset-2 hover:underline";

export function Component() {
  const history = useHistory();
  return (
    <>
      <title>History | Hogar</title>
      <h1 className="mb-6 text-2xl font-semibold">History</h1>
      {history.isPending ? (
        <DotWaveLoader label="Loading history" />
      ) : history.isError ? (
        <p className="text-muted">
          Your history could not be loaded.{" "}
          <button type="button" onClick={() => history.refetch()} className={linkClass}>
            Try again
          </button>
        </p>
      ) : history.data.items.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg">You have not viewed any products yet.</p>
          <Link to="/feed" className={`mt-3 inline-block ${linkClass}`}>
            Go to the feed
          </Link>
        </div>
      ) : (
        <ProductGrid products={history.data.items} renderToggles={renderCardToggles} />
      )}
    </>
  );
}
