import type { Me } from "@hogar/shared";
import { useRef, useState } from "react";
import { PhoneForm } from "./phone-form.tsx";

const rowClass =
  "grid gap-1 border-b border-black/10 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] dark:border-white/10";

/** /account/my-data: "Account data" and "Personal data"; a missing phone can be added here. */
export function MyData({ me }: { me: Me }) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const phoneValue = useRef<HTMLElement>(null);

  return (
    <>
      <h1 className="text-2xl font-semibold">My Data</h1>
      <section aria-labelledby="account-data" className="mt-6 rounded-xl bg-surface p-5 shadow-sm">
        <h2 id="account-data" className="text-lg font-semibold">
          Account data
        </h2>
        <dl className="mt-2">
          <div className={rowClass}>
            <dt className="font-medium text-muted">User id</dt>
            <dd className="break-all">{me.id}</dd>
          </div>
          <div className={rowClass}>
            <dt className="font-medium text-muted">E-mail</dt>
            <dd className="break-all">{me.email}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="personal-data" className="mt-6 rounded-xl bg-surface p-5 shadow-sm">
        <h2 id="personal-data" className="text-lg font-semibold">
          Personal data
        </h2>
        <dl className="mt-2">
          <div className={rowClass}>
            <dt className="font-medium text-muted">Name</dt>
            <dd>{me.name}</dd>
          </div>
          <div className={rowClass}>
            <dt className="font-medium text-muted">Phone number</dt>
            <dd ref={phoneValue} tabIndex={-1} className="rounded focus:outline-none">
              {me.phone ? (
                me.phone
              ) : adding ? (
                <span className="text-muted">Not added yet</span>
              ) : (
                <span className="flex flex-wrap items-center gap-3">
                  <span className="text-muted">Not added yet</span>
                  <button
                    ref={addButton}
                    type="button"
                    onClick={() => setAdding(true)}
                    className="rounded font-medium text-link underline-offset-2 hover:underline"
                  >
                    Add phone
                  </button>
                </span>
              )}
            </dd>
          </div>
        </dl>
        {!me.phone && adding && (
          <PhoneForm
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
            onSaved={() => {
              setAdding(false);
              // The form goes away; the saved number is where focus (and the screen reader) lands.
              requestAnimationFrame(() => phoneValue.current?.focus());
            }}
          />
        )}
      </section>
    </>
  );
}
