import type { AdminProduct, AdminVariant } from "@hogar/shared";
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as AdminProductRoute } from "../src/app/routes/admin/admin-product.tsx";
import { AddProductForm } from "../src/features/product-admin/components/add-product-form.tsx";
import { change } from "./helpers/change.ts";
import { json } from "./helpers/fake-api.ts";
import { renderSignedInAt as renderAt } from "./helpers/render.tsx";

// The variants editor of the add and edit product forms (issue 19): what it sends as `optionNames`
// and `variants`, the shared rules before sending, and the server's refusals by row and field.

interface SentForm {
  method: string;
  path: string;
  form: FormData | undefined;
}

/** Replaces `fetch`, keeping multipart bodies (FormData). */
function stubFetchWithForms(answer: (request: { method: string; path: string }) => Response): SentForm[] {
  const sent: SentForm[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({ method, path: String(input), form: init.body instanceof FormData ? init.body : undefined });
      return answer({ method, path: String(input) });
    }),
  );
  return sent;
}

const row = (n: number) => screen.getByRole("group", { name: `Variant ${n}` });
const setValue = (element: HTMLElement, value: string) => change(element, { target: { value } });
const sentVariants = (form: FormData | undefined) => JSON.parse(String(form?.get("variants")));

function fillRow(
  n: number,
  values: { fabric: string; size: string; sku: string; price: string; stock: string },
) {
  const group = row(n);
  setValue(within(group).getByLabelText("Fabric"), values.fabric);
  setValue(within(group).getByLabelText("Size"), values.size);
  setValue(within(group).getByLabelText("SKU"), values.sku);
  setValue(within(group).getByLabelText("Price (MXN)"), values.price);
  setValue(within(group).getByLabelText("Stock"), values.stock);
}

/** The add form's own fields, all but stock and price (which variants make theirs). */
function fillProduct() {
  setValue(screen.getByLabelText("Name"), "Alba Sofa");
  setValue(screen.getByLabelText("Category"), "living room");
  const upload = new File([new Uint8Array([137, 80, 78, 71])], "alba.png", { type: "image/png" });
  change(screen.getByLabelText("Upload images"), { target: { files: [upload] } });
  setValue(screen.getByLabelText("Description"), "A deep sofa with covers that come off.");
  setValue(screen.getByLabelText("Width (cm)"), "210");
  setValue(screen.getByLabelText("Depth (cm)"), "95");
  setValue(screen.getByLabelText("Height (cm)"), "80");
  setValue(screen.getByLabelText("Weight (kg)"), "48");
  fireEvent.click(within(screen.getByRole("group", { name: "Materials" })).getByLabelText("Wood"));
  setValue(screen.getByLabelText("Colour"), "natural");
  fireEvent.click(screen.getByLabelText("No, arrives assembled"));
}

