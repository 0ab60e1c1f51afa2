import { linkClass } from "../../../components/ui/form-styles.ts";

/** A read that failed: what could not be loaded and a way to ask again. */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p className="text-muted">
      {what} could not be loaded.{" "}
      <button type="button" onClick={retry} className={linkClass}>
        Try again
      </button>
    </p>
  );
}
