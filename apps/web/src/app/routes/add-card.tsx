import { m } from "@hogar/shared/messages";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";

export function Component() {
  return (
    <>
      <PageTitle>{`${m.cards_add_title()} | Hogar`}</PageTitle>
      <h1 className="mb-6 text-2xl font-semibold">{m.cards_add_title()}</h1>
      <AddCardForm />
    </>
  );
}
