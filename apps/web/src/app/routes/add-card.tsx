import { m } from "@hogar/shared/messages";
import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";

export function Component() {
  return (
    <>
      <title>{`${m.cards_add_title()} | Hogar`}</title>
      <h1 className="mb-6 text-2xl font-semibold">{m.cards_add_title()}</h1>
      <AddCardForm />
    </>
  );
}
