import { m } from "@hogar/shared/messages";
import { AddressList } from "../../features/addresses/components/address-list.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.addresses_list_title()} | Hogar`}</title>
      <AddressList />
    </>
  );
}
