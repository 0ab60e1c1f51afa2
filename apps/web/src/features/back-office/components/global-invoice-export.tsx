import { SHOP_TIME_ZONE } from "@hogar/shared/delivery";
import { m } from "@hogar/shared/messages";
import { type FormEvent, useRef, useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { useGlobalExportDownload } from "../api/global-invoice-export.ts";
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

/**
 * The data for a month's global invoice to PUBLICO EN GENERAL (docs/product.md 94): a CSV of the
 * orders paid that month (Mexico City time) with no invoice of their own; the previous month is the
 * one usually wanted. The file is fetched first, so a refusal (the session expired, a bad month) is
 * said here rather than saved as the CSV; the button stays focusable and says so while it downloads.
 */
export function GlobalInvoiceExport({ now = new Date() }: { now?: Date }) {
  const current = monthOf(now);
  const [month, setMonth] = useState(() => previousMonth(current));
  const [monthError, setMonthError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const download = useGlobalExportDownload();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (download.isPending) return;
    const problem = exportMonthProblem(month, current);
    if (problem) {
      setMonthError(problem);
      input.current?.focus();
      return;
    }
    download.mutate(month.trim());
  };

  return (
    <section aria-labelledby="global-invoice-heading" className={`${panelClass} mt-8`}>
      <h2 id="global-invoice-heading" className={panelHeadingClass}>
        {m.back_office_global_heading()}
      </h2>
      <p className="mb-4 text-muted">{m.back_office_global_explain()}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <div className="w-56">
          <TextField
            ref={input}
            id="global-invoice-month"
            type="month"
            label={m.back_office_global_month()}
            value={month}
            max={current}
            error={monthError ?? undefined}
            onChange={(event) => {
              setMonth(event.target.value);
              setMonthError(null);
              // The server's refusal was about the month that was asked for.
              if (!download.isPending) download.reset();
            }}
          />
        </div>
        <BusyButton type="submit" busy={download.isPending} className={`${secondaryButtonClass} mt-7`}>
          {download.isPending ? m.back_office_global_downloading() : m.back_office_global_download()}
        </BusyButton>
      </form>
      {download.error && (
        <p role="alert" className="mt-4 rounded-lg bg-danger/10 p-3 font-medium text-danger-fg">
          {download.error.message}
        </p>
      )}
    </section>
  );
}
