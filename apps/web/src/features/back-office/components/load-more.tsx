import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a table while the server named a next page; a failed load says so and can be retried. */
export function LoadMore({ pages, what }: { pages: Pages; what: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger-fg">
          More {what} could not be loaded. Please try again.
        </p>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? `Loading more ${what}...` : "Load more"}
      </button>
    </div>
  );
}
