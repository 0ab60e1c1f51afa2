import { calendarDateIn, instantOfWallClock } from "@hogar/shared/business-days";
import { CATEGORIES, CATEGORY_TITLES, type Category } from "@hogar/shared/catalog-rules";
import { m } from "@hogar/shared/messages";
import { formatMoney, pesosToCents } from "@hogar/shared/money";
import { fullAmountFrom, normalizePromotionCode } from "@hogar/shared/promotion-rules";
import type { Promotion } from "@hogar/shared/promotions";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { labelClass, primaryButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { type PromotionForm as PromotionBody, useSavePromotion } from "../api/promotions.ts";
import { typedCents } from "./typed-cents.ts";

// The back office's form for a promotion code (docs/product.md 100). Money is typed in pesos and
// sent in centavos; days are the shop's calendar days: from 00:00 of the first until the end of the
// last, in Mexico City.

interface Draft {
  code: string;
  kind: "percent" | "fixed";
  percent: string;
  amount: string;
  minSubtotal: string;
  starts: string;
  ends: string;
  maxUses: string;
  maxUsesPerShopper: string;
  categories: Category[];
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (instant: Date) => {
  const { year, month, day } = calendarDateIn(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
};
const pesos = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

function draftOf(promotion: Promotion | null): Draft {
  if (!promotion) {
    const today = dayOf(new Date());
    return {
      code: "",
      kind: "percent",
      percent: "",
      amount: "",
      minSubtotal: "0",
      starts: today,
      // Chosen by staff, never assumed: a default of today made a code that ended that night.
      ends: "",
      maxUses: "",
      maxUsesPerShopper: "",
      categories: [],
    };
  }
  return {
    code: promotion.code,
    kind: promotion.kind,
    percent: promotion.percent === null ? "" : String(promotion.percent),
    amount: pesos(promotion.amount),
    minSubtotal: pesos(promotion.minSubtotal),
    starts: dayOf(new Date(promotion.startsAt)),
    // The last day is the one before the end's midnight.
    ends: dayOf(new Date(new Date(promotion.endsAt).getTime() - 1)),
    maxUses: promotion.maxUses === null ? "" : String(promotion.maxUses),
    maxUsesPerShopper: promotion.maxUsesPerShopper === null ? "" : String(promotion.maxUsesPerShopper),
    categories: promotion.categories ?? [],
  };
}

/** "2026-06-01" as the instant its day starts in Mexico City, `plusDays` later; "" when it is no date. */
function dayStart(day: string, plusDays = 0): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return "";
  const [year = 0, month = 1, date = 1] = match.slice(1).map(Number);
  return instantOfWallClock({ year, month, day: date + plusDays }).toISOString();
}

/**
 * Typed numbers as the API takes them; empty is none. What is not a number is sent as typed, for the
 * server to refuse with the field's message: as NaN it would be sent as null, which is "no limit".
 */
function typedNumber(text: string, asSent: (value: number) => number): number | null {
  const typed = text.trim();
  if (typed === "") return null;
  const value = Number(typed);
  return Number.isFinite(value) ? asSent(value) : (typed as unknown as number);
}
const whole = (text: string) => typedNumber(text, (value) => value);
// Centavos when the pesos are written as the shop writes money ("1,000", "$99.90"); otherwise a
// fraction of a centavo or the text, which the server refuses with the field's message, rather than
// 99.999 saved as $100.00 without a word.
const cents = (text: string) =>
  typedCents(text) ??
  typedNumber(text, (value) => (/\.\d{2}\d*[1-9]/.test(text.trim()) ? value * 100 : pesosToCents(value)));

function bodyOf(draft: Draft): PromotionBody {
  return {
    code: draft.code,
    kind: draft.kind,
    percent: draft.kind === "percent" ? whole(draft.percent) : null,
    amount: draft.kind === "fixed" ? cents(draft.amount) : null,
    minSubtotal: cents(draft.minSubtotal) ?? 0,
    startsAt: dayStart(draft.starts),
    endsAt: dayStart(draft.ends, 1),
    maxUses: whole(draft.maxUses),
    maxUsesPerShopper: whole(draft.maxUsesPerShopper),
    categories: draft.categories.length === 0 ? null : draft.categories,
  };
}

/** Each field's name, in the reader's language. */
const FIELD_LABELS: Record<keyof Draft, () => string> = {
  code: m.promotions_admin_code,
  kind: m.promotions_admin_value,
  percent: m.promotions_admin_percent,
  amount: m.promotions_admin_amount,
  minSubtotal: m.promotions_admin_min_subtotal,
  starts: m.promotions_admin_starts,
  ends: m.promotions_admin_ends,
  maxUses: m.promotions_admin_max_uses,
  maxUsesPerShopper: m.promotions_admin_max_uses_per_shopper,
  categories: m.promotions_admin_categories,
};

/** The API's name of each field the form sends, as the form's field it came from. */
const FIELD_OF_BODY: Record<string, keyof Draft> = {
  code: "code",
  percent: "percent",
  amount: "amount",
  minSubtotal: "minSubtotal",
  startsAt: "starts",
  endsAt: "ends",
  maxUses: "maxUses",
  maxUsesPerShopper: "maxUsesPerShopper",
  categories: "categories",
};

/**
 * A refused save's messages by the form's fields: the server names each field of the body at fault
 * (`fields`, by the API's names). A refusal naming no field has none.
 */
export function promotionProblems(error: Error | null): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  const fields = error instanceof ApiError ? error.fields : undefined;
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = FIELD_OF_BODY[name];
    if (field) problems[field] = message;
  }
  return problems;
}

