import { m } from "@hogar/shared/messages";
import { AddAddressForm } from "../../features/addresses/components/add-address-form.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.addresses_add_title()} | Hogar`}</title>
      <h1 className="mb-6 text-2xl font-semibold">{m.addresses_add_title()}</h1>
      <AddAddressForm />
    </>
  );
}
