import { m } from "@hogar/shared/messages";
import { FiscalDataPage } from "../../features/fiscal-data/components/fiscal-data-page.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.invoicing_fiscal_data_title()} | Hogar`}</title>
      <FiscalDataPage />
    </>
  );
}
