import { m } from "@hogar/shared/messages";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useResendVerification } from "../api/resend-verification.ts";

/**
 * Whether the e-mail is verified, and for an unverified one "Send the link again". The server's
 * answer is a notice: sent, or its own message (a 429 says how long to wait).
 */
export function VerificationStatus({ email, verified }: { email: string; verified: boolean }) {
  const resend = useResendVerification();
  if (verified) {
    return (
      <span className="rounded bg-success/15 px-2 py-0.5 text-sm font-medium text-success-fg">
        {m.account_verified()}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span className="rounded bg-danger/10 px-2 py-0.5 text-sm font-medium text-danger-fg">
        {m.account_not_verified()}
      </span>
      <BusyButton
        busy={resend.isPending}
        type="button"
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              showNotice({
                type: "success",
                title: m.account_link_sent(),
                message: m.account_link_sent_message({ email }),
              }),
            onError: (failure) => showErrorNotice(failure, m.account_link_not_sent()),
          })
        }
        className={linkClass}
      >
        {m.account_send_again()}
      </BusyButton>
    </span>
  );
}
