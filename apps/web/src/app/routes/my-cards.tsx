import { m } from "@hogar/shared/messages";
import { CardList } from "../../features/cards/components/card-list.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.cards_my_cards()} | Hogar`}</title>
      <CardList />
    </>
  );
}
