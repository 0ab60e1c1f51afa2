import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import type { FieldMessage } from "./field.tsx";
import { closeSuccessNotice } from "./notice/notice-store.ts";

type Key<V> = keyof V & string;
/** The fields whose value is text, the ones an input, select or textarea edits. */
type TextKey<V> = { [K in Key<V>]: V[K] extends string ? K : never }[Key<V>];

export type FieldErrors<V> = Partial<Record<Key<V>, FieldMessage>>;

/**
 * A message kept in state: the server's finished text, or a function that makes it, called at render so
 * it speaks the language of the moment (a switch of language while it shows, docs/product.md 80).
 */
export type MessageSource<T = string> = T | (() => T | undefined);
type ReportedErrors<V> = Partial<Record<Key<V>, MessageSource<FieldMessage>>>;

function say<T>(source: MessageSource<T> | undefined): T | undefined {
  return typeof source === "function" ? (source as () => T | undefined)() : source;
}

interface FormOptions<V> {
  /** The first values; their keys' order is the form's order (the first field at fault takes the focus). */
  initial: V;
  /** Each field's message from the shared rules (packages/shared); a submit that finds any sends nothing. */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * When validate's messages show: once a field was left or the form submitted (`live`), or else only as
   * a submit found them, until their field changes.
   */
  live?: boolean;
  /** Normalises what is typed into a field, e.g. digits only. */
  clean?: { [K in TextKey<V>]?: (typed: string) => string };
  /** A field's element id is this prefix and its key in kebab case ("address-" + "fullName"). */
  idPrefix?: string;
  /** While true (a request is under way) a submit does nothing. */
  busy?: boolean;
  /** The form's message reports the last answer and stays until the next submit, even when fields change. */
  keepMessage?: boolean;
}

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/**
 * A form's state: values, per-field errors (the rules' and the server's), touched and submitted, one
 * form-level message, and the submit handling. Rendering is the Field component's job.
 */
export function useForm<V extends object>(options: FormOptions<V>) {
  const {
    initial,
    validate,
    live = false,
    clean,
    idPrefix = "",
    busy = false,
    keepMessage = false,
  } = options;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Key<V>>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<Key<V>>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // What a submit or the server reported, shown until its field changes.
  const [reported, setReported] = useState<ReportedErrors<V>>({});
  const [shownMessage, setShownMessage] = useState<MessageSource | null>(null);
  const message = say(shownMessage) ?? null;
  // The element showing `message` takes this id, so the field it is about can point at it.
  const messageId = useId();
  // The field the message is about, when `refuse` said it: marked invalid and described by it.
  const [refused, setRefused] = useState<Key<V> | null>(null);
  // Wrapped, so a message function is kept, not taken for a state updater.
  const setMessage = (source: MessageSource | null) => {
    setShownMessage(() => source);
    setRefused(null);
  };

  const errors: FieldErrors<V> = validate?.(values) ?? {};
  const idOf = (field: Key<V>) => idPrefix + field.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

  const focusFirst = (found: ReportedErrors<V>) => {
    const first = (Object.keys(initial) as Key<V>[]).find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  /** Forgets what was reported about a field, e.g. one whose rule counts another field's value too. */
  const dismiss = (field: Key<V>) =>
    setReported((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest as ReportedErrors<V>;
    });

  const set = <K extends Key<V>>(field: K, value: V[K]) => {
    const cleaner = clean?.[field as unknown as TextKey<V>];
    const next = cleaner ? (cleaner(value as string) as V[K]) : value;
    setValues((current) => ({ ...current, [field]: next }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    dismiss(field);
    if (!keepMessage) setMessage(null);
  };

  const touch = (field: Key<V>) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  // A field passed through empty, never typed in, says so at the submit, not on the way past it:
  // tabbing through a form to another of the page's buttons (Cancel beside the ship form) is not
  // filling it in wrong. One the shopper emptied says so when left, as any other.
  const leftChanged = (field: Key<V>) => touched.has(field) && (edited.has(field) || !isBlank(values[field]));
  const errorOf = (field: Key<V>): FieldMessage | undefined =>
    say(reported[field]) ?? (live && (submitted || leftChanged(field)) ? errors[field] : undefined);

  /** The props a TextField, SelectField, TextAreaField or PasswordField takes for a text field. */
  const field = <K extends TextKey<V>>(name: K) => ({
    id: idOf(name),
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as V[K]),
    onBlur: () => touch(name),
    error: errorOf(name),
    problemId: message !== null && refused === name ? messageId : undefined,
  });

  /** Shows the server's (or any later) per-field errors; `focus` moves to the first of them. */
  const report = (found: ReportedErrors<V>, { focus = false } = {}) => {
    setReported(found);
    if (focus) focusFirst(found);
  };

  const submit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    closeSuccessNotice();
    setSubmitted(true);
    setMessage(null);
    // Kept as what the rules find in the values submitted, worded anew at each render.
    setReported(
      Object.fromEntries(
        (Object.keys(errors) as Key<V>[])
          .filter((field) => errors[field])
          .map((field) => [field, () => validate?.(values)[field]]),
      ) as ReportedErrors<V>,
    );
    if (Object.values(errors).some(Boolean)) {
      focusFirst(errors);
      return;
    }
    onValid(values);
  };

  /**
   * Says, in the form's message, why it cannot be sent yet, and takes the focus to the field it is
   * about, which the message then describes (aria-invalid, aria-describedby): for a button that is
   * only aria-disabled, pressed early (docs/product.md 10).
   */
  const refuse = (field: Key<V>, source: MessageSource) => {
    setMessage(source);
    setRefused(field);
    document.getElementById(idOf(field))?.focus();
  };

  const reset = () => {
    setValues(initial);
    setTouched(new Set());
    setEdited(new Set());
    setSubmitted(false);
    setReported({});
    setMessage(null);
  };

  return {
    values,
    set,
    touch,
    field,
    idOf,
    errorOf,
    report,
    dismiss,
    message,
    messageId,
    setMessage,
    refuse,
    submit,
    reset,
  };
}
