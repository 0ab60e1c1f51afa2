import { CardList } from "../../features/cards/components/card-list.tsx";

export function Component() {
  return (
    <>
      <title>My Cards | Hogar</title>
      <CardList />
    </>
  );
}
