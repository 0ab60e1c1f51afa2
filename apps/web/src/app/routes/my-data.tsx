import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useOutletContext } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { MyData } from "../../features/account/components/my-data.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <PageTitle>{`${m.account_my_data()} | Hogar`}</PageTitle>
      <MyData me={me} />
    </>
  );
}
