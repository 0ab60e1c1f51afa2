import { m } from "@hogar/shared/messages";
import { useParams } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { EditAddress } from "../../features/addresses/components/edit-address.tsx";

export function Component() {
  const { id = "" } = useParams();
  return (
    <>
      <PageTitle>{`${m.addresses_edit_title()} | Hogar`}</PageTitle>
      <h1 className="mb-6 text-2xl font-semibold">{m.addresses_edit_title()}</h1>
      <EditAddress id={id} />
    </>
  );
}
