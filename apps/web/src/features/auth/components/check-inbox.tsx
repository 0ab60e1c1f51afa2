import { m } from "@hogar/shared/messages";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

/**
 * What a form turns into once a mail is on its way: the server's words ("Check your inbox"),
 * focused so a screen reader reads them at once, and the way back to the login.
 */
export function CheckInbox({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="rounded text-lg font-semibold">
        {m.auth_check_inbox()}
      </h2>
      <p className="text-muted">{message}</p>
      <p>
        <Link to="/login" className="rounded font-semibold text-link underline-offset-2 hover:underline">
          {m.auth_back_to_login()}
        </Link>
      </p>
    </div>
  );
}
