import {
  FISCAL_FIELDS,
  FISCAL_NAME_MAX,
  type FiscalDataInput,
  type FiscalField,
  type FiscalProblem,
  fiscalDataProblems,
  normalizeFiscalData,
} from "@hogar/shared/fiscal-rules";
import { type FiscalData, pickFiscalData } from "@hogar/shared/invoices";
import { m } from "@hogar/shared/messages";
import { type ChangeEvent, useEffect, useState } from "react";
import { SelectField, TextField } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showNotice } from "../../../components/ui/notice/notice-store.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { type FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import { ApiError, isUnavailableError } from "../../../lib/api-client.ts";
import { useSaveFiscalData } from "../api/fiscal-data.ts";
import { DeleteFiscalData } from "./delete-fiscal-data.tsx";
import {
  type ClearedChoice,
  cfdiUseOptions,
  checkDigitDoubtful,
  cleanRfc,
  fitChoices,
  regimeOptions,
  rfcKind,
} from "./fiscal-choices.ts";

const EMPTY_FISCAL_DATA: FiscalDataInput = {
  rfc: "",
  name: "",
  taxRegime: "",
  postalCode: "",
  cfdiUse: "",
};

/** The element that says "Please fill in all the fields", which every empty field points to. */
const FILL_ID = "fiscal-fill";

/**
 * What the rules say, placed in the form: "fill" once, in the form's alert, for the empty fields it
 * names; every other problem under the field it is about.
 */
function placeProblems(problems: readonly FiscalProblem[]) {
  const fill = problems.find((problem) => problem.kind === "fill");
  const underFields: Partial<Record<FiscalField, string[]>> = {};
  for (const problem of problems) {
    if (problem === fill) continue;
    for (const field of problem.fields) underFields[field] = [...(underFields[field] ?? []), problem.message];
  }
  return { fill, underFields };
}

/** A 400's messages on the fields it names; undefined when it names none of this form's. */
function serverFieldErrors(failure: unknown): FieldErrors<FiscalDataInput> | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 400) return undefined;
  const named = Object.entries(failure.fields ?? {}).filter(([field]) =>
    (FISCAL_FIELDS as readonly string[]).includes(field),
  );
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

const clearedText: Record<ClearedChoice, () => string> = {
  taxRegime: m.invoicing_tax_regime_reset,
  cfdiUse: m.invoicing_cfdi_use_reset,
};

interface FiscalDataFormProps {
  saved: FiscalData | null;
  /** After a save, e.g. back to the order whose invoice panel sent the shopper here. */
  onSaved: () => void;
}

/**
 * The shopper's fiscal data (docs/product.md 89). The régimen list follows the RFC's kind of person
 * and the uso list the régimen; a choice a change makes invalid goes back to "choose one", and the
 * field says so (and a status announces it). A submit checks the shared rules first and sends
 * nothing while they find a problem: from then on each field at fault is marked and described by
 * its message, as it stands while the shopper corrects it, and the first takes the focus. The
 * server's 400 shows on the field it names, or in the form's alert.
 */
