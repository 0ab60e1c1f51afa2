import { fireEvent } from "@testing-library/react";

/**
 * A field's new value as the browser reports it: Preact's onChange hears typing as "input", and a
 * pick from a list, a box or a file as "change" (docs/decisions/021-preact.md).
 */
export function change(element: Element, init: { target: Record<string, unknown> }) {
  const picked =
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(element.type));
  return picked ? fireEvent.change(element, init) : fireEvent.input(element, init);
}
