import type { Me } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { useOutletContext } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Profile } from "../../features/account/components/profile.tsx";

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <PageTitle>{`${m.account_my_profile()} | Hogar`}</PageTitle>
      <Profile me={me} />
    </>
  );
}
