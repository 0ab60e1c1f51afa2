import type { Address } from "@hogar/shared";
import { addressLines, countryName } from "@hogar/shared/address-format";
import { phoneForReading } from "@hogar/shared/address-rules";
import { m } from "@hogar/shared/messages";
import { Link, useNavigate } from "react-router";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { DeleteAskedFirst } from "../../../components/ui/delete-asked-first.tsx";
import { linkClass, secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { showErrorNotice } from "../../../components/ui/notice/show-error-notice.ts";
import { SavedTilesPage } from "../../../components/ui/saved-tiles-page.tsx";
import { editAddressPath } from "../../../lib/address-paths.ts";
import { useDeleteAddress } from "../api/delete-address.ts";
import { useAddresses } from "../api/get-addresses.ts";
import { useSetCurrentAddress } from "../api/set-current-address.ts";

/**
 * One saved address: the street and country as its title (the spec's tile), the rest of the address
 * as an envelope has it, and a note with a link when it lacks the Mexican fields (docs/product.md 83).
 */
function AddressCard({ address, onDeleted }: { address: Address; onDeleted: () => void }) {
  const setCurrent = useSetCurrentAddress();
  const remove = useDeleteAddress();
  const navigate = useNavigate();
  const titleId = `address-${address.id}`;
  const [street = "", ...rest] = addressLines(address);
  // The title names the country; the lines between are the colonia and the place.
  const between = rest.slice(0, -1);

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl bg-surface p-5 shadow-sm ring-1 ${address.current ? "ring-2 ring-primary" : "ring-black/5 dark:ring-white/10"}`}
    >
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {`${street}, ${countryName(address.country)}`}
      </h2>
      {address.current && (
        <p className="mt-1 inline-flex w-fit rounded-full bg-primary/10 px-2 py-0.5 text-sm font-medium text-link">
          {m.addresses_current()}
        </p>
      )}
      {between.map((line) => (
        <p key={line} className="break-words text-muted">
          {line}
        </p>
      ))}
      {!address.complete && (
        <div className="mt-3 rounded-lg bg-danger/10 p-3">
          <p className="font-medium text-danger-fg">{m.addresses_incomplete()}</p>
          <Link to={editAddressPath(address.id)} aria-describedby={titleId} className={linkClass}>
            {m.addresses_complete_it()}
          </Link>
        </div>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">{m.addresses_name()}</dt>
        <dd className="break-words">{address.fullName}</dd>
        <dt className="text-muted">{m.addresses_phone_term()}</dt>
        <dd>{phoneForReading(address.phone)}</dd>
        {address.instructions !== "" && (
          <>
            <dt className="text-muted">{m.addresses_instructions_term()}</dt>
            <dd className="break-words">{address.instructions}</dd>
          </>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {!address.current && (
          <BusyButton
            busy={setCurrent.isPending}
            blocked={remove.isPending}
            type="button"
            aria-describedby={titleId}
            onClick={() =>
              setCurrent.mutate(address.id, {
                onSuccess: () => navigate("/feed"),
                onError: (error) => showErrorNotice(error, m.common_save_failed()),
              })
            }
            className={secondaryButtonClass}
          >
            {m.addresses_set()}
          </BusyButton>
        )}
        <Link to={editAddressPath(address.id)} aria-describedby={titleId} className={secondaryButtonClass}>
          {m.addresses_edit()}
        </Link>
        <DeleteAskedFirst
          label={m.addresses_delete()}
          ariaDescribedBy={titleId}
          blocked={setCurrent.isPending}
          busy={remove.isPending}
          question={{
            title: m.addresses_delete_confirm_title(),
            message: m.addresses_delete_confirm_message({ address: street }),
            confirmLabel: m.addresses_delete(),
            dismissLabel: m.addresses_delete_keep(),
          }}
          onDelete={(failed) => remove.mutate(address.id, { onSuccess: onDeleted, onError: failed })}
        />
      </div>
    </article>
  );
}

/** /account/my-addresses: the "Add Address" tile, then every saved address. */
export function AddressList() {
  return (
    <SavedTilesPage
      title={m.addresses_list_title()}
      what="addresses"
      items={useAddresses()}
      addLabel={m.addresses_add_tile()}
      addTo="/account/my-addresses/add-address"
      renderTile={(address, onDeleted) => <AddressCard address={address} onDeleted={onDeleted} />}
    />
  );
}
