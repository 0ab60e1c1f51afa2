import { AddressList } from "../../features/addresses/components/address-list.tsx";

export function Component() {
  return (
    <>
      <title>My Addresses | Hogar</title>
      <AddressList />
    </>
  );
}
