import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { AddAddressForm } from "../../features/addresses/components/add-address-form.tsx";
import { useMe } from "../../features/auth/api/get-me.ts";

export function Component() {
  const me = useMe().data;
  return (
    <>
      <PageTitle>{`${m.addresses_add_title()} | Hogar`}</PageTitle>
      <h1 className="mb-6 text-2xl font-semibold">{m.addresses_add_title()}</h1>
      <AddAddressForm who={me ?? undefined} />
    </>
  );
}
