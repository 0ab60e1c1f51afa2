import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import type { PromotionPreview } from "@hogar/shared/promotions";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { inputClass, labelClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { usePreviewPromotion } from "../api/preview-promotion.ts";
import type { CheckoutItem } from "./types.ts";

/**
 * The checkout's promotion code (docs/product.md 102): typed and applied, the server says what it
 * takes off or why it cannot be used (said beside the field); once applied, it can be removed. The
 * focus goes to Remove after applying and back to the field after removing, so nothing is lost.
 */
export function PromotionCode({
  item,
  applied,
  onApplied,
}: {
  item: CheckoutItem;
  applied: PromotionPreview | null;
  onApplied: (preview: PromotionPreview | null) => void;
}) {
  const [typed, setTyped] = useState("");
  const preview = usePreviewPromotion();
  const fieldId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const error = preview.error?.message ?? null;
  // Where the focus goes once the parent shows the code applied or removed: after that render, as a
  // frame may come before the server's answer is rendered.
  const focusNext = useRef<"remove" | "field" | null>(null);
  const isApplied = applied !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusing is the reaction to the code being applied or removed.
  useEffect(() => {
    const target =
      focusNext.current === "remove" ? remove.current : focusNext.current === "field" ? field.current : null;
    focusNext.current = null;
    target?.focus();
  }, [isApplied]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (preview.isPending) return;
    const code = typed.trim();
    if (!code) {
      field.current?.focus();
      return;
    }
    preview.mutate(
      { item, code },
      {
        onSuccess: (result) => {
          focusNext.current = "remove";
          onApplied(result);
          setTyped("");
        },
      },
    );
  };

  if (applied) {
    return (
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-black/5 p-3 dark:bg-white/10">
        <p role="status" className="font-medium text-success-fg">
          {m.promotions_applied({ code: applied.code, amount: formatMoney(applied.discount) })}
        </p>
        <button
          ref={remove}
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            focusNext.current = "field";
            onApplied(null);
            preview.reset();
          }}
        >
          {m.promotions_remove()}
        </button>
      </div>
    );
  }

  return (
    <form className="mb-3" onSubmit={apply} noValidate>
      <label htmlFor={fieldId} className={labelClass}>
        {m.promotions_field_label()}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={fieldId}
          name="promotionCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          className={`${inputClass} min-w-0 uppercase`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (preview.isError) preview.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <BusyButton type="submit" busy={preview.isPending} className={secondaryButtonClass}>
          {preview.isPending ? m.promotions_applying() : m.promotions_apply()}
        </BusyButton>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger-fg">
          {error}
        </p>
      )}
    </form>
  );
}