describe("adding a product with variants", () => {
  it("judges the rows by the shared rules, then sends the options and variants as JSON", async () => {
    const sent = stubFetchWithForms(() => json(201, { id: "p1", name: "Alba Sofa" }));
    renderAt("/add-product", "/add-product", <AddProductForm />);
    fillProduct();

    // A price and stock typed before the variants are not what the product will have.
    setValue(screen.getByLabelText("Price"), "1500.50");
    setValue(screen.getAllByLabelText("Stock")[0] as HTMLElement, "3");
    setValue(screen.getByLabelText("Options"), "Fabric, Size");
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    expect((screen.getByLabelText("Price") as HTMLInputElement).value).toBe("");
    // The new row's first value takes the focus.
    const fabric = within(row(1)).getByLabelText("Fabric");
    expect(document.activeElement).toBe(fabric);
    // Leaving it still empty is passing through: no message yet, which would move the button away.
    fireEvent.blur(fabric);
    expect(fabric.getAttribute("aria-invalid")).not.toBe("true");
    fillRow(1, { fabric: "Linen", size: "3 seats", sku: "lin-3", price: "18999", stock: "4" });
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    fillRow(2, { fabric: "Velvet", size: "3 seats", sku: "LIN-3", price: "21999.50", stock: "0" });

    // The product's own price and stock now come from its variants: the cheapest, and the sum.
    const price = screen.getByLabelText("Price") as HTMLInputElement;
    expect(price.readOnly).toBe(true);
    expect(price.value).toBe("18999.00");
    expect((screen.getAllByLabelText("Stock")[0] as HTMLInputElement).value).toBe("4");
    const note = screen.getByText("This product has variants: its price and stock come from them.");
    expect(price.getAttribute("aria-describedby")).toContain(note.id);
    expect((screen.getAllByLabelText("Stock")[0] as HTMLInputElement).readOnly).toBe(true);
    // The add form has no saved pictures for a variant to show yet.
    expect(
      within(row(1)).getByText("Save the product's pictures first; then choose which show this variant."),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    const sku2 = within(row(2)).getByLabelText("SKU");
    expect(sku2.getAttribute("aria-invalid")).toBe("true");
    expect(within(row(2)).getByText("Another variant has this SKU")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(sku2));
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    setValue(sku2, "vel-3");
    // A third row, removed again: the focus goes back to the button that adds one.
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove variant 3" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a variant" })),
    );
    expect(screen.queryByRole("group", { name: "Variant 3" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    await screen.findByRole("link", { name: "View Alba Sofa" });
    const post = sent.filter((r) => r.method === "POST");
    expect(post.map((r) => r.path)).toEqual(["/api/products"]);
    const form = post[0]?.form;
    expect(form?.get("optionNames")).toBe('["Fabric","Size"]');
    expect(sentVariants(form)).toEqual([
      {
        options: ["Linen", "3 seats"],
        sku: "lin-3",
        price: "18999",
        stock: "4",
        pictures: [],
        archived: false,
      },
      {
        options: ["Velvet", "3 seats"],
        sku: "vel-3",
        price: "21999.50",
        stock: "0",
        pictures: [],
        archived: false,
      },
    ]);
    // What was typed in the product's own price goes too; the server ignores it (variants sell).
    expect(form?.get("price")).toBe("1500.50");
    // The form starts again, without variants.
    expect(screen.queryByRole("group", { name: "Variant 1" })).toBeNull();
  });

  it("shows the server's refusals by the field and row they name, and forgets one once changed", async () => {
    const fields = {
      optionNames: "Each option needs its own name",
      "variants.1.sku": "The SKU VEL-3 is already another variant's",
    };
    let answers = 0;
    const sent = stubFetchWithForms(() => {
      answers += 1;
      return answers === 1
        ? json(400, { code: "invalid", message: Object.values(fields).join("; "), fields })
        : json(400, {
            code: "invalid",
            message: fields["variants.1.sku"],
            fields: { "variants.1.sku": fields["variants.1.sku"] },
          });
    });
    renderAt("/add-product", "/add-product", <AddProductForm />);
    fillProduct();
    setValue(screen.getByLabelText("Options"), "Fabric, Size");
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    fillRow(1, { fabric: "Linen", size: "3 seats", sku: "lin-3", price: "18999", stock: "4" });
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    fillRow(2, { fabric: "Velvet", size: "3 seats", sku: "vel-3", price: "21999", stock: "2" });

    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    await screen.findByRole("alert");
    const options = screen.getByLabelText("Options");
    // The option names come first, so they take the focus.
    expect(document.activeElement).toBe(options);
    expect(options.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Each option needs its own name")).toBeTruthy();
    const sku2 = within(row(2)).getByLabelText("SKU");
    expect(sku2.getAttribute("aria-invalid")).toBe("true");
    expect(within(row(2)).getByText("The SKU VEL-3 is already another variant's")).toBeTruthy();
    expect(within(row(1)).getByLabelText("SKU").getAttribute("aria-invalid")).toBeNull();

    // Only a row at fault: its field takes the focus.
    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    await waitFor(() => expect(sent.filter((r) => r.method === "POST")).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(sku2));
    expect(screen.queryByText("Each option needs its own name")).toBeNull();

    setValue(sku2, "vel-3b");
    expect(within(row(2)).queryByText("The SKU VEL-3 is already another variant's")).toBeNull();
    expect(sku2.getAttribute("aria-invalid")).toBeNull();
  });
});

const PRODUCT_ID = "00000000-0000-4000-8000-000000000019";
const picture = (n: number, variantId: string | null = null) => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  src: `/images/s${n}-640.webp`,
  srcSet: "",
  width: 640,
  height: 480,
  alt: `Alba Sofa, view ${n}`,
  variantId,
});
const variant = (n: number, overrides: Partial<AdminVariant> = {}): AdminVariant => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  sku: `ALBA-${n}`,
  options: ["Linen", `${n} seats`],
  price: 1_899_900,
  stock: 4,
  archived: false,
  ...overrides,
});
const LINEN = variant(3);
const VELVET = variant(2, { options: ["Velvet", "2 seats"], price: 2_199_950, stock: 0 });
const OLD = variant(1, { options: ["Silk", "1 seat"], archived: true, stock: 1 });

function sofa(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: PRODUCT_ID,
    name: "Alba Sofa",
    description: "A deep sofa",
    price: 1_899_900,
    category: "living room",
    stock: 4,
    images: [picture(1), picture(2, VELVET.id), picture(3)],
    createdAt: "2026-01-01T00:00:00.000Z",
    optionNames: ["Fabric", "Size"],
    rating: { average: null, count: 0 },
    facts: {
      widthCm: 210,
      depthCm: 95,
      heightCm: 80,
      weightGrams: 48_000,
      materials: ["wood"],
      colour: "natural",
      assemblyRequired: false,
    },
    archived: false,
    lowStock: false,
    soldOutVariants: 0,
    variants: [LINEN, VELVET, OLD],
    audit: [],
    ...overrides,
  };
}