export function FiscalDataForm({ saved, onSaved }: FiscalDataFormProps) {
  const save = useSaveFiscalData();
  const form = useForm<FiscalDataInput>({
    initial: saved ? pickFiscalData(saved) : EMPTY_FISCAL_DATA,
    clean: { rfc: cleanRfc, postalCode: (typed) => typed.replace(/\D/g, "").slice(0, 5) },
    idPrefix: "fiscal-",
    busy: save.isPending,
  });
  // Set by a submit the rules refused; the problems then follow what is typed.
  const [checked, setChecked] = useState(false);
  // Focused once the delete's dialog has closed (after the render that removes it): closing a modal
  // dialog gives the focus back to its opener, which would take it from a field focused sooner.
  const [focusRfc, setFocusRfc] = useState(false);
  useEffect(() => {
    if (!focusRfc) return;
    document.getElementById(form.idOf("rfc"))?.focus();
    setFocusRfc(false);
  }, [focusRfc, form]);
  const [cleared, setCleared] = useState<ClearedChoice[]>([]);

  const kind = rfcKind(form.values.rfc);
  const doubtfulDigit = checkDigitDoubtful(form.values.rfc);
  const regimes = regimeOptions(kind);
  const uses = cfdiUseOptions(form.values.taxRegime, kind);
  const { fill, underFields } = placeProblems(checked ? fiscalDataProblems(form.values) : []);

  /** Sets a field that decides the lists, then takes back the choices they no longer offer. */
  const change =
    (field: "rfc" | "taxRegime") => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = field === "rfc" ? cleanRfc(event.target.value) : event.target.value;
      form.set(field, value);
      const fitted = fitChoices({ ...form.values, [field]: value });
      for (const choice of fitted.cleared) form.set(choice, "");
      setCleared((shown) => [...shown.filter((choice) => choice !== field), ...fitted.cleared]);
    };
  const choose = (field: ClearedChoice) => (event: ChangeEvent<HTMLSelectElement>) => {
    form.set(field, event.target.value);
    setCleared((shown) => shown.filter((choice) => choice !== field));
  };

  /** A field's props with its problems: the server's, else the rules' (under it, or the fill alert). */
  const fieldOf = (name: FiscalField) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? underFields[name],
      problemId: fill?.fields.includes(name) ? FILL_ID : undefined,
    };
  };
  const hintOf = (field: ClearedChoice, hint: string) =>
    cleared.includes(field) ? clearedText[field]() : hint;

  const onSubmit = form.submit((values) => {
    const problems = fiscalDataProblems(values);
    if (problems.length > 0) {
      setChecked(true);
      const first = FISCAL_FIELDS.find((field) => problems.some((problem) => problem.fields.includes(field)));
      if (first) document.getElementById(form.idOf(first))?.focus();
      return;
    }
    setChecked(false);
    save.mutate(normalizeFiscalData(values), {
      onSuccess: ({ fiscalData }) => {
        // What the shop kept (capitals, single spaces) is what the form shows now.
        if (fiscalData) for (const field of FISCAL_FIELDS) form.set(field, fiscalData[field]);
        showNotice({
          type: "success",
          title: m.invoicing_saved_title(),
          message: m.invoicing_saved_message(),
        });
        onSaved();
      },
      onError: (failure) => {
        const errors = serverFieldErrors(failure);
        if (errors) form.report(errors, { focus: true });
        else if (isUnavailableError(failure)) showErrorNotice(failure, m.invoicing_save_failed());
        else form.setMessage(failure.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4 rounded-xl bg-surface p-6 shadow-sm">
      <TextField
        {...fieldOf("rfc")}
        onChange={change("rfc")}
        label={m.invoicing_rfc()}
        // A check digit that does not match is pointed out, not refused (packages/shared/src/rfc.ts),
        // and said as it appears: the region is there from the start, as a live region must be.
        hint={
          <>
            {!doubtfulDigit && m.invoicing_rfc_hint()}
            <span aria-live="polite">{doubtfulDigit ? m.fiscal_rfc_check_digit() : ""}</span>
          </>
        }
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
      />
      <TextField
        {...fieldOf("name")}
        label={m.invoicing_name()}
        hint={m.invoicing_name_hint()}
        autoComplete="organization"
        maxLength={FISCAL_NAME_MAX + 20}
      />
      <SelectField
        {...fieldOf("taxRegime")}
        onChange={change("taxRegime")}
        label={m.invoicing_tax_regime()}
        hint={hintOf("taxRegime", m.invoicing_tax_regime_hint())}
      >
        <option value="">{m.invoicing_tax_regime_choose()}</option>
        {regimes.map((regime) => (
          <option key={regime.code} value={regime.code}>
            {`${regime.code} - ${regime.name}`}
          </option>
        ))}
      </SelectField>
      <TextField
        {...fieldOf("postalCode")}
        label={m.invoicing_postal_code()}
        hint={m.invoicing_postal_code_hint()}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
      />
      <SelectField
        {...fieldOf("cfdiUse")}
        onChange={choose("cfdiUse")}
        label={m.invoicing_cfdi_use()}
        hint={hintOf("cfdiUse", m.invoicing_cfdi_use_hint())}
      >
        <option value="">
          {form.values.taxRegime === "" ? m.invoicing_cfdi_use_regime_first() : m.invoicing_cfdi_use_choose()}
        </option>
        {uses.map((use) => (
          <option key={use.code} value={use.code}>
            {`${use.code} - ${use.name}`}
          </option>
        ))}
      </SelectField>
      {/* Always there, so a screen reader hears that a choice was taken back as it happens. */}
      <p role="status" className="sr-only">
        {cleared.map((choice) => clearedText[choice]()).join(" ")}
      </p>
      {fill && (
        <p id={FILL_ID} role="alert" className="font-medium text-danger-fg">
          {fill.message}
        </p>
      )}
      <FormMessage form={form} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" aria-busy={save.isPending} className={primaryButtonClass}>
          {m.invoicing_save()}
        </button>
        <DeleteFiscalData
          saved={saved !== null}
          onDeleted={() => {
            for (const field of FISCAL_FIELDS) form.set(field, "");
            setCleared([]);
            setChecked(false);
            setFocusRfc(true);
          }}
        />
      </div>
    </form>
  );
}
