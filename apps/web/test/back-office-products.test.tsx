import type { AdminProduct, AdminProductRow } from "@hogar/shared";
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as AdminProductRoute } from "../src/app/routes/admin/admin-product.tsx";
import { ProductsPage } from "../src/features/back-office/components/products-page.tsx";
import { change } from "./helpers/change.ts";
import { json, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { address, renderSignedInAt as renderAt } from "./helpers/render.tsx";

function productRow(n: number, overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `Lamp ${n}`,
    description: "A lamp",
    price: 129_950,
    category: "bedroom",
    stock: 7,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    optionNames: [],
    rating: { average: null, count: 0 },
    facts: {
      widthCm: 30,
      depthCm: 30,
      heightCm: 45,
      weightGrams: 1_200,
      materials: ["ceramic"],
      colour: "white",
      assemblyRequired: false,
    },
    archived: false,
    lowStock: false,
    soldOutVariants: 0,
    ...overrides,
  };
}

function page(rows: unknown[], next?: string): Response {
  const response = json(200, rows);
  if (next) response.headers.set("Link", `<${next}>; rel="next"`);
  return response;
}

const names = () =>
  within(screen.getByRole("table"))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the back office's products table", () => {
  it("applies the status, the low-stock toggle and the search to the URL and the request", async () => {
    const sent = stubFetch(() =>
      page([
        productRow(1),
        productRow(2, { stock: 2, lowStock: true, archived: true }),
        productRow(3, { stock: 0, lowStock: true }),
        productRow(4, { stock: 30, lowStock: true, soldOutVariants: 1 }),
      ]),
    );
    renderAt("/admin/products", "/admin/products", <ProductsPage />);
    await screen.findByRole("link", { name: "Lamp 1" });

    const table = screen.getByRole("table", { name: "Products (newest first)" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Price", "Stock", "Room", "Status"]);
    const lowRow = within(table).getByRole("link", { name: "Lamp 2" }).closest("tr") as HTMLElement;
    expect(within(lowRow).getByText("Low")).toBeTruthy();
    // None left is more than a few.
    const soldOutRow = within(table).getByRole("link", { name: "Lamp 3" }).closest("tr") as HTMLElement;
    expect(within(soldOutRow).getByText("Out of stock")).toBeTruthy();
    // 30 in all is not "Low": one fabric is gone while the others sell on.
    const variantRow = within(table).getByRole("link", { name: "Lamp 4" }).closest("tr") as HTMLElement;
    expect(within(variantRow).getByText("1 variant sold out")).toBeTruthy();
    expect(within(lowRow).getByText("Archived")).toBeTruthy();
    expect(within(lowRow).getByText("Bedroom")).toBeTruthy();
    expect(within(lowRow).getByText("$1,299.50 MXN")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Lamp 1" }).getAttribute("href")).toBe(
      "/admin/products/00000000-0000-4000-8000-000000000001",
    );

    change(screen.getByLabelText("Show"), { target: { value: "archived" } });
    await screen.findByRole("table", { name: "Archived products (newest first)" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Low stock first" }));
    await screen.findByRole("table", { name: "Archived products (low stock first)" });
    change(screen.getByLabelText("Product name"), { target: { value: "lamp" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("table", { name: "Archived products matching “lamp” (low stock first)" });

    expect(address()).toBe("/admin/products?q=lamp&status=archived&lowStockFirst=true");
    expect(sent.map((r) => r.path)).toEqual([
      "/api/admin/products",
      "/api/admin/products?status=archived",
      "/api/admin/products?status=archived&lowStockFirst=true",
      "/api/admin/products?q=lamp&status=archived&lowStockFirst=true",
    ]);
  });

  it("appends the next page on Load more", async () => {
    const NEXT = "/api/admin/products?cursor=bmV4dA";
    stubFetch((request) =>
      request.path === NEXT ? page([productRow(3)]) : page([productRow(1), productRow(2)], NEXT),
    );
    renderAt("/admin/products", "/admin/products", <ProductsPage />);
    await screen.findByRole("link", { name: "Lamp 1" });

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: "Lamp 3" });
    expect(names()).toEqual(["Lamp 1", "Lamp 2", "Lamp 3"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows a product once when it comes again on the next page (its stock crossed the threshold)", async () => {
    const NEXT = "/api/admin/products?lowStockFirst=true&cursor=bmV4dA";
    stubFetch((request) =>
      request.path === NEXT
        ? page([productRow(2, { stock: 9 }), productRow(3)])
        : page(
            [productRow(1, { stock: 1, lowStock: true }), productRow(2, { stock: 2, lowStock: true })],
            NEXT,
          ),
    );
    renderAt("/admin/products?lowStockFirst=true", "/admin/products", <ProductsPage />);
    await screen.findByRole("link", { name: "Lamp 2" });

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("link", { name: "Lamp 3" });
    expect(names()).toEqual(["Lamp 1", "Lamp 2", "Lamp 3"]);
  });
});

const PRODUCT_ID = "00000000-0000-4000-8000-000000000009";
const picture = (n: number) => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  src: `/images/p${n}-640.webp`,
  srcSet: "",
  width: 640,
  height: 480,
  alt: `Lamp, view ${n}`,
  variantId: null,
});

function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...productRow(9, { name: "Zafiro Lamp", stock: 7, price: 129_950, description: "A brass lamp" }),
    images: [picture(1), picture(2), picture(3)],
    variants: [],
    audit: [],
    ...overrides,
  };
}

interface SentForm {
  method: string;
  path: string;
  form: FormData | undefined;
}

/** As stubFetch, keeping multipart bodies (FormData), which the shared helper does not read. */
function stubFetchWithForms(answer: (request: SentRequest) => Response): SentForm[] {
  const sent: SentForm[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({ method, path: String(input), form: init.body instanceof FormData ? init.body : undefined });
      return answer({ method, path: String(input), body: undefined });
    }),
  );
  return sent;
}

