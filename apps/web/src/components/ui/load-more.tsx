import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { BusyButton } from "./busy-button.tsx";
import { secondaryButtonClass } from "./form-styles.ts";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean }>;
}

/** What the button and its failure say (functions: read in the language of the moment). */
export interface LoadMoreWords {
  more: () => string;
  loading: () => string;
  failed: () => string;
}

/**
 * "Load more" under a list or table while the server named a next page; a failed load says so and
 * can be retried. Centred under a table, or at the start under a list. The button goes with the last
 * page: if it had the focus, "That's all" takes its place and the focus, which would otherwise fall
 * to the page's body (WCAG 2.2, 2.4.3).
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
  const [endFocused, setEndFocused] = useState(false);

  if (!pages.hasNextPage) {
    return endFocused ? (
      <p
        ref={(end) => end?.focus()}
        tabIndex={-1}
        className={`${align === "center" ? "mt-6 text-center" : "mt-4"} text-sm text-muted`}
      >
        {m.common_list_end()}
      </p>
    ) : null;
  }
  return (
    <div className={`flex flex-col gap-2 ${align === "center" ? "mt-6 items-center" : "mt-4 items-start"}`}>
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger-fg">
          {words.failed()}
        </p>
      )}
      <BusyButton
        busy={pages.isFetchingNextPage}
        type="button"
        className={secondaryButtonClass}
        onClick={async (event) => {
          const focused = event.currentTarget === document.activeElement;
          const loaded = await pages.fetchNextPage();
          if (focused && !loaded.hasNextPage) setEndFocused(true);
        }}
      >
        {pages.isFetchingNextPage ? words.loading() : words.more()}
      </BusyButton>
    </div>
  );
}
