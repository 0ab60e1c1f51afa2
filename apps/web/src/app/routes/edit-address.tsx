import { m } from "@hogar/shared/messages";
import { useParams } from "react-router";
import { EditAddress } from "../../features/addresses/components/edit-address.tsx";

export function Component() {
  const { id = "" } = useParams();
  return (
    <>
      <title>{`${m.addresses_edit_title()} | Hogar`}</title>
      <h1 className="mb-6 text-2xl font-semibold">{m.addresses_edit_title()}</h1>
      <EditAddress id={id} />
    </>
  );
}
