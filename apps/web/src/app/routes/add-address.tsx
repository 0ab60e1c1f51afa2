import { AddAddressForm } from "../../features/addresses/components/add-address-form.tsx";

export function Component() {
  return (
    <>
      <title>Add address | Hogar</title>
      <h1 className="mb-6 text-2xl font-semibold">Add address</h1>
      <AddAddressForm />
    </>
  );
}
