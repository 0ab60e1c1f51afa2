import { m } from "@hogar/shared/messages";
import { useNavigate } from "react-router";
import { useCreateAddress } from "../api/create-address.ts";
import { AddressForm, EMPTY_ADDRESS } from "./address-form.tsx";

/** /account/my-addresses/add-address: a new address, then the list. */
export function AddAddressForm() {
  const create = useCreateAddress();
  const navigate = useNavigate();
  return (
    <AddressForm
      initial={EMPTY_ADDRESS}
      submitLabel={m.addresses_add_submit()}
      busy={create.isPending}
      save={(input, failed) =>
        create.mutate(input, { onSuccess: () => navigate("/account/my-addresses"), onError: failed })
      }
    />
  );
}
