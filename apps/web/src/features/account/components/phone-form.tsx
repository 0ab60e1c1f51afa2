import { isValidPhone, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "@hogar/shared/address-rules";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useUpdatePhone } from "../api/update-phone.ts";

const PHONE_RULE = `Enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`;

/** The "Add phone" form: digits only, saved with PUT /api/me/phone. */
export function PhoneForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdatePhone();

  // Revealed by "Add phone", so the field takes the focus the button had.
  useEffect(() => input.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!isValidPhone(phone)) {
      setError(PHONE_RULE);
      input.current?.focus();
      return;
    }
    setError(null);
    update.mutate(phone, {
      onSuccess: onSaved,
      onError: (failure) => {
        if (isUnavailableError(failure)) showErrorNotice(failure, "Something went wrong...");
        else setError(failure.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 max-w-md">
      <label htmlFor="phone" className={labelClass}>
        Phone number
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          ref={input}
          id="phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "phone-error phone-hint" : "phone-hint"}
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button
          type="submit"
          aria-busy={update.isPending}
          disabled={update.isPending}
          className={primaryButtonClass}
        >
          Save
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
      <p id="phone-hint" className="mt-1 text-sm text-muted">
        Digits only, at least {PHONE_MIN_DIGITS}
      </p>
      {error && (
        <p id="phone-error" role="alert" className="mt-1 text-sm font-medium text-danger-fg">
          {error}
        </p>
      )}
    </form>
  );
}
