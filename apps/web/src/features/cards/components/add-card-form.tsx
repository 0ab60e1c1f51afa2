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
import { m } from "@hogar/shared/messages";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { labelClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useAddCard } from "../api/add-card.ts";
import { CardPreview } from "./card-preview.tsx";

const digits = (max: number) => (value: string) => digitsOnly(value).slice(0, max);
/** Two digits; a year written whole, as some cards print it ("2030"), is kept as its last two. */
const expiryYear = (value: string) => {
  const typed = digitsOnly(value).slice(0, 4);
  return typed.length === 4 ? typed.slice(2) : typed;
};
/** Month and year: two digits each, under the "Expiration" legend. */
const expiryProps = {
  labelClassName: "mb-1 block text-sm text-muted",
  inputMode: "numeric",
  maxLength: 2,
  className: "font-mono",
} as const;

/**
 * /account/add-card, and inline in the checkout. The number and CCV live only in this component's state
 * and go to the server once; nothing is logged or written to storage (docs/product.md 31).
 * With `onAdded` the new card is handed over (the cards list already refetched) instead of leaving for
 * /account/my-cards. Each field's indicator judges it from the shared rules as it is typed.
 */
export function AddCardForm({ onAdded }: { onAdded?: (card: SavedCard) => void } = {}) {
  const add = useAddCard();
  const navigate = useNavigate();
  const form = useForm({
    initial: { cardNumber: "", cardName: "", cardMonth: "", cardYear: "", cardCcv: "" },
    clean: {
      cardNumber: formatCardNumber,
      cardName: cleanHolderName,
      cardMonth: digits(2),
      cardYear: expiryYear,
      cardCcv: digits(3),
    },
    busy: add.isPending,
  });
  const [ccvFocused, setCcvFocused] = useState(false);
  const { cardNumber: number, cardName: name, cardMonth: month, cardYear: year, cardCcv: ccv } = form.values;

  const now = new Date();
  const numberOk = isValidCardNumber(number);
  const nameOk = isValidHolderName(name);
  const yearOk = isValidYear(year, now);
  // Once the year is known, a month of this year that has already passed is not valid either.
  const monthOk = yearOk ? isExpiryValid(month, year, now) : isValidMonth(month);
  // A real month that has passed this year is not a typing slip: the card itself has expired.
  const expired = yearOk && isValidMonth(month) && !monthOk;
  // Nor is a year that has passed.
  const pastYear = /^\d{2}$/.test(year) && !yearOk;
  // A number of another brand (American Express, Carnet) is no typing slip either.
  const otherBrand = digitsOnly(number).length > 0 && cardBrand(number) === null;
  const ccvOk = isValidCcv(ccv);
  // Each field's verdict as it shows under the field; the first not ready is named on an early press.
  const numberBad = otherBrand ? m.cards_number_brand : m.cards_number_bad;
  const monthBad = expired ? m.rules_card_expired : m.cards_month_bad;
  const yearBad = pastYear ? m.rules_card_expired : m.cards_year_bad;
  const checks = [
    { field: "cardNumber", ok: numberOk, bad: numberBad },
    { field: "cardName", ok: nameOk, bad: m.cards_name_bad },
    { field: "cardMonth", ok: monthOk, bad: monthBad },
    { field: "cardYear", ok: yearOk, bad: yearBad },
    { field: "cardCcv", ok: ccvOk, bad: m.cards_ccv_bad },
  ] as const;
  const problem = checks.find((check) => !check.ok);
  const canSubmit = problem === undefined;

  const onSubmit = form.submit(() => {
    // The button is only aria-disabled: pressed early (or Enter), it names what is missing there.
    if (problem) {
      form.refuse(problem.field, problem.bad);
      return;
    }
    add.mutate(
      { number: digitsOnly(number), holderName: name.trim(), month, year, ccv },
      {
        onSuccess: (card) => {
          showNotice({
            type: "success",
            title: m.cards_added_title(),
            message: m.cards_added_message({ last4: card.last4 }),
          });
          if (onAdded) onAdded(card);
          else navigate("/account/my-cards");
        },
        onError: (failure) => {
          if (isUnavailableError(failure)) showErrorNotice(failure, m.cards_failed());
          else form.setMessage(failure.message);
        },
      },
    );
  });

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
        <TextField
          {...form.field("cardNumber")}
          label={m.cards_number()}
          check={{
            ok: numberOk,
            okText: m.cards_number_ok(),
            badText: numberBad(),
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="#### #### #### ####"
          maxLength={19}
          className="font-mono"
        />
        <TextField
          {...form.field("cardName")}
          label={m.cards_name()}
          check={{
            ok: nameOk,
            okText: (
              <>
                <span aria-hidden="true">😁</span>
                <span className="sr-only">{m.cards_name_ok()}</span>
              </>
            ),
            badText: m.cards_name_bad(),
          }}
          autoComplete="cc-name"
          maxLength={60}
        />
        <fieldset>
          <legend className={labelClass}>{m.cards_expiration()}</legend>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              {...form.field("cardMonth")}
              label={m.cards_month()}
              {...expiryProps}
              check={{
                ok: monthOk,
                okText: m.cards_month_ok(),
                badText: monthBad(),
              }}
              autoComplete="cc-exp-month"
              placeholder={m.cards_month_placeholder()}
              // "4" means April: written as the two digits the card shows.
              onBlur={() => {
                if (/^[1-9]$/.test(month)) form.set("cardMonth", `0${month}`);
              }}
            />
            <TextField
              {...form.field("cardYear")}
              label={m.cards_year()}
              {...expiryProps}
              check={{
                ok: yearOk,
                okText: m.cards_year_ok(),
                badText: yearBad(),
              }}
              autoComplete="cc-exp-year"
              maxLength={4}
              placeholder={m.cards_year_placeholder()}
            />
          </div>
        </fieldset>
        <TextField
          {...form.field("cardCcv")}
          label={m.cards_ccv()}
          check={{ ok: ccvOk, okText: m.cards_ccv_ok(), badText: m.cards_ccv_bad() }}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          // The preview shows the card's back while the CCV has focus.
          onFocus={() => setCcvFocused(true)}
          onBlur={() => setCcvFocused(false)}
          className="max-w-32 font-mono"
        />
        <FormMessage form={form} />
        <BusyButton
          busy={add.isPending}
          type="submit"
          aria-disabled={!canSubmit || undefined}
          className={`${primaryButtonClass} w-full`}
        >
          {m.cards_add()}
        </BusyButton>
      </form>
    </div>
  );
}
