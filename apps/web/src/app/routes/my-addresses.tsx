import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { AddressList } from "../../features/addresses/components/address-list.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.addresses_list_title()} | Hogar`}</PageTitle>
      <AddressList />
    </>
  );
}
