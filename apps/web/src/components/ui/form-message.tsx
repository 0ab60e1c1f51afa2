/**
 * A form's own message (`useForm`'s: the server's refusal, or the first field to mend), said at once
 * as an alert. It carries the form's `messageId`, which the field it is about points at.
 */
export function FormMessage({
  form,
  className = "",
}: {
  form: { message: string | null; messageId: string };
  className?: string;
}) {
  if (!form.message) return null;
  return (
    <p id={form.messageId} role="alert" className={`font-medium text-danger-fg ${className}`}>
      {form.message}
    </p>
  );
}
