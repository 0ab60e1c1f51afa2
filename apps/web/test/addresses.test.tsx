import type { Address, Me } from "@hogar/shared";
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Component as AddAddressPage } from "../src/app/routes/add-address.tsx";
import { Component as EditAddressPage } from "../src/app/routes/edit-address.tsx";
import { Component as MyAddressesPage } from "../src/app/routes/my-addresses.tsx";
import { meQueryKey } from "../src/lib/me-query-key.ts";
import { change } from "./helpers/change.ts";
import { json, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { TEST_ADMIN } from "./helpers/render.tsx";

const ID = "22222222-0000-4000-8000-000000000000";

/** A Mexican address as GET /api/addresses lists it. */
function address(overrides: Partial<Address> = {}): Address {
  return {
    id: ID,
    country: "Mexico",
    fullName: "Ana López",
    street: "Av. Insurgentes Sur",
    exteriorNumber: "1602",
    interiorNumber: "",
    colonia: "Crédito Constructor",
    municipality: "Benito Juárez",
    state: "CMX",
    postalCode: "03940",
    phone: "5512345678",
    instructions: "",
    current: true,
    complete: true,
    ...overrides,
  };
}

/** One saved before Mexican addresses: street and number together, no colonia, municipio or estado. */
const oldAddress = () =>
  address({
    street: "Av. Reforma 222",
    exteriorNumber: "",
    colonia: "",
    municipality: "",
    state: "",
    postalCode: "06600",
    complete: false,
  });

/**
 * The address pages at `path`, with the previous page `from` in the history when given, for the
 * signed-in shopper `me` when given (the signed-in frame has them before any page shows).
 */
function renderAt(path: string, answer: (request: SentRequest) => Response, from?: string, me?: Me) {
  const sent = stubFetch(answer);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (me) queryClient.setQueryData(meQueryKey, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={from ? [from, path] : [path]}>
        <Routes>
          <Route path="/feed" element={<p>Feed</p>} />
          <Route path="/account/checkout" element={<p>Checkout</p>} />
          <Route path="/account/my-addresses" element={<MyAddressesPage />} />
          <Route path="/account/my-addresses/add-address" element={<AddAddressPage />} />
          <Route path="/account/my-addresses/:id/edit" element={<EditAddressPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) => change(field(label), { target: { value } });
const alertText = () => screen.getByRole("alert").textContent;

function fillHome() {
  type("Full name", "Ana López");
  type("Street", "Av. Insurgentes Sur");
  type("Exterior number", "1602");
  type(/Interior number/, "4");
  type("Colonia", "Crédito Constructor");
  type("Municipio or alcaldía", "Benito Juárez");
  type("Estado", "CMX");
  type("Postal code", "03940");
  type("Phone number", "5512345678");
}

describe("adding an address (docs/product.md 83)", () => {
  it("asks the fields in order, with the 32 estados, and keeps its button reachable", () => {
    renderAt("/account/my-addresses/add-address", () => json(200, []));
    const labels = [...document.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual([
      "Full name",
      "Street",
      "Exterior number",
      "Interior number (optional)",
      "Colonia",
      "Municipio or alcaldía",
      "Estado",
      "Postal code",
      "Phone number",
      "Instructions (optional)",
    ]);
    const estado = field("Estado") as HTMLSelectElement;
    expect(estado.options).toHaveLength(33);
    expect(estado.options[0]?.textContent).toBe("Choose an estado");
    expect(within(estado).getByRole("option", { name: "Yucatán" })).toBeTruthy();
    const button = screen.getByRole("button", { name: "Add address" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
  });

  it("names the first problem: the fields, the postal code, the postal code of the estado, the phone", async () => {
    const sent = renderAt("/account/my-addresses/add-address", (request) =>
      request.method === "POST" ? json(201, address()) : json(200, [address()]),
    );
    const submit = screen.getByRole("button", { name: "Add address" });

    fireEvent.click(submit);
    expect(alertText()).toBe("Please fill in all the fields");
    expect(field("Colonia").getAttribute("aria-invalid")).toBe("true");
    expect(field("Colonia").getAttribute("aria-describedby")).toBe("address-problem");
    expect(field(/Interior number/).getAttribute("aria-invalid")).toBeNull();
    // The first field at fault takes the focus, however far above the button it is.
    expect(document.activeElement).toBe(field("Full name"));

    fillHome();
    type("Postal code", "0394");
    fireEvent.click(submit);
    expect(alertText()).toBe("Please enter a valid postal code");
    expect(document.activeElement).toBe(field("Postal code"));
    expect(field("Postal code").getAttribute("aria-invalid")).toBe("true");
    expect(field("Colonia").getAttribute("aria-invalid")).toBeNull();

    type("Postal code", "44100");
    type("Phone number", "1");
    fireEvent.click(submit);
    expect(alertText()).toBe("The postal code 44100 does not belong to Ciudad de México");
    expect(field("Postal code").getAttribute("aria-invalid")).toBe("true");
    expect(field("Estado").getAttribute("aria-invalid")).toBe("true");
    expect(field("Phone number").getAttribute("aria-invalid")).toBeNull();

    type("Postal code", "03940");
    fireEvent.click(submit);
    expect(alertText()).toBe("Please enter a valid phone number");
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);

    type("Phone number", "5512345678");
    fireEvent.click(submit);
    await screen.findByRole("heading", { name: "My Addresses" });
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      fullName: "Ana López",
      street: "Av. Insurgentes Sur",
      exteriorNumber: "1602",
      interiorNumber: "4",
      colonia: "Crédito Constructor",
      municipality: "Benito Juárez",
      state: "CMX",
      postalCode: "03940",
      phone: "5512345678",
      instructions: "",
    });
  });

  it("starts with the account's name and phone, which most addresses are for", () => {
    const me: Me = { ...TEST_ADMIN, name: "Ana López", phone: "5512345678" };
    renderAt("/account/my-addresses/add-address", () => json(201, address()), undefined, me);
    expect((field("Full name") as HTMLInputElement).value).toBe("Ana López");
    expect((field("Phone number") as HTMLInputElement).value).toBe("5512345678");
    expect((field("Street") as HTMLInputElement).value).toBe("");
  });

  it("goes back to the checkout that asked for it once saved", async () => {
    renderAt(
      "/account/my-addresses/add-address",
      (request) => json(request.method === "POST" ? 201 : 200, request.method === "POST" ? request.body : []),
      "/account/checkout",
    );
    fillHome();
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    // It used to land on the list, with no way back to the purchase.
    await screen.findByText("Checkout");
  });

  it("saves one address on a double click, not two", async () => {
    const sent = renderAt(
      "/account/my-addresses/add-address",
      (request) => json(request.method === "POST" ? 201 : 200, request.method === "POST" ? request.body : []),
      "/account/checkout",
    );
    fillHome();
    const add = screen.getByRole("button", { name: "Add address" });
    fireEvent.click(add);
    fireEvent.click(add);
    await screen.findByText("Checkout");
    expect(sent.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("shows the server's refusal in the alert", async () => {
    renderAt("/account/my-addresses/add-address", () =>
      refusal(409, "You can keep up to 10 addresses. Delete one to add another."),
    );
    fillHome();
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You can keep up to 10 addresses. Delete one to add another.",
    );
  });
});

describe("the address form in Spanish", () => {
  const original = getLocale;
  afterEach(() => overwriteGetLocale(original));

  it("speaks Mexican Spanish, the postal code's message too", () => {
    overwriteGetLocale(() => "es-MX");
    renderAt("/account/my-addresses/add-address", () => json(200, []));
    expect(screen.getByRole("heading", { level: 1, name: "Agregar dirección" })).toBeTruthy();
    type("Nombre completo", "Ana López");
    type("Calle", "Av. Chapultepec");
    type("Número exterior", "480");
    type("Colonia", "Americana");
    type("Municipio o alcaldía", "Guadalajara");
    type("Estado", "JAL");
    type("Código postal", "06600");
    type("Teléfono", "3312345678");
    fireEvent.click(screen.getByRole("button", { name: "Agregar dirección" }));
    expect(alertText()).toBe("El código postal 06600 no corresponde a Jalisco");
  });
});

describe("editing an address", () => {
  it("fills the form with the address and sends PUT with the changes, then goes back", async () => {
    let saved = oldAddress();
    const sent = renderAt(
      `/account/my-addresses/${ID}/edit`,
      (request) => {
        if (request.method === "PUT")
          saved = { ...saved, ...(request.body as Partial<Address>), complete: true };
        return json(200, request.method === "PUT" ? saved : [saved]);
      },
      "/account/checkout",
    );
    expect(await screen.findByDisplayValue("Av. Reforma 222")).toBeTruthy();
    expect((field("Postal code") as HTMLInputElement).value).toBe("06600");
    expect((field("Estado") as HTMLSelectElement).value).toBe("");

    type("Street", "Av. Paseo de la Reforma");
    type("Exterior number", "222");
    type("Colonia", "Juárez");
    type("Municipio or alcaldía", "Cuauhtémoc");
    type("Estado", "CMX");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    // Back where the shopper came from: here the checkout that asked to complete it.
    await screen.findByText("Checkout");
    expect(sent.filter((request) => request.method === "PUT")).toEqual([
      {
        method: "PUT",
        path: `/api/addresses/${ID}`,
        body: {
          fullName: "Ana López",
          street: "Av. Paseo de la Reforma",
          exteriorNumber: "222",
          interiorNumber: "",
          colonia: "Juárez",
          municipality: "Cuauhtémoc",
          state: "CMX",
          postalCode: "06600",
          phone: "5512345678",
          instructions: "",
        },
      },
    ]);
  });

  it("goes to the list after saving when the page was opened on its own", async () => {
    renderAt(`/account/my-addresses/${ID}/edit`, () => json(200, [address()]));
    await screen.findByDisplayValue("Av. Insurgentes Sur");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("heading", { name: "My Addresses" })).toBeTruthy();
  });

  it("says so when the address is not the shopper's", async () => {
    renderAt(`/account/my-addresses/${ID}/edit`, () => json(200, []));
    expect(await screen.findByText(/This address is not among your addresses/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to My Addresses" }).getAttribute("href")).toBe(
      "/account/my-addresses",
    );
  });
});

describe("the address tiles", () => {
  it("show the whole address, with Edit", async () => {
    renderAt("/account/my-addresses", () =>
      json(200, [address({ interiorNumber: "4", instructions: "Ring twice" })]),
    );
    const tile = await screen.findByRole("article", { name: "Av. Insurgentes Sur 1602 int. 4, Mexico" });
    expect(tile.textContent).toContain("Col. Crédito Constructor");
    expect(tile.textContent).toContain("03940 Benito Juárez, Ciudad de México");
    expect(tile.textContent).toContain("Ring twice");
    expect(tile.textContent).not.toContain("Missing colonia");
    expect(within(tile).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/account/my-addresses/${ID}/edit`,
    );
  });

  it("delete an address only once asked: Keep it keeps it, Delete address deletes it", async () => {
    let deleted = false;
    const sent = renderAt("/account/my-addresses", (request) => {
      if (request.method !== "DELETE") return json(200, deleted ? [] : [address()]);
      deleted = true;
      return new Response(null, { status: 204 });
    });
    const tile = await screen.findByRole("article", { name: "Av. Insurgentes Sur 1602, Mexico" });
    const deletes = () =>
      sent.filter((request) => request.method === "DELETE").map((request) => request.path);

    fireEvent.click(within(tile).getByRole("button", { name: "Delete address" }));
    const question = screen.getByRole("dialog", { name: "Delete this address?" });
    expect(question.textContent).toContain(
      "Av. Insurgentes Sur 1602 will no longer be offered for your orders. Orders already placed keep their address.",
    );
    fireEvent.click(within(question).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deletes()).toEqual([]);

    fireEvent.click(within(tile).getByRole("button", { name: "Delete address" }));
    // A double click deletes once, not once and then "not found".
    const confirm = within(screen.getByRole("dialog")).getByRole("button", { name: "Delete address" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("article")).toBeNull());
    expect(deletes()).toEqual([`/api/addresses/${ID}`]);
  });

  it("mark one saved before Mexican addresses, with a link to complete it", async () => {
    renderAt("/account/my-addresses", () => json(200, [oldAddress()]));
    const tile = await screen.findByRole("article", { name: "Av. Reforma 222, Mexico" });
    expect(within(tile).getByText("Missing colonia, municipio or alcaldía, or estado")).toBeTruthy();
    const complete = within(tile).getByRole("link", { name: "Complete it" });
    expect(complete.getAttribute("href")).toBe(`/account/my-addresses/${ID}/edit`);
    fireEvent.click(complete);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Edit address" })).toBeTruthy());
  });
});
