import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useOutletContext } from "react-router";
import { Profile } from "../../features/account/components/profile.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <title>{`${m.account_my_profile()} | Hogar`}</title>
      <Profile me={me} />
    </>
  );
}
