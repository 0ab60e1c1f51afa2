import { QueryCache, QueryClient } from "@tanstack/react-query";
import { showUnavailableNotice } from "../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../lib/api-client.ts";

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // Reads fail quietly per screen, but a shop that cannot be reached is said once, globally.
    onError: (error) => {
      if (isUnavailableError(error)) showUnavailableNotice();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; a network blip or 5xx might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
