import { m } from "@hogar/shared/messages";
import { type ComponentProps, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";

/** Password input with a show/hide toggle; the toggle never submits the form. */
export function PasswordInput({ id, className = "", ...input }: Omit<ComponentProps<"input">, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...input} id={id} type={visible ? "text" : "password"} className={`${className} pr-12`} />
      <button
        type="button"
        aria-label={visible ? m.common_hide_password() : m.common_show_password()}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-1 my-auto grid size-9 place-items-center rounded-md text-muted hover:text-fg"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
