import {
  ADDRESS_MESSAGES,
  type AddressInput,
  addressProblem,
  canSubmitAddress,
  PHONE_MAX_DIGITS,
} from "@hogar/shared/address-rules";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { inputClass, labelClass, primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";
import { useCreateAddress } from "../api/create-address.ts";

const COUNTRIES = ["Mexico", "United States", "Canada", "Guatemala", "Colombia", "Spain"] as const;

type Field = keyof AddressInput;

/** Which fields a message is about, so they can be marked invalid next to the alert. */
function fieldsOf(message: string | null, input: AddressInput): Field[] {
  if (message === ADDRESS_MESSAGES.fill) {
    return (["country", "fullName", "streetAndNumber"] as const).filter((field) => !input[field].trim());
  }
  if (message === ADDRESS_MESSAGES.postalCode) return ["postalCode"];
  if (message === ADDRESS_MESSAGES.phone) return ["phone"];
  return [];
}

const digits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/**
 * The add-address form. The submit button is aria-disabled (not disabled) while canSubmitAddress says
 * no: it stays reachable, and pressing it says what is missing, in the spec's order.
 */
export function AddAddressForm() {
  const [input, setInput] = useState<Required<AddressInput>>({
    country: "Mexico",
    fullName: "",
    streetAndNumber: "",
    postalCode: "",
    phone: "",
    instructions: "",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateAddress();
  const navigate = useNavigate();

  const canSubmit = canSubmitAddress(input) && !create.isPending;
  const invalid = new Set(fieldsOf(problem, input));

  const change = (field: Field, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = addressProblem(input);
    if (found) {
      setProblem(found);
      return;
    }
    create.mutate(
      {
        country: input.country,
        fullName: input.fullName.trim(),
        streetAndNumber: input.streetAndNumber.trim(),
        postalCode: input.postalCode,
        phone: input.phone,
        instructions: input.instructions.trim(),
      },
      {
        onSuccess: () => navigate("/account/my-addresses"),
        onError: (error) => {
          if (isUnavailableError(error)) showErrorNotice(error, "Something went wrong...");
          else setProblem(error.message);
        },
      },
    );
  };

  const describe = (field: Field, hint?: string) =>
    [hint, invalid.has(field) ? "address-problem" : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
      <div>
        <label htmlFor="country" className={labelClass}>
          Country or region
        </label>
        <select
          id="country"
          name="country"
          autoComplete="country-name"
          value={input.country}
          onChange={(event) => change("country", event.target.value)}
          aria-invalid={invalid.has("country") || undefined}
          aria-describedby={describe("country")}
          className={inputClass}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="full-name" className={labelClass}>
          Full name
        </label>
        <input
          id="full-name"
          name="fullName"
          autoComplete="name"
          maxLength={100}
          value={input.fullName}
          onChange={(event) => change("fullName", event.target.value)}
          aria-invalid={invalid.has("fullName") || undefined}
          aria-describedby={describe("fullName")}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="street" className={labelClass}>
          Street and number
        </label>
        <input
          id="street"
          name="streetAndNumber"
          autoComplete="street-address"
          maxLength={200}
          value={input.streetAndNumber}
          onChange={(event) => change("streetAndNumber", event.target.value)}
          aria-invalid={invalid.has("streetAndNumber") || undefined}
          aria-describedby={describe("streetAndNumber")}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="postal-code" className={labelClass}>
            Postal code
          </label>
          <input
            id="postal-code"
            name="postalCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={input.postalCode}
            onChange={(event) => change("postalCode", digits(event.target.value, 5))}
            aria-invalid={invalid.has("postalCode") || undefined}
            aria-describedby={describe("postalCode", "postal-code-hint")}
            className={inputClass}
          />
          <p id="postal-code-hint" className="mt-1 text-sm text-muted">
            Exactly 5 digits, e.g. 01000
          </p>
        </div>
        <div>
          <label htmlFor="address-phone" className={labelClass}>
            Phone number
          </label>
          <input
            id="address-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_DIGITS}
            value={input.phone}
            onChange={(event) => change("phone", digits(event.target.value, PHONE_MAX_DIGITS))}
            aria-invalid={invalid.has("phone") || undefined}
            aria-describedby={describe("phone")}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor="instructions" className={labelClass}>
          Instructions <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="instructions"
          name="instructions"
          rows={3}
          maxLength={500}
          value={input.instructions}
          onChange={(event) => change("instructions", event.target.value)}
          className={inputClass}
        />
      </div>
      {problem && (
        <p id="address-problem" role="alert" className="font-medium text-danger-fg">
          {problem}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={!canSubmit || undefined}
        aria-busy={create.isPending}
        className={`${primaryButtonClass} w-full`}
      >
        Add address
      </button>
    </form>
  );
}
