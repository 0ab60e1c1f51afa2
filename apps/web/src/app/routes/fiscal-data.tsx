import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { FiscalDataPage } from "../../features/fiscal-data/components/fiscal-data-page.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.invoicing_fiscal_data_title()} | Hogar`}</PageTitle>
      <FiscalDataPage />
    </>
  );
}
