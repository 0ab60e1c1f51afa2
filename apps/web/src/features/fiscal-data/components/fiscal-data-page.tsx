import { m } from "@hogar/shared/messages";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useFiscalData } from "../api/fiscal-data.ts";
import { FiscalDataForm } from "./fiscal-data-form.tsx";

/**
 * `?next=` names the page that sent the shopper here (an order's invoice panel); only a page of their
 * account is followed, so a link from elsewhere cannot send them off the shop after saving.
 */
export function returnPath(next: string | null): string | null {
  return next && /^\/account\/[\w/-]*$/.test(next) ? next : null;
}

/** /account/fiscal-data: what the shopper's CFDI invoices carry (docs/product.md 89). */
export function FiscalDataPage() {
  const fiscalData = useFiscalData();
  const [search] = useSearchParams();
  const next = returnPath(search.get("next"));
  const navigate = useNavigate();

  return (
    <>
      <h1 className="text-2xl font-semibold">{m.invoicing_fiscal_data_title()}</h1>
      <p className="mt-2 mb-6 max-w-xl text-muted">{m.invoicing_fiscal_data_intro()}</p>
      {next && (
        <p className="mb-4 text-sm">
          <Link to={next} className={linkClass}>
            {m.invoicing_back_to_order()}
          </Link>
        </p>
      )}
      {fiscalData.isPending ? (
        <DotWaveLoader label={m.invoicing_loading_fiscal_data()} />
      ) : !fiscalData.data ? (
        // Only a first read that failed: a failed refresh keeps the form and what is being typed in it.
        <p className="text-muted">
          {m.invoicing_fiscal_data_load_failed()}{" "}
          <button type="button" onClick={() => void fiscalData.refetch()} className={linkClass}>
            {m.common_try_again()}
          </button>
        </p>
      ) : (
        <FiscalDataForm
          saved={fiscalData.data.fiscalData}
          onSaved={() => {
            if (next) void navigate(next);
          }}
        />
      )}
    </>
  );
}