describe("changing a product's variants in the back office", () => {
  it("shows them in a table, starts the rows from those on sale, and sends changes, archiving and a new one", async () => {
    const sent = stubFetchWithForms((request) =>
      request.method === "PUT" ? json(200, sofa({ name: "Alba Sofa" })) : json(200, sofa()),
    );
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });

    const table = screen.getByRole("table", { name: "Variants" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Variant", "SKU", "Price", "Stock", "Status"]);
    const old = within(table).getByRole("rowheader", { name: "Silk · 1 seat" }).closest("tr") as HTMLElement;
    expect(within(old).getByText("Archived")).toBeTruthy();
    const linen = within(table)
      .getByRole("rowheader", { name: "Linen · 3 seats" })
      .closest("tr") as HTMLElement;
    expect(within(linen).getByText("$18,999.00 MXN")).toBeTruthy();
    expect(within(linen).getByText("On sale")).toBeTruthy();

    // The archived variant follows those on sale, its values locked until it is put back on sale;
    // the velvet one shows picture 2.
    expect(screen.getByLabelText("Options")).toHaveProperty("value", "Fabric, Size");
    const archived = screen.getByRole("group", { name: "Variant 3 (archived)" });
    expect(within(archived).getByLabelText("SKU")).toHaveProperty("disabled", true);
    expect(within(archived).getByLabelText(/Put this variant back on sale/)).toHaveProperty("checked", false);
    expect(within(row(1)).getByLabelText("Fabric")).toHaveProperty("value", "Linen");
    expect(within(row(1)).getByLabelText("Price (MXN)")).toHaveProperty("value", "18999.00");
    expect(within(row(2)).getByRole("checkbox", { name: "Picture 2" })).toHaveProperty("checked", true);
    // The cover shows the product, never one variant.
    expect(within(row(2)).queryByRole("checkbox", { name: "Picture 1" })).toBeNull();
    expect(screen.getByLabelText("Price")).toHaveProperty("readOnly", true);
    // A saved variant is archived, not removed.
    expect(within(row(1)).queryByRole("button", { name: /Remove/ })).toBeNull();

    setValue(within(row(1)).getByLabelText("Stock"), "9");
    fireEvent.click(within(row(2)).getByLabelText(/Archive this variant/));
    expect(within(row(2)).getByLabelText("SKU")).toHaveProperty("disabled", true);
    // A new row comes before the archived one, which is not sent and so stays as it is.
    fireEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    expect(screen.getByRole("group", { name: "Variant 4 (archived)" })).toBeTruthy();
    fillRow(3, { fabric: "Velvet", size: "3 seats", sku: "alba-4", price: "20999", stock: "1" });
    fireEvent.click(within(row(3)).getByRole("checkbox", { name: "Picture 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    // Archiving cannot be undone: the save waits for the admin to confirm it, naming the variant.
    const confirm = screen.getByRole("dialog", { name: "Stop selling these variants?" });
    expect(confirm.textContent).toContain("Velvet · 2 seats: no longer sold from now on.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Go back" }));
    expect(sent.filter((r) => r.method === "PUT")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Archive and save" }));

    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(1));
    const form = sent.find((r) => r.method === "PUT")?.form;
    expect(form?.get("optionNames")).toBe('["Fabric","Size"]');
    expect(sentVariants(form)).toEqual([
      {
        id: LINEN.id,
        options: ["Linen", "3 seats"],
        sku: "ALBA-3",
        price: "18999.00",
        stock: "9",
        stockWas: 4,
        pictures: [],
        archived: false,
      },
      {
        id: VELVET.id,
        options: ["Velvet", "2 seats"],
        sku: "ALBA-2",
        price: "21999.50",
        stock: "0",
        stockWas: 0,
        pictures: [1],
        archived: true,
      },
      {
        options: ["Velvet", "3 seats"],
        sku: "alba-4",
        price: "20999",
        stock: "1",
        pictures: [2],
        archived: false,
      },
    ]);
  });

  it("names each picture a variant may show as the list above does, and says when its own became the cover", async () => {
    stubFetchWithForms(() => json(200, sofa()));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });
    // Picture 1 marked to go: the velvet variant's picture 2 becomes the cover, picture 3 stays "Picture 3".
    fireEvent.click(screen.getByRole("button", { name: "Remove picture 1" }));
    const velvet = row(2);
    expect(within(velvet).queryByRole("checkbox", { name: "Picture 2" })).toBeNull();
    expect(within(velvet).getByRole("checkbox", { name: "Picture 3" })).toBeTruthy();
    const said = "Picture 2 is now the cover, which shows the product: this variant will no longer show it.";
    expect(within(velvet).getByText(said)).toBeTruthy();
    expect(within(row(1)).queryByText(said)).toBeNull();
  });

  it("puts an archived variant back on sale with the values typed for it, without asking first", async () => {
    const sent = stubFetchWithForms(() => json(200, sofa()));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });

    const archived = screen.getByRole("group", { name: "Variant 3 (archived)" });
    fireEvent.click(within(archived).getByLabelText(/Put this variant back on sale/));
    // Back on sale, its group no longer says archived, and its values may change.
    expect(screen.getByRole("group", { name: "Variant 3" })).toBe(archived);
    const price = within(archived).getByLabelText("Price (MXN)");
    expect(price).toHaveProperty("disabled", false);
    setValue(price, "12999");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(1));
    const restored = sentVariants(sent.find((r) => r.method === "PUT")?.form).at(-1);
    expect(restored).toMatchObject({
      id: OLD.id,
      sku: "ALBA-1",
      price: "12999",
      stock: "1",
      archived: false,
      restore: true,
    });
  });

  it("shows the 409 when a variant's stock moved, puts its stock now in its field and saves from there", async () => {
    const CONFLICT = "The stock of Linen · 3 seats changed to 3 while you edited it; check it and save again";
    let linenStock = 4;
    let puts = 0;
    const sent = stubFetchWithForms((request) => {
      const now = sofa({ variants: [{ ...LINEN, stock: linenStock }, VELVET, OLD] });
      if (request.method !== "PUT") return json(200, now);
      puts += 1;
      return puts === 1 ? json(409, { code: "conflict", message: CONFLICT }) : json(200, now);
    });
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });

    setValue(within(row(1)).getByLabelText("Stock"), "20");
    setValue(within(row(2)).getByLabelText("Price (MXN)"), "20000");
    // An order takes a unit meanwhile.
    linenStock = 3;
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect((await screen.findByRole("alert")).textContent).toBe(CONFLICT);
    const stock = within(row(1)).getByLabelText("Stock");
    await waitFor(() => expect(stock).toHaveProperty("value", "3"));
    await waitFor(() => expect(document.activeElement).toBe(stock));
    // What else was typed stays.
    expect(within(row(2)).getByLabelText("Price (MXN)")).toHaveProperty("value", "20000");

    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(2));
    const [first, second] = sent.filter((r) => r.method === "PUT").map((r) => sentVariants(r.form));
    expect([first[0].stock, first[0].stockWas]).toEqual(["20", 4]);
    expect([second[0].stock, second[0].stockWas]).toEqual(["3", 3]);
    expect(second[1].price).toBe("20000");
  });

  it("turns the product back into one without variants: every row archived, no options, its own price", async () => {
    const sent = stubFetchWithForms(() => json(200, sofa()));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });

    fireEvent.click(within(row(1)).getByLabelText(/Archive this variant/));
    fireEvent.click(within(row(2)).getByLabelText(/Archive this variant/));
    setValue(screen.getByLabelText("Options"), "");
    // Nothing on sale: the product's own price and stock count again.
    const price = screen.getByLabelText("Price");
    expect(price).toHaveProperty("readOnly", false);
    expect(screen.queryByText("This product has variants: its price and stock come from them.")).toBeNull();
    setValue(price, "9999");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Archive and save" }));

    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(1));
    const form = sent.find((r) => r.method === "PUT")?.form;
    expect(form?.get("optionNames")).toBe("[]");
    expect(sentVariants(form).map((v: { id: string; archived: boolean }) => [v.id, v.archived])).toEqual([
      [LINEN.id, true],
      [VELVET.id, true],
    ]);
    expect(form?.get("price")).toBe("9999");
  });
});

describe("the variants in Spanish", () => {
  const english = getLocale;
  afterEach(() => overwriteGetLocale(english));

  it("words the editor and the table as the shop speaks", async () => {
    overwriteGetLocale(() => "es-MX");
    stubFetchWithForms(() => json(200, sofa()));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Alba Sofa" });

    const table = screen.getByRole("table", { name: "Variantes" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Variante", "SKU", "Precio", "Existencias", "Estado"]);
    expect(within(table).getByText("Archivada")).toBeTruthy();
    expect(within(table).getAllByText("A la venta")).toHaveLength(2);
    const first = screen.getByRole("group", { name: "Variante 1" });
    expect(within(first).getByLabelText("Precio (MXN)")).toHaveProperty("value", "18999.00");
    expect(within(first).getByLabelText(/^Archivar esta variante/)).toBeTruthy();
    expect(screen.getByLabelText("Opciones")).toHaveProperty("value", "Fabric, Size");
    expect(
      screen.getByText("Este producto tiene variantes: su precio y existencias salen de ellas."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Agregar una variante" })).toBeTruthy();
  });
});
