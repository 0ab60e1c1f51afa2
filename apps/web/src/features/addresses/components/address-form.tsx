import {
  ADDRESS_LIMITS,
  type AddressField,
  type AddressInput,
  type AddressProblemKind,
  canSubmitAddress,
  findAddressProblem,
  phoneDigits,
} from "@hogar/shared/address-rules";
import { m } from "@hogar/shared/messages";
import { MEXICAN_STATES } from "@hogar/shared/mx-states";
import { type ReactNode, useState } from "react";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { useForm } from "../../../components/ui/use-form.ts";
import { isUnavailableError } from "../../../lib/api-client.ts";

/** Every field as the form holds it: text, the optional ones empty when not given. */
export type AddressValues = Required<AddressInput>;

export const EMPTY_ADDRESS: AddressValues = {
  fullName: "",
  street: "",
  exteriorNumber: "",
  interiorNumber: "",
  colonia: "",
  municipality: "",
  state: "",
  postalCode: "",
  phone: "",
  instructions: "",
};

const digits = (max: number) => (value: string) => value.replace(/\D/g, "").slice(0, max);
// How far past its limit a field takes text: a paste a little too long shows whole and is refused
// naming the field (findAddressProblem), rather than cut without a word (docs/product.md 83).
const OVER_LIMIT = 20;

/** What the form sends: the text trimmed (the server trims too, and checks the same rules). */
function toInput(values: AddressValues): AddressInput {
  return {
    fullName: values.fullName.trim(),
    street: values.street.trim(),
    exteriorNumber: values.exteriorNumber.trim(),
    interiorNumber: values.interiorNumber.trim(),
    colonia: values.colonia.trim(),
    municipality: values.municipality.trim(),
    state: values.state,
    postalCode: values.postalCode,
    phone: values.phone,
    instructions: values.instructions.trim(),
  };
}

function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-muted">{m.addresses_optional()}</span>
    </>
  );
}

interface AddressFormProps {
  initial: AddressValues;
  submitLabel: string;
  busy: boolean;
  /** Sends the address; `failed` shows the server's refusal in the form's alert. */
  save: (input: AddressInput, failed: (error: Error) => void) => void;
}

/**
 * The Mexican address form (docs/product.md 83), for adding and editing. The save button is
 * aria-disabled (not disabled) while canSubmitAddress says no (docs/product.md 10): it stays
 * reachable, and pressing it names the first problem in one alert, marking the fields it is about.
 */
export function AddressForm({ initial, submitLabel, busy, save }: AddressFormProps) {
  const form = useForm<AddressValues>({
    initial,
    clean: { postalCode: digits(5), phone: phoneDigits },
    idPrefix: "address-",
    busy,
  });

  // The kind of the rules' problem the alert shows; null for a server refusal the rules do not know.
  const [shownKind, setShownKind] = useState<AddressProblemKind | null>(null);

  const canSubmit = canSubmitAddress(form.values) && !busy;
  // The fields the alert is about: the rules' first problem, when it is the one the alert shows (its
  // kind, not its text: the text changes with the language, docs/product.md 80).
  const problem = form.message && shownKind ? findAddressProblem(form.values) : null;
  const invalid = new Set<AddressField>(problem?.kind === shownKind ? problem.fields : []);
  const problemId = (field: AddressField) => (invalid.has(field) ? "address-problem" : undefined);

  const onSubmit = form.submit((values) => {
    const found = findAddressProblem(values);
    setShownKind(found?.kind ?? null);
    if (found) {
      // Worded at each render, so a switch of language rewords the alert too.
      form.setMessage(() => findAddressProblem(values)?.message);
      // The first field at fault takes the focus: on a phone it may be a screen above the button,
      // and its description reads the alert (docs/product.md 83).
      const first = found.fields[0];
      if (first) document.getElementById(form.idOf(first))?.focus();
      return;
    }
    save(toInput(values), (error) => {
      if (isUnavailableError(error)) showErrorNotice(error, m.common_save_failed());
      else form.setMessage(error.message);
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
      <TextField
        {...form.field("fullName")}
        label={m.addresses_full_name()}
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.fullName + OVER_LIMIT}
        problemId={problemId("fullName")}
      />
      <TextField
        {...form.field("street")}
        label={m.addresses_street()}
        autoComplete="address-line1"
        maxLength={ADDRESS_LIMITS.street + OVER_LIMIT}
        problemId={problemId("street")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("exteriorNumber")}
          label={m.addresses_exterior_number()}
          hint={m.addresses_exterior_number_hint()}
          maxLength={ADDRESS_LIMITS.exteriorNumber + OVER_LIMIT}
          problemId={problemId("exteriorNumber")}
        />
        <TextField
          {...form.field("interiorNumber")}
          label={<Optional>{m.addresses_interior_number()}</Optional>}
          maxLength={ADDRESS_LIMITS.interiorNumber + OVER_LIMIT}
          problemId={problemId("interiorNumber")}
        />
      </div>
      <TextField
        {...form.field("colonia")}
        label={m.addresses_colonia()}
        autoComplete="address-level3"
        maxLength={ADDRESS_LIMITS.colonia + OVER_LIMIT}
        problemId={problemId("colonia")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("municipality")}
          label={m.addresses_municipality()}
          hint={m.addresses_municipality_hint()}
          autoComplete="address-level2"
          maxLength={ADDRESS_LIMITS.municipality + OVER_LIMIT}
          problemId={problemId("municipality")}
        />
        <SelectField
          {...form.field("state")}
          label={m.addresses_state()}
          autoComplete="address-level1"
          problemId={problemId("state")}
        >
          <option value="">{m.addresses_state_choose()}</option>
          {MEXICAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field("postalCode")}
          label={m.addresses_postal_code_label()}
          hint={m.addresses_postal_code_hint()}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          problemId={problemId("postalCode")}
        />
        <TextField
          {...form.field("phone")}
          label={m.addresses_phone_label()}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          problemId={problemId("phone")}
        />
      </div>
      <TextAreaField
        {...form.field("instructions")}
        label={<Optional>{m.addresses_instructions()}</Optional>}
        rows={3}
        maxLength={ADDRESS_LIMITS.instructions + OVER_LIMIT}
        problemId={problemId("instructions")}
      />
      {form.message && (
        <p id="address-problem" role="alert" className="font-medium text-danger-fg">
          {form.message}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={!canSubmit || undefined}
        aria-busy={busy}
        className={`${primaryButtonClass} w-full`}
      >
        {submitLabel}
      </button>
    </form>
  );
}
