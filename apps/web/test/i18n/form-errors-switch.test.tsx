// A switch of language while a form shows its errors (docs/product.md 80): the errors are worded
// anew in the new language, and the fields they are about stay marked invalid.
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { m } from "@hogar/shared/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Component as AddAddressPage } from "../../src/app/routes/add-address.tsx";
import { TextField } from "../../src/components/ui/field.tsx";
import { useForm } from "../../src/components/ui/use-form.ts";
import { change } from "../helpers/change.ts";
import { json, stubFetch } from "../helpers/fake-api.ts";

const original = getLocale;
afterEach(() => overwriteGetLocale(original));

/** What a message says in Mexican Spanish (its wording is the messages' business, not this test's). */
function inSpanish(message: () => string): string {
  const before = getLocale;
  overwriteGetLocale(() => "es-MX");
  try {
    return message();
  } finally {
    overwriteGetLocale(before);
  }
}

/** Renders `page`; the returned function switches to Mexican Spanish and renders again, as the app does. */
function renderSwitchable(page: () => ReactElement): () => void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page()}</MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(tree());
  return () => {
    overwriteGetLocale(() => "es-MX");
    rerender(tree());
  };
}

describe("the address form's alert after a switch of language", () => {
  it("speaks Spanish, and the fields it is about stay invalid", () => {
    stubFetch(() => json(200, []));
    const toSpanish = renderSwitchable(() => <AddAddressPage />);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all the fields");
    const colonia = screen.getByLabelText("Colonia");
    expect(colonia.getAttribute("aria-invalid")).toBe("true");

    toSpanish();

    expect(screen.getByRole("alert").textContent).toBe(inSpanish(m.addresses_fill));
    expect(screen.getByRole("button", { name: inSpanish(m.addresses_add_submit) })).toBeTruthy();
    expect(colonia.getAttribute("aria-invalid")).toBe("true");
    expect(colonia.getAttribute("aria-describedby")).toBe("address-problem");
    expect(screen.getByLabelText(inSpanish(m.addresses_full_name)).getAttribute("aria-invalid")).toBe("true");
  });

  it("rewords a problem that names values too (the postal code of another estado)", () => {
    stubFetch(() => json(200, []));
    const toSpanish = renderSwitchable(() => <AddAddressPage />);
    const type = (label: string, value: string) =>
      change(screen.getByLabelText(label), { target: { value } });
    type("Full name", "Ana López");
    type("Street", "Av. Chapultepec");
    type("Exterior number", "480");
    type("Colonia", "Americana");
    type("Municipio or alcaldía", "Guadalajara");
    type("Estado", "JAL");
    type("Postal code", "06600");
    type("Phone number", "3312345678");
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect(screen.getByRole("alert").textContent).toBe("The postal code 06600 does not belong to Jalisco");

    toSpanish();

    expect(screen.getByRole("alert").textContent).toBe(
      inSpanish(() => m.addresses_postal_code_state({ postalCode: "06600", state: "Jalisco" })),
    );
    expect(screen.getByLabelText(inSpanish(m.addresses_postal_code_label)).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});

/** A form whose one field's rule speaks through a message function. */
function NameForm() {
  const form = useForm({
    initial: { name: "" },
    validate: ({ name }) => ({ name: name.trim() ? undefined : m.addresses_fill() }),
  });
  return (
    <form onSubmit={form.submit(() => {})} noValidate>
      <TextField {...form.field("name")} label={m.addresses_full_name()} />
      <button type="submit">{m.addresses_add_submit()}</button>
    </form>
  );
}

describe("a field's error found on submit, after a switch of language", () => {
  it("is worded in the new language and keeps its field invalid", () => {
    const toSpanish = renderSwitchable(() => <NameForm />);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    const name = screen.getByLabelText("Full name");
    expect(document.getElementById("name-error")?.textContent).toBe("Please fill in all the fields");

    toSpanish();

    expect(document.getElementById("name-error")?.textContent).toBe(inSpanish(m.addresses_fill));
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });
});
