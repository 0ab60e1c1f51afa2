import { m } from "@hogar/shared/messages";
import { formatNumber } from "@hogar/shared/money";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { inputClass, labelClass } from "./form-styles.ts";
import { PasswordInput } from "./password-input.tsx";

/**
 * A live verdict on what was typed (the sign-up and card forms): once the field holds something it
 * stands in the hint's place, green when ok, red (and the field invalid) when not.
 */
export interface FieldCheck {
  ok: boolean;
  okText: ReactNode;
  badText: ReactNode;
}

/** One message, or several (one per chosen file) shown as a list. */
export type FieldMessage = string | readonly string[];

export interface FieldProps {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** Guidance that always shows under the control. */
  hint?: ReactNode;
  check?: FieldCheck;
  error?: FieldMessage;
  /** The error is an alert: for a form whose focus stays on its button when the error appears. */
  announceError?: boolean;
  /** A message elsewhere that says why this field is invalid (the address form's one alert). */
  problemId?: string;
}

/** What the control takes from its field: its id, its state for assistive technology and its look. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

const hasMessage = (error: FieldMessage | undefined): error is FieldMessage =>
  error !== undefined && error.length > 0;

/**
 * A labelled control with its hint or check (`<id>-hint`) and its error (`<id>-error`), both linked
 * with aria-describedby. `children` renders the control, for layouts the variants below do not cover.
 */
export function Field({
  id,
  label,
  labelClassName = labelClass,
  hint,
  check,
  error,
  announceError,
  problemId,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const hintId = hint || check ? `${id}-hint` : undefined;
  const errorId = hasMessage(error) ? `${id}-error` : undefined;
  const invalid = Boolean(errorId || problemId || (check && !check.ok));
  const describedBy = [hintId, errorId, problemId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy,
        className: inputClass,
      })}
      {check ? (
        <p id={hintId} className={`mt-1 text-sm ${check.ok ? "text-success-fg" : "text-danger-fg"}`}>
          {check.ok ? check.okText : check.badText}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        )
      )}
      {errorId && hasMessage(error) && (
        <div
          id={errorId}
          role={announceError ? "alert" : undefined}
          className="mt-1 text-sm font-medium text-danger-fg"
        >
          {typeof error === "string" || error.length === 1 ? (
            error.toString()
          ) : (
            <ul className="list-disc pl-5">
              {error.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * A field around one kind of control: the field's props go to Field, the rest to the control, whose
 * own className is added to the shared look. A check shows once something is typed.
 */
function fieldOf<P extends { className?: string; value?: unknown }>(Control: ComponentType<P>) {
  return function ControlField(props: FieldProps & P) {
    const { label, labelClassName, hint, check, error, announceError, problemId, className, ...control } =
      props;
    const typed = typeof props.value === "string" && props.value !== "";
    return (
      <Field
        id={props.id}
        label={label}
        labelClassName={labelClassName}
        hint={hint}
        check={typed ? check : undefined}
        error={error}
        announceError={announceError}
        problemId={problemId}
      >
        {(field) => {
          const controlProps = {
            ...control,
            ...field,
            className: className ? `${field.className} ${className}` : field.className,
          } as unknown as P;
          return <Control {...controlProps} />;
        }}
      </Field>
    );
  };
}

export const TextField = fieldOf((props: ComponentProps<"input">) => <input {...props} />);
export const SelectField = fieldOf((props: ComponentProps<"select">) => <select {...props} />);
export const TextAreaField = fieldOf((props: ComponentProps<"textarea">) => <textarea {...props} />);
export const PasswordField = fieldOf(PasswordInput);

/**
 * A text area with a length limit, whose hint counts what is typed against it ("1,950 of 2,000
 * characters"), in red past it, leaving out spaces at either end as the rules do. It has no maxLength:
 * a paste past the limit stays whole, so the shopper sees how much to cut, where maxLength dropped its
 * end without a word; the form's rules refuse it, as the server does.
 */
export function LongTextField({
  maxChars,
  hint,
  ...props
}: FieldProps & ComponentProps<"textarea"> & { maxChars: number; value: string }) {
  const count = props.value.trim().length;
  const counter = (
    <span className={count > maxChars ? "font-medium text-danger-fg" : undefined}>
      {m.common_characters_count({ count: formatNumber(count), max: formatNumber(maxChars) })}
    </span>
  );
  return (
    <TextAreaField
      {...props}
      hint={
        hint ? (
          <span className="flex flex-wrap justify-between gap-x-3">
            <span>{hint}</span>
            {counter}
          </span>
        ) : (
          counter
        )
      }
    />
  );
}
