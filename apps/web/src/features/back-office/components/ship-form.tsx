import type { ShipOrderInput } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { CARRIER_MAX, shipProblems, TRACKING_NUMBER_MAX } from "@hogar/shared/order-rules";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { primaryButtonClass } from "../../../components/ui/form-styles.ts";
import { type FieldErrors, useForm } from "../../../components/ui/use-form.ts";
import type { ApiError } from "../../../lib/api-client.ts";

const EMPTY = { carrier: "", trackingNumber: "" };

/**
 * "Mark shipped" with the carrier and the tracking number the shopper is sent (docs/product.md 76),
 * asked once more before it is sent: neither can be changed afterwards.
 */
export function ShipForm({
  busy,
  blocked,
  confirm,
  submitRef,
}: {
  /** Shipping is under way. */
  busy: boolean;
  /** Another of the order's actions is (a cancellation). */
  blocked: boolean;
  /** Asks to confirm the shipment; `onFieldErrors` gets a 400 that names the fields at fault. */
  confirm: (input: ShipOrderInput, onFieldErrors: (error: ApiError) => void) => void;
  /** "Mark shipped", where the focus goes back when the confirmation is dismissed. */
  submitRef: (button: HTMLButtonElement | null) => void;
}) {
  const form = useForm({
    initial: EMPTY,
    validate: shipProblems,
    live: true,
    idPrefix: "ship-",
    busy: blocked,
  });
  const submit = form.submit((values) =>
    confirm({ carrier: values.carrier.trim(), trackingNumber: values.trackingNumber.trim() }, (error) =>
      form.report((error.fields ?? {}) as FieldErrors<typeof EMPTY>, { focus: true }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-heading" className="space-y-3">
      <h3 id="ship-heading" className="font-semibold">
        {m.back_office_ship_heading()}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...form.field("carrier")}
          label={m.back_office_ship_carrier()}
          hint={m.back_office_ship_carrier_hint()}
          maxLength={CARRIER_MAX}
          autoComplete="off"
        />
        <TextField
          {...form.field("trackingNumber")}
          label={m.back_office_ship_tracking()}
          hint={m.back_office_ship_tracking_hint()}
          maxLength={TRACKING_NUMBER_MAX}
          autoComplete="off"
        />
      </div>
      <BusyButton busy={busy} blocked={blocked} type="submit" ref={submitRef} className={primaryButtonClass}>
        {m.back_office_ship_submit()}
      </BusyButton>
    </form>
  );
}
