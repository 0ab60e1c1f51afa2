import type { OrderDetails } from "@hogar/shared";
import { lineTitle } from "@hogar/shared/cart-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { lineKey, RETURN_REASON_MAX, RETURN_REASON_MIN } from "@hogar/shared/order-rules";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { LongTextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { type FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { useRequestReturn } from "../api/request-return.ts";
import { type ReturnFormValues, returnInput, returnProblems, returnRefundPreview } from "./order-rules.ts";

/** Nothing chosen, unless the order has one line: then that line, all of it, is what comes back. */
function initialValues(order: OrderDetails): ReturnFormValues {
  const [only] = order.lines;
  const lines = only && order.lines.length === 1 ? { [lineKey(only)]: only.quantity } : {};
  return { lines, reason: "" };
}

/** The server's per-field messages, on this form's two fields ("lines.0.quantity" is about the lines). */
function serverProblems(error: unknown): FieldErrors<ReturnFormValues> | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const found: FieldErrors<ReturnFormValues> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    if (field.startsWith("lines")) found.lines ??= message;
    else if (field === "reason") found.reason = message;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * The return request (docs/product.md 73): which products come back and how many of each (up to what
 * was bought), and why. Only the chosen lines are sent. Named by the button that opened it, whose
 * words a heading under it would only repeat.
 */
export function ReturnForm({
  order,
  labelledBy,
  onSent,
  onClose,
}: {
  order: OrderDetails;
  labelledBy: string;
  onSent: () => void;
  onClose: () => void;
}) {
  const send = useRequestReturn(order.id);
  const form = useForm({
    initial: initialValues(order),
    validate: returnProblems,
    live: true,
    idPrefix: "return-",
    busy: send.isPending,
  });
  const linesError = form.errorOf("lines");
  const refund = returnRefundPreview(order, form.values.lines);
  const linesErrorId = linesError ? "return-lines-error" : undefined;

  const choose = (key: string, quantity: number) => {
    form.set("lines", { ...form.values.lines, [key]: quantity });
    form.touch("lines");
  };

  const submit = form.submit((values) => {
    send.mutate(returnInput(order, values), {
      onSuccess: () => {
        showNotice({
          type: "success",
          title: m.orders_return_requested_title(),
          message: m.orders_return_requested_message(),
        });
        onSent();
      },
      onError: (error) => {
        const problems = serverProblems(error);
        if (problems) form.report(problems, { focus: true });
        else if (isUnavailableError(error)) showErrorNotice(error, m.orders_return_not_requested());
        else form.setMessage(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} className="mt-4 space-y-4">
      <fieldset id="return-lines" tabIndex={-1} aria-describedby={linesErrorId} className="rounded-lg">
        <legend className="mb-2 font-medium">{m.orders_return_which()}</legend>
        <ul className="space-y-3">
          {order.lines.map((line, index) => {
            const key = lineKey(line);
            const name = lineTitle(line.name, line.variantLabel);
            const chosen = form.values.lines[key] ?? 0;
            const checkboxId = `return-line-${index}`;
            const amountId = `return-amount-${index}`;
            return (
              <li key={key} className="flex flex-wrap items-center gap-3">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={chosen > 0}
                  aria-invalid={linesError ? true : undefined}
                  onChange={(event) => choose(key, event.target.checked ? line.quantity : 0)}
                  className="size-5 shrink-0 accent-primary"
                />
                <label htmlFor={checkboxId} className="flex min-w-0 flex-1 items-center gap-3">
                  <LineImage image={line.image} size={48} />
                  <span className="min-w-0">
                    <span className="block font-medium">{name}</span>
                    <span className="block text-sm text-muted">
                      {m.orders_bought({ quantity: line.quantity })}
                    </span>
                  </span>
                </label>
                {chosen > 0 && line.quantity > 1 && (
                  <div className="flex items-center gap-2">
                    <label htmlFor={amountId} className="text-sm">
                      {m.orders_how_many()}
                      <span className="sr-only"> {m.orders_how_many_of({ name })}</span>
                    </label>
                    <select
                      id={amountId}
                      value={String(chosen)}
                      onChange={(event) => choose(key, Number(event.target.value))}
                      className={`${inputClass} w-20 py-1.5`}
                    >
                      {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {linesError && (
          <p id={linesErrorId} className="mt-2 text-sm font-medium text-danger-fg">
            {linesError.toString()}
          </p>
        )}
        {/* Said as the choice changes, so the shopper knows what comes back before sending (docs/product.md 73). */}
        <p aria-live="polite" className="mt-3 text-sm">
          {refund > 0 && m.orders_return_refund_preview({ amount: formatMoney(refund) })}
        </p>
      </fieldset>
      <LongTextField
        {...form.field("reason")}
        label={m.orders_return_reason()}
        hint={m.orders_return_reason_hint({ min: RETURN_REASON_MIN })}
        rows={3}
        maxChars={RETURN_REASON_MAX}
      />
      <FormMessage form={form} />
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={send.isPending} type="submit" className={primaryButtonClass}>
          {send.isPending ? m.orders_sending() : m.orders_send_return()}
        </BusyButton>
        <button type="button" onClick={onClose} disabled={send.isPending} className={secondaryButtonClass}>
          {m.orders_close()}
        </button>
      </div>
    </form>
  );
}
