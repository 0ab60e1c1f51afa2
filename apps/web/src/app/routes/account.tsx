import type { Me } from "@hogar/shared";
import { useOutletContext } from "react-router";
import { Profile } from "../../features/account/components/profile.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <title>My Profile | Hogar</title>
      <Profile me={me} />
    </>
  );
}
