import { Link } from "react-router";
import { linkClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useConfirmEmailChange } from "../api/change-email.ts";

/**
 * Where the e-mail change link leads (docs/product.md 60). The change is made by pressing the
 * button, not by opening the page: mail scanners that open links must not confirm anything.
 * It works signed in or out (the link may be opened on another device).
 */
export function ConfirmEmailChange({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const confirm = useConfirmEmailChange();
  const next = signedIn
    ? { to: "/account/my-data", label: "Go to My Data" }
    : { to: "/login", label: "Log in" };

  if (!token) {
    return <p role="alert">This link is not complete. Open it again from the e-mail.</p>;
  }
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status">
          Done: your e-mail is now <strong className="break-all">{confirm.data.email}</strong>. Use it to log
          in from now on.
        </p>
        <Link to={next.to} className={linkClass}>
          {next.label}
        </Link>
      </div>
    );
  }
  const refused = confirm.isError && !isUnavailableError(confirm.error) ? confirm.error.message : null;
  return (
    <div className="space-y-4">
      <p>Press the button to make this address your account's e-mail.</p>
      {refused && (
        <p role="alert" className="font-medium text-danger-fg">
          {refused}
        </p>
      )}
      <button
        type="button"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
        onClick={() =>
          confirm.mutate(token, {
            // A refusal shows above; only a shop that cannot be reached needs the notice.
            onError: (failure) => {
              if (isUnavailableError(failure)) showErrorNotice(failure, "E-mail not changed");
            },
          })
        }
        className={`${primaryButtonClass} w-full`}
      >
        Confirm new e-mail
      </button>
      {refused && (
        <Link to={next.to} className={`${linkClass} block`}>
          {next.label}
        </Link>
      )}
    </div>
  );
}
