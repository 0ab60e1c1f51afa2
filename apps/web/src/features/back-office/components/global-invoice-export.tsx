import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { useRef, useState } from "react";
import { TextField } from "../../../components/ui/field.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { panelClass, panelHeadingClass } from "./styles.ts";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-05": the calendar month of an instant in Mexico City, where the export's months are counted. */
export function monthOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(instant);
  const part = (type: "year" | "month") => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** The month before a "YYYY-MM" one: the global invoice is made once its month has ended. */
export function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

/** Why a typed month cannot be exported (a browser without a month picker shows a text box), or null. */
export function exportMonthProblem(month: string, current: string): string | null {
  if (month.trim() === "") return m.back_office_global_month_required();
  if (!MONTH.test(month.trim())) return m.back_office_global_month_format();
  // "YYYY-MM" strings sort as their months do.
  if (month.trim() > current) return m.back_office_global_month_future();
  return null;
}

export const globalExportUrl = (month: string) =>
  `/api/admin/invoices/global-export?month=${encodeURIComponent(month.trim())}`;

/**
 * The data for a month's global invoice to PUBLICO EN GENERAL (docs/product.md 94): a CSV of the
 * orders paid that month (Mexico City time) with no invoice of their own. A plain link, so the
 * browser downloads the file with the session's cookie; the previous month is the one usually wanted.
 */
export function GlobalInvoiceExport({ now = new Date() }: { now?: Date }) {
  const current = monthOf(now);
  const [month, setMonth] = useState(() => previousMonth(current));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  return (
    <section aria-labelledby="global-invoice-heading" className={`${panelClass} mt-8`}>
      <h2 id="global-invoice-heading" className={panelHeadingClass}>
        {m.back_office_global_heading()}
      </h2>
      <p className="mb-4 text-muted">{m.back_office_global_explain()}</p>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <div className="w-56">
          <TextField
            ref={input}
            id="global-invoice-month"
            type="month"
            label={m.back_office_global_month()}
            value={month}
            max={current}
            error={error ?? undefined}
            onChange={(event) => {
              setMonth(event.target.value);
              setError(null);
            }}
          />
        </div>
        <a
          href={globalExportUrl(month)}
          download
          onClick={(event) => {
            const problem = exportMonthProblem(month, current);
            if (!problem) return;
            event.preventDefault();
            setError(problem);
            input.current?.focus();
          }}
          className={`${secondaryButtonClass} mt-7 inline-block`}
        >
          {m.back_office_global_download()}
        </a>
      </div>
    </section>
  );
}
