import { m } from "@hogar/shared/messages";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What the button and its failure say, per table (functions: read in the language of the moment). */
const WORDS = {
  orders: { failed: m.back_office_more_orders_failed, loading: m.back_office_loading_more_orders },
  products: { failed: m.back_office_more_products_failed, loading: m.back_office_loading_more_products },
  reviews: { failed: m.reviews_more_failed, loading: m.reviews_loading_more },
};

/** "Load more" under a table while the server named a next page; a failed load says so and can be retried. */
export function LoadMore({ pages, what }: { pages: Pages; what: keyof typeof WORDS }) {
  if (!pages.hasNextPage) return null;
  const words = WORDS[what];
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger-fg">
          {words.failed()}
        </p>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? words.loading() : m.back_office_load_more()}
      </button>
    </div>
  );
}
