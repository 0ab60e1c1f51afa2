import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";

export function Component() {
  return (
    <>
      <title>Add card | Hogar</title>
      <h1 className="mb-6 text-2xl font-semibold">Add card</h1>
      <AddCardForm />
    </>
  );
}
