import { m } from "@hogar/shared/messages";
import { useLocation, useNavigate } from "react-router";
import { useCreateAddress } from "../api/create-address.ts";
import { AddressForm, EMPTY_ADDRESS } from "./address-form.tsx";

/**
 * /account/my-addresses/add-address: a new address, then back where the shopper came from (the list,
 * or the checkout that asked for one); the list when the page was opened on its own. It starts with
 * `who`: the account's name and phone, which most addresses are for.
 */
export function AddAddressForm({ who }: { who?: { name: string; phone: string | null } }) {
  const create = useCreateAddress();
  const navigate = useNavigate();
  const location = useLocation();
  const done = () => (location.key === "default" ? navigate("/account/my-addresses") : navigate(-1));
  return (
    <AddressForm
      initial={{ ...EMPTY_ADDRESS, fullName: who?.name ?? "", phone: who?.phone ?? "" }}
      submitLabel={m.addresses_add_submit()}
      busy={create.isPending}
      save={(input, failed) => create.mutate(input, { onSuccess: done, onError: failed })}
    />
  );
}
