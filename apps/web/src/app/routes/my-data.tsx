import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useOutletContext } from "react-router";
import { MyData } from "../../features/account/components/my-data.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <title>{`${m.account_my_data()} | Hogar`}</title>
      <MyData me={me} />
    </>
  );
}
