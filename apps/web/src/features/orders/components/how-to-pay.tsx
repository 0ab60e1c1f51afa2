import type { PayLater } from "@hogar/shared";
import { groupDigits } from "@hogar/shared/digit-groups";
import { m } from "@hogar/shared/messages";
import { formatMoney } from "@hogar/shared/money";
import { shopDateTime } from "@hogar/shared/shop-dates";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { secondaryActionClass } from "../../../components/ui/action-styles.ts";
import { Barcode } from "../../../components/ui/barcode.tsx";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { CopyButton } from "./copy-button.tsx";
import { factRowClass, panelClass, panelHeadingClass } from "./styles.ts";
import { useDeadlinePassed } from "./use-deadline-passed.ts";

/** The shop's "mark paid" button outside production (docs/product.md 87), and what it is doing. */
export interface SandboxPayControl {
  pay: () => void;
  paying: boolean;
  waiting: boolean;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={`${factRowClass} items-center`}>
      <dt>{term}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-3 font-medium">{children}</dd>
    </div>
  );
}

/** A number to copy: shown grouped, copied whole. */
function Digits({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <>
      <span className="font-mono text-lg tabular-nums">{groupDigits(value)}</span>
      <CopyButton text={value} label={copyLabel} />
    </>
  );
}

/** The barcode the cashier scans, first thing after the sentence, on white in both themes. */
function OxxoBarcode({ reference }: { reference: string }) {
  if (!/^\d+$/.test(reference)) return null;
  return (
    <div className="mb-4 w-fit max-w-full rounded-lg bg-white p-2">
      <Barcode digits={reference} label={m.orders_barcode_label({ reference: groupDigits(reference) })} />
    </div>
  );
}

function OxxoInstructions({ amount }: { amount: string }) {
  return (
    <>
      <h3 className="mt-4 font-semibold">{m.orders_pay_steps()}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        <li>{m.orders_oxxo_step_store()}</li>
        <li>{m.orders_oxxo_step_show()}</li>
        <li>{m.orders_oxxo_step_pay({ amount })}</li>
        <li>{m.orders_oxxo_step_receipt()}</li>
      </ol>
    </>
  );
}

function SpeiInstructions({ payLater, amount }: { payLater: PayLater; amount: string }) {
  return (
    <>
      <h3 className="mt-4 font-semibold">{m.orders_pay_steps()}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        <li>{m.orders_spei_step_app()}</li>
        <li>{m.orders_spei_step_account({ bank: payLater.bank ?? "" })}</li>
        <li>{m.orders_spei_step_amount({ amount, reference: payLater.reference })}</li>
        <li>{m.orders_spei_step_done()}</li>
      </ol>
    </>
  );
}

interface HowToPayProps {
  payLater: PayLater;
  timeZone: string;
  sandbox?: SandboxPayControl;
}

/**
 * The note that replaces the panel past the deadline. It takes the focus when the panel held it (a
 * copy button, Pay now), which would otherwise fall to the page's start with the panel; it stays a
 * status, so it is read out either way.
 */
function DeadlinePassedNote({ takeFocus }: { takeFocus: RefObject<boolean> }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus.current) note.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={note} role="status" tabIndex={-1} className={`${panelClass} mb-6`}>
      <p className="font-medium">{m.orders_pay_deadline_passed()}</p>
    </div>
  );
}

/**
 * "How to pay" while an OXXO or SPEI order awaits its payment (docs/product.md 86), until its
 * deadline. Past it the voucher or transfer can no longer be paid, and the settler cancels the order
 * within a minute: a note says so instead, with no instructions and no sandbox button (which would
 * only get a refusal). It changes at the deadline itself while the page stays open.
 */
export function HowToPay(props: HowToPayProps) {
  const panel = useRef<HTMLElement>(null);
  const focusWasInPanel = useRef(false);
  const passed = useDeadlinePassed(props.payLater.expiresAt, () => {
    // Read before the panel goes: once it has, the focus is already on <body>.
    focusWasInPanel.current = panel.current?.contains(document.activeElement) ?? false;
  });
  if (passed) return <DeadlinePassedNote takeFocus={focusWasInPanel} />;
  return <PayInstructions {...props} panelRef={panel} />;
}

/**
 * For OXXO the barcode the cashier scans, the reference to dictate, the amount and the deadline; for
 * SPEI the CLABE and its bank, the reference, the amount and the deadline; then the steps. Outside
 * production a button pays it through the sandbox.
 */
function PayInstructions({
  payLater,
  timeZone,
  sandbox,
  panelRef,
}: HowToPayProps & { panelRef: RefObject<HTMLElement | null> }) {
  const amount = formatMoney(payLater.amount);
  const deadline = shopDateTime(payLater.expiresAt, timeZone);
  const oxxo = payLater.method === "oxxo";
  const busy = Boolean(sandbox && (sandbox.paying || sandbox.waiting));
  return (
    <section ref={panelRef} aria-labelledby="order-how-to-pay-heading" className={`${panelClass} mb-6`}>
      <h2 id="order-how-to-pay-heading" className={panelHeadingClass}>
        {m.orders_how_to_pay()}
      </h2>
      <p className="mb-3">
        {oxxo ? m.orders_oxxo_intro({ amount, deadline }) : m.orders_spei_intro({ amount, deadline })}
      </p>
      {oxxo && <OxxoBarcode reference={payLater.reference} />}
      <dl>
        {!oxxo && payLater.clabe && (
          <Fact term={m.orders_pay_clabe()}>
            <Digits value={payLater.clabe} copyLabel={m.orders_copy_clabe()} />
          </Fact>
        )}
        {!oxxo && payLater.bank && <Fact term={m.orders_pay_bank()}>{payLater.bank}</Fact>}
        <Fact term={m.orders_pay_reference()}>
          <Digits value={payLater.reference} copyLabel={m.orders_copy_reference()} />
        </Fact>
        <Fact term={m.orders_pay_amount()}>{amount}</Fact>
        <Fact term={m.orders_pay_deadline()}>
          <time dateTime={payLater.expiresAt}>{deadline}</time>
        </Fact>
      </dl>
      {oxxo ? <OxxoInstructions amount={amount} /> : <SpeiInstructions payLater={payLater} amount={amount} />}
      {sandbox && (
        <div className="mt-5 border-t border-border/30 pt-4">
          <p className="mb-2 text-sm text-muted">{m.orders_sandbox_hint()}</p>
          <BusyButton
            type="button"
            busy={busy}
            onClick={() => sandbox.pay()}
            className={`${secondaryActionClass} aria-disabled:text-muted aria-disabled:ring-border aria-disabled:hover:bg-transparent`}
          >
            {sandbox.paying ? m.orders_sandbox_paying() : m.orders_sandbox_pay()}
          </BusyButton>
          <div role="status">
            {sandbox.waiting && <p className="mt-2 text-sm text-muted">{m.orders_sandbox_waiting()}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
