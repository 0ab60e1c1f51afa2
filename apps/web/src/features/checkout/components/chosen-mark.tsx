import { m } from "@hogar/shared/messages";
import { CheckIcon } from "../../../components/ui/icons.tsx";

/**
 * "✓ Selected" on the chosen delivery option or card, so the choice shows in words and with a mark,
 * in either theme, not by a tint alone (docs/product.md 111). Hidden from screen readers,
 * which hear the button's pressed state instead.
 */
export function ChosenMark() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-link"
    >
      <span className="grid size-5 place-items-center rounded-full bg-primary text-white dark:bg-primary-light dark:text-surface">
        <CheckIcon />
      </span>
      {m.checkout_chosen()}
    </span>
  );
}
