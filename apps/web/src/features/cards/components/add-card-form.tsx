import type { SavedCard } from "@hogar/shared";
import {
  cardBrand,
  cleanHolderName,
  digitsOnly,
  formatCardNumber,
  isExpiryValid,
  isValidCardNumber,
  isValidCcv,
  isValidHolderName,
  isValidMonth,
  isValidYear,
} from "@hogar/shared/card-rules";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { inputClass, labelClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useAddCard } from "../api/add-card.ts";
import { CardPreview } from "./card-preview.tsx";

/** A live indicator, linked to its input with aria-describedby; plain text, not an alert. */
function Indicator({
  id,
  ok,
  okText,
  badText,
}: {
  id: string;
  ok: boolean;
  okText: ReactNode;
  badText: string;
}) {
  return (
    <p id={id} className={`mt-1 text-sm ${ok ? "text-success-fg" : "text-danger-fg"}`}>
      {ok ? okText : badText}
    </p>
  );
}

/**
 * /account/add-card, and inline in the checkout. The number and CCV live only in this component's state
 * and go to the server once; nothing is logged or written to storage (DECISIONS.md 11).
 * With `onAdded` the new card is handed over (the cards list already refetched) instead of leaving for
 * /account/my-cards.
 */
export function AddCardForm({ onAdded }: { onAdded?: (card: SavedCard) => void } = {}) {
  const [number, setNumber] = useState("");
  const [name, setName] = useState("");
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const [ccv, setCcv] = useState("");
  const [ccvFocused, setCcvFocused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useAddCard();
  const navigate = useNavigate();

  const now = new Date();
  const numberOk = isValidCardNumber(number);
  const nameOk = isValidHolderName(name);
  const yearOk = isValidYear(year, now);
  // Once the year is known, a month of this year that has already passed is not valid either.
  const monthOk = yearOk ? isExpiryValid(month, year, now) : isValidMonth(month);
  const ccvOk = isValidCcv(ccv);
  const canSubmit = numberOk && nameOk && monthOk && yearOk && ccvOk && !add.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    add.mutate(
      { number: digitsOnly(number), holderName: name.trim(), month, year, ccv },
      {
        onSuccess: (card) => {
          showNotice({
            type: "success",
            title: "Card added",
            message: `Card ending in ${card.last4} was added`,
          });
          if (onAdded) onAdded(card);
          else navigate("/account/my-cards");
        },
        onError: (failure) => {
          if (isUnavailableError(failure)) showErrorNotice(failure, "Something went wrong...");
          else setError(failure.message);
        },
      },
    );
  };

  const changed = () => setError(null);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
      <div className="lg:order-2 lg:pt-6">
        <CardPreview
          number={number}
          name={name}
          month={month}
          year={year}
          ccvLength={ccv.length}
          brand={cardBrand(number)}
          flipped={ccvFocused}
        />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-surface p-6 shadow-sm">
        <div>
          <label htmlFor="card-number" className={labelClass}>
            Card number
          </label>
          <input
            id="card-number"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="#### #### #### ####"
            maxLength={19}
            value={number}
            onChange={(event) => {
              setNumber(formatCardNumber(event.target.value));
              changed();
            }}
            aria-invalid={(number !== "" && !numberOk) || undefined}
            aria-describedby={number ? "card-number-hint" : undefined}
            className={`${inputClass} font-mono`}
          />
          {number && (
            <Indicator
              id="card-number-hint"
              ok={numberOk}
              okText="Valid card! 🥳"
              badText="Put a valid number 😞"
            />
          )}
        </div>
        <div>
          <label htmlFor="card-name" className={labelClass}>
            Name on card
          </label>
          <input
            id="card-name"
            name="cardName"
            autoComplete="cc-name"
            maxLength={60}
            value={name}
            onChange={(event) => {
              setName(cleanHolderName(event.target.value));
              changed();
            }}
            aria-invalid={(name !== "" && !nameOk) || undefined}
            aria-describedby={name ? "card-name-hint" : undefined}
            className={inputClass}
          />
          {name && (
            <Indicator
              id="card-name-hint"
              ok={nameOk}
              okText={
                <>
                  <span aria-hidden="true">😁</span>
                  <span className="sr-only">Name looks good</span>
                </>
              }
              badText="Write your name"
            />
          )}
        </div>
        <fieldset>
          <legend className={labelClass}>Expiration</legend>
          <div className="grid grid-cols-2 gap-4">
            <div>
              <label htmlFor="card-month" className="mb-1 block text-sm text-muted">
                Month
              </label>
              <input
                id="card-month"
                name="cardMonth"
                inputMode="numeric"
                autoComplete="cc-exp-month"
                placeholder="MM"
                maxLength={2}
                value={month}
                onChange={(event) => {
                  setMonth(digitsOnly(event.target.value).slice(0, 2));
                  changed();
                }}
                // "4" means April: written as the two digits the card shows.
                onBlur={() => {
                  if (/^[1-9]$/.test(month)) setMonth(`0${month}`);
                }}
                aria-invalid={(month !== "" && !monthOk) || undefined}
                aria-describedby={month ? "card-month-hint" : undefined}
                className={`${inputClass} font-mono`}
              />
              {month && (
                <Indicator
                  id="card-month-hint"
                  ok={monthOk}
                  okText="Valid month! 🥳"
                  badText="Select a month between 01-12 😞"
                />
              )}
            </div>
            <div>
              <label htmlFor="card-year" className="mb-1 block text-sm text-muted">
                Year
              </label>
              <input
                id="card-year"
                name="cardYear"
                inputMode="numeric"
                autoComplete="cc-exp-year"
                placeholder="YY"
                maxLength={2}
                value={year}
                onChange={(event) => {
                  setYear(digitsOnly(event.target.value).slice(0, 2));
                  changed();
                }}
                aria-invalid={(year !== "" && !yearOk) || undefined}
                aria-describedby={year ? "card-year-hint" : undefined}
                className={`${inputClass} font-mono`}
              />
              {year && (
                <Indicator
                  id="card-year-hint"
                  ok={yearOk}
                  okText="Valid Year! 🥳"
                  badText="Select a valid year 😞"
                />
              )}
            </div>
          </div>
        </fieldset>
        <div>
          <label htmlFor="card-ccv" className={labelClass}>
            CCV
          </label>
          <input
            id="card-ccv"
            name="cardCcv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            value={ccv}
            onChange={(event) => {
              setCcv(digitsOnly(event.target.value).slice(0, 3));
              changed();
            }}
            onFocus={() => setCcvFocused(true)}
            onBlur={() => setCcvFocused(false)}
            aria-invalid={(ccv !== "" && !ccvOk) || undefined}
            aria-describedby={ccv ? "card-ccv-hint" : undefined}
            className={`${inputClass} max-w-32 font-mono`}
          />
          {ccv && (
            <Indicator
              id="card-ccv-hint"
              ok={ccvOk}
              okText="Valid card! 🥳"
              badText="Put a valid number 😞"
            />
          )}
        </div>
        {error && (
          <p role="alert" className="font-medium text-danger-fg">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={!canSubmit}
          aria-busy={add.isPending}
          className={`${primaryButtonClass} w-full`}
        >
          Add card
        </button>
      </form>
    </div>
  );
}
