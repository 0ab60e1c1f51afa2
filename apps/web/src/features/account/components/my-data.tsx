import type { Me } from "@hogar/shared";
import { phoneForReading } from "@hogar/shared/address-rules";
import { signInMethodName } from "@hogar/shared/auth-rules";
import { m } from "@hogar/shared/messages";
import { type ReactNode, useRef, useState } from "react";
import { linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { MY_DATA_DOWNLOAD_URL } from "../api/delete-account.ts";
import { useSignInMethods } from "../api/sign-in-methods.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { EmailForm } from "./email-form.tsx";
import { NameForm } from "./name-form.tsx";
import { PasswordForm } from "./password-form.tsx";
import { PhoneForm } from "./phone-form.tsx";
import { VerificationStatus } from "./verification-status.tsx";

const rowClass =
  "grid gap-1 border-b border-black/10 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] dark:border-white/10";
const sectionClass = "mt-6 rounded-xl bg-surface p-5 shadow-sm";

type Editing = "name" | "email" | "password" | "phone" | null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={rowClass}>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

/**
 * /account/my-data: the account's e-mail (verified or not, and its change), password, name and
 * phone, the data download and the deletion (docs/product.md 57-62). One change form is open at a
 * time; closing it gives the focus back to the button that opened it.
 */
export function MyData({ me }: { me: Me }) {
  const [editing, setEditing] = useState<Editing>(null);
  const openers = {
    name: useRef<HTMLButtonElement>(null),
    email: useRef<HTMLButtonElement>(null),
    password: useRef<HTMLButtonElement>(null),
    phone: useRef<HTMLButtonElement>(null),
  };
  const methods = useSignInMethods();
  const hasPassword = methods.data?.hasPassword;

  const close = (form: Exclude<Editing, null>) => () => {
    setEditing(null);
    requestAnimationFrame(() => openers[form].current?.focus());
  };
  const opener = (form: Exclude<Editing, null>, label: string) => (
    <button
      ref={openers[form]}
      type="button"
      aria-expanded={editing === form}
      onClick={() => setEditing(editing === form ? null : form)}
      className={linkClass}
    >
      {label}
    </button>
  );

  return (
    <>
      <h1 className="text-2xl font-semibold">{m.account_my_data()}</h1>
      <section aria-labelledby="account-data" className={sectionClass}>
        <h2 id="account-data" className="text-lg font-semibold">
          {m.account_account_data()}
        </h2>
        <dl className="mt-2">
          <Row label={m.account_user_id()}>{me.id}</Row>
          <Row label={m.account_email()}>
            <span className="flex flex-wrap items-center gap-3">
              <span>{me.email}</span>
              <VerificationStatus email={me.email} verified={me.emailVerified} />
              {hasPassword !== undefined && opener("email", m.account_change_email())}
            </span>
          </Row>
          <Row label={m.common_password()}>
            {methods.isPending ? (
              <span className="text-muted">{m.account_loading()}</span>
            ) : methods.isError ? (
              <span className="flex flex-wrap items-center gap-3">
                <span className="text-muted">{m.account_methods_failed()}</span>
                <button type="button" onClick={() => methods.refetch()} className={linkClass}>
                  {m.common_try_again()}
                </button>
              </span>
            ) : hasPassword ? (
              <span className="flex flex-wrap items-center gap-3">
                <span aria-hidden="true">••••••••</span>
                {opener("password", m.account_change_password())}
              </span>
            ) : (
              <span className="text-muted">
                {m.account_no_password({
                  methods: methods.data.providers.map(signInMethodName).join(` ${m.account_and()} `),
                  email: me.email,
                })}
              </span>
            )}
          </Row>
        </dl>
        {editing === "email" && hasPassword !== undefined && (
          <EmailForm current={me.email} hasPassword={hasPassword} onDone={close("email")} />
        )}
        {editing === "password" && <PasswordForm onDone={close("password")} />}
      </section>

      <section aria-labelledby="personal-data" className={sectionClass}>
        <h2 id="personal-data" className="text-lg font-semibold">
          {m.account_personal_data()}
        </h2>
        <dl className="mt-2">
          <Row label={m.account_name()}>
            <span className="flex flex-wrap items-center gap-3">
              <span>{me.name}</span>
              {opener("name", m.account_change_name())}
            </span>
          </Row>
          <div className={rowClass}>
            <dt className="font-medium text-muted">{m.account_phone()}</dt>
            <dd>
              <span className="flex flex-wrap items-center gap-3">
                {me.phone ? (
                  <span>{phoneForReading(me.phone)}</span>
                ) : (
                  <span className="text-muted">{m.account_not_added()}</span>
                )}
                {opener("phone", me.phone ? m.account_change_phone() : m.account_add_phone())}
              </span>
            </dd>
          </div>
        </dl>
        {editing === "name" && <NameForm current={me.name} onDone={close("name")} />}
        {editing === "phone" && (
          <PhoneForm current={me.phone ?? ""} onCancel={close("phone")} onSaved={close("phone")} />
        )}
      </section>

      <section aria-labelledby="your-data" className={sectionClass}>
        <h2 id="your-data" className="text-lg font-semibold">
          {m.account_your_data()}
        </h2>
        <p className="mt-2 text-muted">{m.account_your_data_text()}</p>
        <a href={MY_DATA_DOWNLOAD_URL} download className={`${secondaryButtonClass} mt-3 inline-block`}>
          {m.account_download()}
        </a>
        <p className="mt-6 text-muted">{m.account_delete_text()}</p>
        <div className="mt-3">
          {hasPassword !== undefined && <DeleteAccount email={me.email} hasPassword={hasPassword} />}
        </div>
      </section>
    </>
  );
}
