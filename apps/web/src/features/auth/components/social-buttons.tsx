import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProviderId } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useSignInSocial } from "../api/sign-in-social.ts";
import { useSocialProviders } from "../api/social-providers.ts";
import { SocialIcon } from "./social-icons.tsx";

/**
 * The "or" divider and one button per provider, on both the login and the sign-up screen. The
 * provider sends the browser back to `callbackURL` (unless said, the feed or the page asked for).
 */
export function SocialButtons({ callbackURL }: { callbackURL?: string }) {
  const providers = useSocialProviders();
  const signInSocial = useSignInSocial();

  const onClick = (provider: SocialProviderId) => {
    const name = SOCIAL_PROVIDER_NAMES[provider];
    const status = providers.data?.find((p) => p.id === provider);
    // docs/product.md 4: an unconfigured provider says so instead of failing silently. While the list is
    // still unknown the server is asked anyway, and its error message is shown if it refuses.
    if (status && !status.configured) {
      showNotice({
        type: "error",
        title: m.auth_error_title(),
        message: m.auth_social_not_configured({ provider: name }),
      });
      return;
    }
    signInSocial.mutate(
      { provider, callbackURL },
      { onError: (error) => showErrorNotice(error, m.auth_error_title()) },
    );
  };

  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-current opacity-40" />
        <span>{m.auth_or()}</span>
        <span className="h-px flex-1 bg-current opacity-40" />
      </div>
      <ul className="flex justify-center gap-4">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <BusyButton
              busy={signInSocial.isPending && signInSocial.variables?.provider === provider}
              blocked={signInSocial.isPending}
              type="button"
              aria-label={m.auth_sign_in_with({ provider: SOCIAL_PROVIDER_NAMES[provider] })}
              onClick={() => onClick(provider)}
              className="grid size-12 place-items-center rounded-full bg-surface shadow-sm ring-1 ring-black/10 hover:ring-primary aria-disabled:opacity-60 dark:ring-white/15"
            >
              <SocialIcon provider={provider} />
            </BusyButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
