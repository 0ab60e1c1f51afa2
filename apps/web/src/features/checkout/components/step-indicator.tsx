import { m } from "@hogar/shared/messages";
import { CHECKOUT_STEPS, type CheckoutStep } from "./types.ts";

/** The message functions, called as the indicator renders, so each shows in the current language. */
const LABELS: Record<CheckoutStep, () => string> = {
  shipping: m.checkout_step_shipping,
  payments: m.checkout_step_payment,
  confirmDetails: m.checkout_step_confirm,
};

/** Where the shopper is: an ordered list, the current step marked with aria-current="step". */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol aria-label={m.checkout_steps()} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
      {CHECKOUT_STEPS.map((step, index) => {
        const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "todo";
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            className="flex items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={`grid size-7 place-items-center rounded-full font-semibold ${
                state === "todo" ? "bg-surface text-fg ring-1 ring-border" : "bg-primary text-white"
              }`}
            >
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className={state === "current" ? "font-semibold text-fg" : "text-muted"}>
              {LABELS[step]()}
              {state === "done" && <span className="sr-only"> {m.checkout_step_done()}</span>}
            </span>
            {index < CHECKOUT_STEPS.length - 1 && (
              <span aria-hidden="true" className="mx-1 h-px w-6 bg-border" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
