import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { withElement } from "../../../lib/with-element.tsx";
import { useConfirmEmailChange, useEmailChangeCheck } from "../api/change-email.ts";

/**
 * Where the e-mail change link leads (docs/product.md 60). The change is made by pressing the
 * button, not by opening the page: mail scanners that open links must not confirm anything.
 * It works signed in or out (the link may be opened on another device). The button goes with its
 * answer, success or a link that no longer works, and the focus goes to the words that say which
 * (docs/product.md 116).
 */
export function ConfirmEmailChange({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const confirm = useConfirmEmailChange();
  // A link used or expired says so at once, and a live one names its address. While the check is
  // under way (or if it fails) the button shows: pressing it says the same.
  const check = useEmailChangeCheck(token);
  const outcome = useRef<HTMLParagraphElement>(null);
  const dead = check.data && !check.data.usable ? check.data.message : null;
  const refused = confirm.isError && !isUnavailableError(confirm.error) ? confirm.error.message : dead;
  const answered = confirm.isSuccess || (refused !== null && refused !== dead);
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);
  const next = signedIn
    ? { to: "/account/my-data", label: m.account_go_to_my_data() }
    : { to: "/login", label: m.account_log_in() };

  if (!token) {
    return <p role="alert">{m.account_link_incomplete()}</p>;
  }
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" ref={outcome} tabIndex={-1} className="focus:outline-none">
          {withElement(
            (email) => m.account_email_changed({ email }),
            <strong className="break-all">{confirm.data.email}</strong>,
          )}
        </p>
        <Link to={next.to} className={linkClass}>
          {next.label}
        </Link>
      </div>
    );
  }
  if (refused) {
    return (
      <div className="space-y-4">
        <p role="alert" ref={outcome} tabIndex={-1} className="font-medium text-danger-fg focus:outline-none">
          {refused}
        </p>
        <Link to={next.to} className={`${linkClass} block`}>
          {next.label}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p>
        {check.data?.usable
          ? withElement(
              (email) => m.account_press_button_for({ email }),
              <strong className="break-all">{check.data.email}</strong>,
            )
          : m.account_press_button()}
      </p>
      <BusyButton
        busy={confirm.isPending}
        type="button"
        onClick={() =>
          confirm.mutate(token, {
            // A refusal shows above; only a shop that cannot be reached needs the notice.
            onError: (failure) => {
              if (isUnavailableError(failure)) showErrorNotice(failure, m.account_email_not_changed());
            },
          })
        }
        className={`${primaryButtonClass} w-full`}
      >
        {m.account_confirm_email_title()}
      </BusyButton>
    </div>
  );
}
