import type { Address } from "@hogar/shared";
import { useNavigate } from "react-router";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { SavedTilesPage } from "../../../components/ui/saved-tiles-page.tsx";
import { useDeleteAddress } from "../api/delete-address.ts";
import { useAddresses } from "../api/get-addresses.ts";
import { useSetCurrentAddress } from "../api/set-current-address.ts";

function AddressCard({ address, onDeleted }: { address: Address; onDeleted: () => void }) {
  const setCurrent = useSetCurrentAddress();
  const remove = useDeleteAddress();
  const navigate = useNavigate();
  const titleId = `address-${address.id}`;
  const busy = setCurrent.isPending || remove.isPending;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl bg-surface p-5 shadow-sm ring-1 ${address.current ? "ring-2 ring-primary" : "ring-black/5 dark:ring-white/10"}`}
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {address.streetAndNumber}, {address.country}
      </h2>
      {address.current && (
        <p className="mt-1 inline-flex w-fit rounded-full bg-primary/10 px-2 py-0.5 text-sm font-medium text-link">
          Current shipping address
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Name</dt>
        <dd className="break-words">{address.fullName}</dd>
        <dt className="text-muted">Zip code</dt>
        <dd>{address.postalCode}</dd>
        <dt className="text-muted">Phone number</dt>
        <dd>{address.phone}</dd>
        {address.instructions !== "" && (
          <>
            <dt className="text-muted">Instructions</dt>
            <dd className="break-words">{address.instructions}</dd>
          </>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {!address.current && (
          <button
            type="button"
            aria-describedby={titleId}
            disabled={busy}
            aria-busy={setCurrent.isPending}
            onClick={() =>
              setCurrent.mutate(address.id, {
                onSuccess: () => navigate("/feed"),
                onError: (error) => showErrorNotice(error, "Something went wrong..."),
              })
            }
            className={secondaryButtonClass}
          >
            Set address
          </button>
        )}
        <button
          type="button"
          aria-describedby={titleId}
          disabled={busy}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate(address.id, { onSuccess: onDeleted })}
          className={dangerButtonClass}
        >
          Delete address
        </button>
      </div>
    </article>
  );
}

/** /account/my-addresses: the "Add Address" tile, then every saved address. */
export function AddressList() {
  return (
    <SavedTilesPage
      title="My Addresses"
      what="addresses"
      items={useAddresses()}
      addLabel="Add Address"
      addTo="/account/my-addresses/add-address"
      renderTile={(address, onDeleted) => <AddressCard address={address} onDeleted={onDeleted} />}
    />
  );
}
