import { m } from "@hogar/shared/messages";
import { linkClass } from "../../../components/ui/form-styles.ts";

/** A read that failed: the sentence saying what could not be loaded, and a way to ask again. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <p className="text-muted">
      {message}{" "}
      <button type="button" onClick={retry} className={linkClass}>
        {m.back_office_try_again()}
      </button>
    </p>
  );
}
