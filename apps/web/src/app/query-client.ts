import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { showUnavailableNotice } from "../components/ui/notice/show-error-notice.ts";
import { ApiError, isUnavailableError } from "../lib/api-client.ts";
import { meQueryKey } from "../lib/me-query-key.ts";

/**
 * The API answers 401 only without a session: signed out on another device, by a password changed
 * there, or expired. The app then knows nobody is signed in, and the signed-in guard says so and
 * leaves; the pages had gone on showing the account while every save was refused.
 */
function noticeSessionLost(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(meQueryKey)) {
    queryClient.setQueryData(meQueryKey, null);
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    // Reads fail quietly per screen, but a shop that cannot be reached is said once, globally.
    onError: (error) => {
      if (isUnavailableError(error)) showUnavailableNotice();
      noticeSessionLost(error);
    },
  }),
  mutationCache: new MutationCache({ onError: noticeSessionLost }),
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