describe("the back office's product page", () => {
  it("starts the form from the product and sends the pictures to keep, in order, and the new ones", async () => {
    const saved = adminProduct({
      name: "Zafiro Lamp XL",
      price: 99_900,
      stock: 0,
      images: [picture(3), picture(1)],
    });
    const sent = stubFetchWithForms((request) =>
      request.method === "PUT" ? json(200, saved) : json(200, adminProduct()),
    );
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp" });

    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Zafiro Lamp");
    expect(screen.getByLabelText("Price")).toHaveProperty("value", "1299.50");
    expect(screen.getByLabelText("Stock")).toHaveProperty("value", "7");
    expect(screen.getByLabelText("Category")).toHaveProperty("value", "bedroom");
    expect(screen.getByLabelText("Description")).toHaveProperty("value", "A brass lamp");

    change(screen.getByLabelText("Name"), { target: { value: "Zafiro Lamp XL" } });
    change(screen.getByLabelText("Price"), { target: { value: "999" } });
    // 0 marks it sold out, which adding a product does not allow.
    change(screen.getByLabelText("Stock"), { target: { value: "0" } });
    // Picture 3 becomes the cover; picture 2 goes.
    fireEvent.click(screen.getByRole("button", { name: "Move picture 3 up" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move picture 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Move picture 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove picture 3" }));
    expect(screen.getByRole("button", { name: "Keep picture 3" })).toBeTruthy();
    const upload = new File([new Uint8Array([137, 80, 78, 71])], "new.png", { type: "image/png" });
    change(screen.getByLabelText("Upload images"), { target: { files: [upload] } });
    change(screen.getByLabelText("Images"), { target: { value: "https://example.com/a.jpg" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp XL" });
    const put = sent.filter((r) => r.method === "PUT");
    expect(put.map((r) => r.path)).toEqual([`/api/admin/products/${PRODUCT_ID}`]);
    const form = put[0]?.form as FormData;
    expect(form.get("keep")).toBe(`${picture(3).id}\n${picture(1).id}`);
    expect(form.getAll("files").map((file) => (file as File).name)).toEqual(["new.png"]);
    expect(form.get("images")).toBe("https://example.com/a.jpg");
    expect(form.get("name")).toBe("Zafiro Lamp XL");
    expect(form.get("price")).toBe("999");
    expect(form.get("stock")).toBe("0");
    // The stock the form loaded: the server writes the new one only while it still is this.
    expect(form.get("stockWas")).toBe("7");
    expect(form.get("category")).toBe("bedroom");
    expect(form.get("description")).toBe("A brass lamp");
    // The form starts again from the product as saved.
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Zafiro Lamp XL");
    expect(screen.getAllByRole("button", { name: /^Remove picture/ })).toHaveLength(2);
    expect(screen.getByLabelText("Upload images")).toHaveProperty("value", "");
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain("Zafiro Lamp XL was saved");
  });

  it("shows the server's 409 when the stock moved, reloads the product and saves from the new stock", async () => {
    const CONFLICT = "The stock changed to 5 since you opened this product. Check it and save again.";
    let stock = 7;
    let puts = 0;
    const sent = stubFetchWithForms((request) => {
      if (request.method !== "PUT") return json(200, adminProduct({ stock }));
      puts += 1;
      return puts === 1
        ? json(409, { code: "conflict", message: CONFLICT })
        : json(200, adminProduct({ name: "Zafiro Lamp XL", stock: 9 }));
    });
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp" });

    change(screen.getByLabelText("Name"), { target: { value: "Zafiro Lamp XL" } });
    change(screen.getByLabelText("Stock"), { target: { value: "11" } });
    // Two units sold meanwhile.
    stock = 5;
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect((await screen.findByRole("alert")).textContent).toBe(CONFLICT);
    await waitFor(() => expect(screen.getByLabelText("Stock")).toHaveProperty("value", "5"));
    expect(document.activeElement).toBe(screen.getByLabelText("Stock"));
    expect(screen.getByText(/5 in stock/)).toBeTruthy();
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Zafiro Lamp XL");
    expect(screen.getByRole("alert").textContent).toBe(CONFLICT);
    expect(sent.filter((r) => r.method === "GET").length).toBe(2);

    change(screen.getByLabelText("Stock"), { target: { value: "9" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp XL" });
    const forms = sent.filter((r) => r.method === "PUT").map((r) => r.form as FormData);
    expect(forms.map((f) => [f.get("stock"), f.get("stockWas")])).toEqual([
      ["11", "7"],
      ["9", "5"],
    ]);
  });

  it("refuses to save with every picture removed and none added, without sending", async () => {
    const sent = stubFetchWithForms(() => json(200, adminProduct({ images: [picture(1)] })));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp" });

    fireEvent.click(screen.getByRole("button", { name: "Remove picture 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(screen.getByLabelText("Images").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Keep or add at least one image: an address or a file")).toBeTruthy();
    expect(sent.filter((r) => r.method === "PUT")).toEqual([]);
  });

  it("archives after a confirmation, then restores", async () => {
    const sent = stubFetchWithForms((request) => {
      if (request.path.endsWith("/archive")) return json(200, adminProduct({ archived: true }));
      if (request.path.endsWith("/restore")) return json(200, adminProduct({ archived: false }));
      return json(200, adminProduct());
    });
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp" });

    fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    const dialog = screen.getByRole("dialog", { name: "Archive Zafiro Lamp?" });
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Archive" }));

    await screen.findByRole("button", { name: "Restore" });
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await screen.findByRole("button", { name: "Archive" });
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/admin/products/${PRODUCT_ID}/archive`,
      `/api/admin/products/${PRODUCT_ID}/restore`,
    ]);
  });
});

describe("the back office's products in Spanish", () => {
  const english = getLocale;
  afterEach(() => overwriteGetLocale(english));

  it("shows the products table's caption, headers and marks in Spanish", async () => {
    overwriteGetLocale(() => "es-MX");
    stubFetch(() => page([productRow(1, { stock: 2, lowStock: true, archived: true })]));
    renderAt("/admin/products?status=archived&lowStockFirst=true", "/admin/products", <ProductsPage />);
    await screen.findByRole("link", { name: "Lamp 1" });

    const table = screen.getByRole("table", { name: "Productos archivados (pocas existencias primero)" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Nombre", "Precio", "Existencias", "Espacio", "Estado"]);
    expect(within(table).getByText("Pocas")).toBeTruthy();
    expect(within(table).getByText("Archivado")).toBeTruthy();
    expect(within(table).getByText("$1,299.50 MXN")).toBeTruthy();
  });

  it("shows the product page and its form in Spanish", async () => {
    overwriteGetLocale(() => "es-MX");
    stubFetchWithForms(() => json(200, adminProduct()));
    renderAt(`/admin/products/${PRODUCT_ID}`, "/admin/products/:id", <AdminProductRoute />);
    await screen.findByRole("heading", { level: 1, name: "Zafiro Lamp" });

    expect(screen.getByText("$1,299.50 MXN · 7 en existencia · Activo")).toBeTruthy();
    expect(screen.getByLabelText("Nombre")).toHaveProperty("value", "Zafiro Lamp");
    expect(screen.getByLabelText("Existencias")).toHaveProperty("value", "7");
    expect(screen.getByRole("button", { name: "Mover arriba la foto 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar cambios" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Archivar" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Registro de cambios" })).toBeTruthy();
  });
});
