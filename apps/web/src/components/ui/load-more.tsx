import { secondaryButtonClass } from "./form-styles.ts";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What the button and its failure say (functions: read in the language of the moment). */
export interface LoadMoreWords {
  more: () => string;
  loading: () => string;
  failed: () => string;
}

/**
 * "Load more" under a list or table while the server named a next page; a failed load says so and
 * can be retried. Centred under a table, or at the start under a list.
 */
export function LoadMore({
  pages,
  words,
  align = "center",
}: {
  pages: Pages;
  words: LoadMoreWords;
  align?: "center" | "start";
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={`flex flex-col gap-2 ${align === "center" ? "mt-6 items-center" : "mt-4 items-start"}`}>
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
        {pages.isFetchingNextPage ? words.loading() : words.more()}
      </button>
    </div>
  );
}
