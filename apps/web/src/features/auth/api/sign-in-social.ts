import type { SocialProviderId } from "@hogar/shared";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { pathAfterSignIn } from "../../../lib/return-path.ts";

interface SocialSignInResponse {
  url: string;
  redirect: boolean;
}

/**
 * Asks the server for the provider's authorization URL; the browser then leaves the shop (a redirect,
 * not a popup) and comes back to `callbackURL`: unless said, the feed or the page asked for while
 * signed out (docs/product.md 1).
 */
export function signInSocial({
  provider,
  callbackURL = pathAfterSignIn(),
}: {
  provider: SocialProviderId;
  callbackURL?: string;
}): Promise<SocialSignInResponse> {
  return apiFetch<SocialSignInResponse>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider, callbackURL, errorCallbackURL: "/login" },
  });
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
