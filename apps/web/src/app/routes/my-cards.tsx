import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { CardList } from "../../features/cards/components/card-list.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.cards_my_cards()} | Hogar`}</PageTitle>
      <CardList />
    </>
  );
}
