import type { Me } from "@hogar/shared";
import { useOutletContext } from "react-router";
import { MyData } from "../../features/account/components/my-data.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <title>My Data | Hogar</title>
      <MyData me={me} />
    </>
  );
}
