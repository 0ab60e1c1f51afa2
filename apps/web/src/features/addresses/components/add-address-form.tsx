import {
  ADDRESS_MESSAGES,
  type AddressInput,
  addressProblem,
  canSubmitAddress,
  PHONE_MAX_DIGITS,
} from "@hogar/shared/address-rules";
import { useNavigate } from "react-router";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
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

const digits = (max: number) => (value: string) => value.replace(/\D/g, "").slice(0, max);

/**
 * The add-address form. The submit button is aria-disabled (not disabled) while canSubmitAddress says
 * no: it stays reachable, and pressing it says what is missing in one alert
 * (in the order of docs/product.md 10).
 */
export function AddAddressForm() {
  const create = useCreateAddress();
  const navigate = useNavigate();
  const form = useForm<Required<AddressInput>>({
    initial: {
      country: "Mexico",
      fullName: "",
      streetAndNumber: "",
      postalCode: "",
      phone: "",
      instructions: "",
    },
    clean: { postalCode: digits(5), phone: digits(PHONE_MAX_DIGITS) },
    idPrefix: "address-",
    busy: create.isPending,
  });

  const canSubmit = canSubmitAddress(form.values) && !create.isPending;
  const invalid = new Set(fieldsOf(form.message, form.values));
  const problemId = (field: Field) => (invalid.has(field) ? "address-problem" : undefined);

  const onSubmit = form.submit((input) => {
    const found = addressProblem(input);
    if (found) {
      form.setMessage(found);
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
          else form.setMessage(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
      <SelectField
        {...form.field("country")}
        label="Country or region"
        autoComplete="country-name"
        problemId={problemId("country")}
      >
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </SelectField>
      <TextField
        {...form.field("fullName")}
        label="Full name"
        autoComplete="name"
        maxLength={100}
        problemId={problemId("fullName")}
      />
      <TextField
        {...form.field("streetAndNumber")}
        label="Street and number"
        autoComplete="street-address"
        maxLength={200}
        problemId={problemId("streetAndNumber")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("postalCode")}
          label="Postal code"
          hint="Exactly 5 digits, e.g. 01000"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          problemId={problemId("postalCode")}
        />
        <TextField
          {...form.field("phone")}
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS}
          problemId={problemId("phone")}
        />
      </div>
      <TextAreaField
        {...form.field("instructions")}
        label={
          <>
            Instructions <span className="font-normal text-muted">(optional)</span>
          </>
        }
        rows={3}
        maxLength={500}
      />
      {form.message && (
        <p id="address-problem" role="alert" className="font-medium text-danger-fg">
          {form.message}
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