/** What a fixed amount gives below the subtotal it is given in full from, when its minimum lets such purchases use it. */
function cappedAmountWarning(draft: Draft): string | undefined {
  if (draft.kind !== "fixed") return undefined;
  const amount = cents(draft.amount);
  const minimum = cents(draft.minSubtotal) ?? 0;
  // Typed text that is no amount yet gets the field's own message at the save, not this.
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(minimum))
    return undefined;
  const full = fullAmountFrom(amount);
  return full > minimum
    ? m.promotions_admin_capped_warning({ full: formatMoney(full), amount: formatMoney(amount) })
    : undefined;
}

/** Creates a code, or edits `editing` (render it with `key={editing?.id}`); `onDone` once saved or given up. */
export function PromotionForm({ editing, onDone }: { editing: Promotion | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const save = useSavePromotion();
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  // The page renders a new form for each code edited (keyed by its id), so the draft starts from the
  // code's values; the heading is focused and announced.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, body: bodyOf(draft) },
      {
        onSuccess: (saved) => {
          showNotice({
            type: "success",
            title: m.promotions_admin_title(),
            message: editing
              ? m.promotions_admin_saved({ code: saved.code })
              : m.promotions_admin_created({ code: saved.code }),
          });
          setDraft(draftOf(null));
          onDone();
        },
        onError: () => requestAnimationFrame(() => problem.current?.focus()),
      },
    );
  };

  // Each message beside its field; the alert above lists them under the fields' names.
  const problems = promotionProblems(save.error);
  // In the form's order (FIELD_LABELS'), not the server's.
  const named = (Object.keys(FIELD_LABELS) as (keyof Draft)[]).flatMap((id) => {
    const text = problems[id];
    return text ? [[id, text] as const] : [];
  });

  // A used code renamed: the orders keep the old one, and shoppers who were given it lose it.
  const renameWarning =
    editing && editing.uses > 0 && normalizePromotionCode(draft.code) !== editing.code
      ? m.promotions_admin_rename_used({ uses: editing.uses, code: editing.code })
      : undefined;

  // Saved as staff choose, but said: a code that has ended, and a fixed amount that the 90% cap
  // (docs/product.md 101) cuts on purchases the minimum lets through.
  const endedWarning =
    draft.ends !== "" && draft.ends < dayOf(new Date()) ? m.promotions_admin_ended_warning() : undefined;
  const capWarning = cappedAmountWarning(draft);

  const field = (id: keyof Draft, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`promotion-${id}`}
      label={FIELD_LABELS[id]()}
      error={problems[id]}
      value={draft[id] as string}
      onChange={(event: { target: { value: string } }) => set(id, event.target.value as never)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="promotion-form-heading">
      <h2
        id="promotion-form-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {editing ? m.promotions_admin_edit({ code: editing.code }) : m.promotions_admin_new()}
      </h2>
      {save.error && (
        <div ref={problem} tabIndex={-1} role="alert" className="font-medium text-danger-fg">
          {named.length === 0 ? (
            save.error.message
          ) : (
            <ul>
              {named.map(([id, text]) => (
                <li key={id}>{`${FIELD_LABELS[id]()}: ${text}`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {field("code", { autoComplete: "off", className: "uppercase", hint: renameWarning })}
      {/* Said as it appears, while typing; the hint describes the field when it is reached again. */}
      <p aria-live="polite" className="sr-only">
        {renameWarning} {endedWarning}
      </p>
      <fieldset>
        <legend className={labelClass}>{m.promotions_admin_value()}</legend>
        <div className="flex flex-wrap gap-4">
          {(["percent", "fixed"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="promotion-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set("kind", kind)}
                className="accent-primary"
              />
              {kind === "percent" ? m.promotions_admin_kind_percent() : m.promotions_admin_kind_fixed()}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === "percent"
        ? field("percent", { inputMode: "numeric" })
        : field("amount", { inputMode: "decimal", hint: capWarning })}
      {field("minSubtotal", { inputMode: "decimal" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("starts", { type: "date" })}
        {field("ends", { type: "date", hint: endedWarning })}
        {field("maxUses", {
          inputMode: "numeric",
          hint: m.promotions_admin_no_limit_hint(),
        })}
        {field("maxUsesPerShopper", {
          inputMode: "numeric",
          hint: m.promotions_admin_no_limit_hint(),
        })}
      </div>
      <fieldset aria-describedby="promotion-categories-hint">
        <legend className={labelClass}>{m.promotions_admin_categories()}</legend>
        <p id="promotion-categories-hint" className="mb-2 text-sm text-muted">
          {m.promotions_admin_categories_hint()}
        </p>
        <div className="flex flex-wrap gap-4">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="accent-primary"
                checked={draft.categories.includes(category)}
                onChange={(event) =>
                  set(
                    "categories",
                    event.target.checked
                      ? [...draft.categories, category]
                      : draft.categories.filter((kept) => kept !== category),
                  )
                }
              />
              {CATEGORY_TITLES[category]()}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={save.isPending} className={primaryButtonClass}>
          {save.isPending ? m.promotions_admin_saving() : m.promotions_admin_save()}
        </BusyButton>
        {editing && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              save.reset();
              onDone();
            }}
          >
            {m.promotions_admin_cancel_edit()}
          </button>
        )}
      </div>
    </form>
  );
}
