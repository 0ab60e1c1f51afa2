import { m } from "@hogar/shared/messages";
import { isUnavailableError, unavailableMessage, unavailableTitle } from "../../../lib/api-client.ts";
import { showNotice } from "./notice-store.ts";

export function showUnavailableNotice(): void {
  showNotice({ type: "error", title: unavailableTitle(), message: unavailableMessage() });
}

/**
 * A request failure becomes one notice: "Shop unavailable" when the server cannot be reached (the
 * shopper did nothing wrong), otherwise `title` with the server's own message.
 */
export function showErrorNotice(error: unknown, title: string): void {
  if (isUnavailableError(error)) {
    showUnavailableNotice();
    return;
  }
  const message = error instanceof Error && error.message ? error.message : m.common_please_try_again();
  showNotice({ type: "error", title, message });
}
