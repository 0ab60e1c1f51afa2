import type { Address } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { Link, useLocation, useNavigate } from "react-router";
import { DotWaveLoader } from "../../../components/ui/dot-wave-loader.tsx";
import { linkClass } from "../../../components/ui/form-styles.ts";
import { useAddresses } from "../api/get-addresses.ts";
import { useUpdateAddress } from "../api/update-address.ts";
import { AddressForm, type AddressValues } from "./address-form.tsx";

function valuesOf(address: Address): AddressValues {
  const { fullName, street, exteriorNumber, interiorNumber, colonia, municipality, state } = address;
  const { postalCode, phone, instructions } = address;
  return {
    fullName,
    street,
    exteriorNumber,
    interiorNumber,
    colonia,
    municipality,
    state,
    postalCode,
    phone,
    instructions,
  };
}

function EditAddressForm({ address }: { address: Address }) {
  const update = useUpdateAddress();
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the shopper came from (the list, or the checkout that asked to complete it); the
  // list when the page was opened on its own.
  const done = () => (location.key === "default" ? navigate("/account/my-addresses") : navigate(-1));
  return (
    <AddressForm
      initial={valuesOf(address)}
      submitLabel={m.addresses_edit_submit()}
      busy={update.isPending}
      save={(input, failed) => update.mutate({ id: address.id, input }, { onSuccess: done, onError: failed })}
    />
  );
}

/** /account/my-addresses/:id/edit: one of the shopper's addresses, filled in (docs/product.md 83). */
export function EditAddress({ id }: { id: string }) {
  const addresses = useAddresses();
  if (addresses.isPending) return <DotWaveLoader label={m.addresses_loading_one()} />;
  if (addresses.isError)
    return (
      <p className="text-muted">
        {m.common_saved_load_failed_addresses()}{" "}
        <button type="button" onClick={() => addresses.refetch()} className={linkClass}>
          {m.common_try_again()}
        </button>
      </p>
    );
  const address = addresses.data.find((saved) => saved.id === id);
  if (!address)
    return (
      <p className="text-muted">
        {m.addresses_edit_missing()}{" "}
        <Link to="/account/my-addresses" className={linkClass}>
          {m.addresses_back_to_list()}
        </Link>
      </p>
    );
  return <EditAddressForm key={address.id} address={address} />;
}
