import type { AdminOrder } from "@hogar/shared";
import type { InvoiceView, PendingInvoiceView } from "@hogar/shared/invoices";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  exportMonthProblem,
  GlobalInvoiceExport,
  monthOf,
  previousMonth,
} from "../src/features/back-office/components/global-invoice-export.tsx";
import {
  cancelInvoiceInput,
  cancelInvoiceProblems,
} from "../src/features/back-office/components/order-invoice-cancel-dialog.tsx";
import { OrderPage } from "../src/features/back-office/components/order-page.tsx";
import { change } from "./helpers/change.ts";
import { json, later, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeAdminOrder, fakeOrderDetails } from "./helpers/fake-orders.ts";
import { renderShop } from "./helpers/render.tsx";

const ORDER_ID = "abcdef12-0000-4000-8000-000000000000";
const UUID = "5FB2822E-396D-4725-8521-CDC4BDD20CCF";
const REPLACEMENT = "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D";

function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return fakeAdminOrder(fakeOrderDetails({ id: ORDER_ID, createdAt: "2026-05-02T18:00:00.000Z" }), overrides);
}

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: "99999999-0000-4000-8000-000000000000",
    series: "A",
    folio: 17,
    status: "active",
    uuid: UUID,
    stampedAt: "2026-05-02T18:05:00.000Z",
    receiver: {
      rfc: "EKU9003173C9",
      name: "ESCUELA KEMPER URGATE",
      taxRegime: "601",
      postalCode: "42501",
      cfdiUse: "G03",
    },
    totalCents: 109_900,
    cancellationReason: null,
    replacementUuid: null,
    cancelledAt: null,
    ...overrides,
  };
}

const INVOICE_PATH = `/api/admin/orders/${ORDER_ID}/invoice`;

/**
 * The order page with `order` and its invoice; `answer` takes the rest (the cancellation), and
 * `meanwhile` is what the server holds once it has answered (another staffer's cancellation, say).
 */
function renderOrder(
  order: AdminOrder,
  shown: InvoiceView | null,
  answer?: (request: SentRequest) => Response | Promise<Response>,
  meanwhile?: InvoiceView,
  earlier: InvoiceView[] = [],
) {
  let current = shown;
  const sent = stubFetch(async (request) => {
    if (request.method === "GET" && request.path === `/api/admin/orders/${ORDER_ID}`) return json(200, order);
    if (request.method === "GET" && request.path === INVOICE_PATH)
      return json(200, { invoice: current, pending: null, earlier });
    const response = await (answer?.(request) ?? json(500, { code: "unexpected", message: "unexpected" }));
    // What the server keeps after an accepted cancellation, for a later read.
    if (response.ok) current = (await response.clone().json()).invoice;
    else if (meanwhile) current = meanwhile;
    return response;
  });
  const queryClient = renderShop(<OrderPage id={ORDER_ID} />);
  return { sent, queryClient };
}

/** Opens the cancel dialog, chooses `reason` and confirms it. */
async function cancelWith(section: HTMLElement, reason: string) {
  fireEvent.click(await within(section).findByRole("button", { name: "Cancel invoice" }));
  const dialog = screen.getByRole("dialog", { name: "Cancel invoice A-17?" });
  change(within(dialog).getByLabelText("Reason (SAT catalogue)"), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel with the SAT" }));
}

const panel = async () => {
  const heading = await screen.findByRole("heading", { level: 2, name: "Invoice (CFDI)" });
  return heading.closest("section") as HTMLElement;
};
const term = (within_: HTMLElement, name: string) =>
  within(within_).getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("the cancel-invoice rule (docs/product.md 93)", () => {
  it("needs a reason from the SAT's catalogue", () => {
    expect(cancelInvoiceProblems({ reason: "", replacementUuid: "" }, UUID)).toEqual({
      reason: "Choose the reason for the cancellation",
    });
    expect(cancelInvoiceProblems({ reason: "05", replacementUuid: "" }, UUID).reason).toBeTruthy();
  });

  it("needs, for 01 only, the replacing invoice's folio fiscal, well formed and not the invoice's own", () => {
    expect(cancelInvoiceProblems({ reason: "01", replacementUuid: "  " }, UUID)).toEqual({
      replacementUuid: "Enter the replacing invoice's folio fiscal",
    });
    expect(
      cancelInvoiceProblems({ reason: "01", replacementUuid: "5FB2822E-396D" }, UUID).replacementUuid,
    ).toMatch(/^A folio fiscal has 36 characters/);
    expect(cancelInvoiceProblems({ reason: "01", replacementUuid: UUID.toLowerCase() }, UUID)).toEqual({
      replacementUuid:
        "That's this invoice's own folio fiscal: enter the one of the invoice that replaces it",
    });
    expect(
      cancelInvoiceProblems({ reason: "01", replacementUuid: ` ${REPLACEMENT.toLowerCase()} ` }, UUID),
    ).toEqual({});
    for (const reason of ["02", "03", "04"])
      expect(cancelInvoiceProblems({ reason, replacementUuid: "" }, UUID)).toEqual({});
  });

  it("sends the folio fiscal in capitals with 01, and never with another reason", () => {
    expect(cancelInvoiceInput({ reason: "01", replacementUuid: ` ${REPLACEMENT.toLowerCase()}` })).toEqual({
      reason: "01",
      replacementUuid: REPLACEMENT,
    });
    expect(cancelInvoiceInput({ reason: "02", replacementUuid: REPLACEMENT })).toEqual({ reason: "02" });
  });
});

describe("the back office's invoice panel", () => {
  it("says when the order has no invoice", async () => {
    renderOrder(adminOrder(), null);
    expect(await within(await panel()).findByText("No invoice")).toBeTruthy();
  });

  it("shows an invoice being stamped: its Serie-Folio, receiver and when it was requested, and nothing to cancel", async () => {
    const pending: PendingInvoiceView = {
      series: "A",
      folio: 18,
      receiver: invoice().receiver,
      requestedAt: "2026-05-02T18:04:00.000Z",
    };
    stubFetch((request) =>
      request.path === INVOICE_PATH
        ? json(200, { invoice: null, pending })
        : json(200, adminOrder({ refunded: 109_900 })),
    );
    renderShop(<OrderPage id={ORDER_ID} />);
    const section = await panel();
    await within(section).findByText("A-18");
    expect(term(section, "Status")).toBe("Being stamped");
    expect(term(section, "Receiver's RFC")).toBe("EKU9003173C9");
    expect(term(section, "Receiver's name")).toBe("ESCUELA KEMPER URGATE");
    expect(term(section, "Uso CFDI")).toBe("G03 - Gastos en general");
    expect(term(section, "Requested on")).toBe("02/05/2026 12:04");
    expect(within(section).queryByText("No invoice")).toBeNull();
    expect(within(section).queryByRole("button", { name: "Cancel invoice" })).toBeNull();
    expect(within(section).queryByRole("link", { name: "Download XML" })).toBeNull();
  });

  it("shows the CFDI's data and files, and before a refund lets it be cancelled only as issued with errors", async () => {
    renderOrder(adminOrder({ refunded: 0 }), invoice());
    const section = await panel();
    await within(section).findByText("A-17");
    expect(term(section, "Serie-Folio")).toBe("A-17");
    expect(term(section, "Status")).toBe("Active");
    expect(term(section, "Folio fiscal (UUID)")).toBe(UUID);
    expect(term(section, "Receiver's RFC")).toBe("EKU9003173C9");
    expect(term(section, "Receiver's name")).toBe("ESCUELA KEMPER URGATE");
    expect(term(section, "Uso CFDI")).toBe("G03 - Gastos en general");
    expect(term(section, "Total")).toBe("$1,099.00 MXN");
    // Mexico City time (UTC-6).
    expect(term(section, "Stamped on")).toBe("02/05/2026 12:05");
    expect(within(section).getByRole("link", { name: "Download XML" }).getAttribute("href")).toBe(
      `${INVOICE_PATH}.xml`,
    );
    expect(within(section).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      `${INVOICE_PATH}.pdf`,
    );
    expect(
      within(section).getByText(/its invoice can be cancelled only as issued with errors \(02\)/),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Cancel invoice" }));
    const reason = within(screen.getByRole("dialog")).getByLabelText(
      "Reason (SAT catalogue)",
    ) as HTMLSelectElement;
    expect([...reason.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      "02 - Comprobante emitido con errores sin relación",
    ]);
    expect(reason.value).toBe("02");
  });

  it("cancels a partly refunded order's invoice only as replaced (01), once the replacing folio fiscal is given", async () => {
    const { sent } = renderOrder(
      adminOrder({ status: "returned", refunded: 50_000 }),
      invoice(),
      (request) =>
        request.method === "POST" && request.path === `${INVOICE_PATH}/cancel`
          ? json(200, {
              invoice: invoice({
                status: "cancelled",
                cancellationReason: "01",
                replacementUuid: REPLACEMENT,
                cancelledAt: "2026-05-20T17:00:00.000Z",
              }),
            })
          : json(500, { code: "unexpected", message: "unexpected" }),
    );
    const section = await panel();
    const opener = await within(section).findByRole("button", { name: "Cancel invoice" });
    expect(within(section).getByText(/can be cancelled only as replaced \(01\)/)).toBeTruthy();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Cancel invoice A-17?" });
    const reason = within(dialog).getByLabelText("Reason (SAT catalogue)") as HTMLSelectElement;
    // The SAT's names in Spanish, in every language; the sale took place, so neither 02 nor 03.
    expect(
      within(reason)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a reason", "01 - Comprobante emitido con errores con relación"]);
    expect(reason.value).toBe("01");

    const confirm = within(dialog).getByRole("button", { name: "Cancel with the SAT" });
    const replacement = within(dialog).getByLabelText("Replacing invoice's folio fiscal (UUID)");
    fireEvent.click(confirm);
    expect(within(dialog).getByText("Enter the replacing invoice's folio fiscal")).toBeTruthy();
    expect(document.activeElement).toBe(replacement);
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    change(replacement, { target: { value: REPLACEMENT.toLowerCase() } });
    fireEvent.click(confirm);

    await within(section).findByText("Cancelled");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: `${INVOICE_PATH}/cancel`,
        body: { reason: "01", replacementUuid: REPLACEMENT },
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(term(section, "Cancellation reason")).toBe("01 - Comprobante emitido con errores con relación");
    expect(term(section, "Replaced by (folio fiscal)")).toBe(REPLACEMENT);
    expect(term(section, "Cancelled on")).toBe("20/05/2026 11:00");
    expect(within(section).queryByRole("button", { name: "Cancel invoice" })).toBeNull();
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain(
      "Invoice A-17 of order abcdef12 was cancelled.",
    );
  });

  it("lists the invoices cancelled before the one shown, when and why, with their own files", async () => {
    const first = invoice({
      id: "99999999-0000-4000-8000-000000000001",
      folio: 12,
      status: "cancelled",
      cancellationReason: "02",
      cancelledAt: "2026-05-03T17:00:00.000Z",
    });
    renderOrder(adminOrder(), invoice(), undefined, undefined, [first]);
    const section = await panel();
    await within(section).findByText("A-17");
    expect(within(section).getByRole("heading", { name: "Earlier cancelled invoices" })).toBeTruthy();
    expect(
      within(section).getByText(
        /^A-12, cancelled on 03\/05\/2026 11:00, reason 02 - Comprobante emitido con errores sin relación/,
      ),
    ).toBeTruthy();
    expect(within(section).getByRole("link", { name: "PDF of A-12" }).getAttribute("href")).toBe(
      `/api/admin/orders/${ORDER_ID}/invoices/${first.id}.pdf`,
    );
    expect(within(section).getByRole("link", { name: "XML of A-12" }).getAttribute("href")).toBe(
      `/api/admin/orders/${ORDER_ID}/invoices/${first.id}.xml`,
    );
  });

  it("cancels an order refunded in full as an operation that did not take place (03), without a folio fiscal", async () => {
    const { sent } = renderOrder(adminOrder({ refunded: 109_900 }), invoice(), () =>
      json(200, { invoice: invoice({ status: "cancelled", cancellationReason: "03" }) }),
    );
    fireEvent.click(await within(await panel()).findByRole("button", { name: "Cancel invoice" }));
    expect(
      within(await panel()).getByText(/cancelled as an operation that did not take place \(03\)/),
    ).toBeTruthy();
    const dialog = screen.getByRole("dialog", { name: "Cancel invoice A-17?" });
    const reason = within(dialog).getByLabelText("Reason (SAT catalogue)") as HTMLSelectElement;
    expect([...reason.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(["03"]);
    expect(reason.value).toBe("03");
    // The chosen reason whole below the select, which shows one line and cut the SAT's long names.
    const described = (reason.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain(`03 - ${reason.selectedOptions[0]?.textContent?.replace(/^03 - /, "")}`);
    expect(within(dialog).queryByLabelText("Replacing invoice's folio fiscal (UUID)")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel with the SAT" }));
    await screen.findByText("Cancelled");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ reason: "03" }]);
  });

  it("reminds staff cancelling an invoiced order that its invoice stays valid until cancelled with the SAT", async () => {
    const paid = adminOrder({ status: "paid", nextStatuses: ["shipped", "cancelled"] });
    renderOrder(paid, invoice(), (request) =>
      request.path.endsWith("/cancel")
        ? json(200, adminOrder({ status: "cancelled", refunded: 109_900 }))
        : json(500, { code: "unexpected", message: "unexpected" }),
    );
    await within(await panel()).findByText("A-17");
    fireEvent.click(screen.getByRole("button", { name: "Cancel with refund" }));
    const reminder =
      "Invoice A-17 stays valid with the SAT until it is cancelled there too: once the order is cancelled, cancel the invoice under Invoice (CFDI) with reason 03.";
    const dialog = screen.getByRole("dialog", { name: "Cancel order abcdef12?" });
    expect(dialog.textContent).toContain(reminder);
    change(within(dialog).getByLabelText("Reason"), { target: { value: "Out of stock" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByText(/is cancelled and refunded/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain(reminder);
  });

  it("on a 400 shows the server's message in the dialog, and keeps it open", async () => {
    const answer = later();
    renderOrder(adminOrder({ refunded: 109_900 }), invoice(), () => answer.response);
    fireEvent.click(await within(await panel()).findByRole("button", { name: "Cancel invoice" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel invoice A-17?" });
    change(within(dialog).getByLabelText("Reason (SAT catalogue)"), { target: { value: "03" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel with the SAT" }));
    await act(async () =>
      answer.answer(json(400, { code: "invalid", message: "The PAC refused reason 03 for this invoice." })),
    );
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The PAC refused reason 03 for this invoice.",
    );
    expect(screen.getByRole("dialog", { name: "Cancel invoice A-17?" })).toBeTruthy();
  });

  it("on a 409 closes the dialog and says why beside the invoice as the server has it now", async () => {
    const { sent } = renderOrder(
      adminOrder({ refunded: 109_900 }),
      invoice(),
      () => json(409, { code: "conflict", message: "This invoice is already cancelled." }),
      invoice({ status: "cancelled", cancellationReason: "03", cancelledAt: "2026-05-20T17:00:00.000Z" }),
    );
    const section = await panel();
    await cancelWith(section, "03");

    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toBe("This invoice is already cancelled.");
    // Read again before it is said: the alert is not cleared by the read it explains.
    expect(term(section, "Status")).toBe("Cancelled");
    expect(sent.filter((r) => r.method === "GET" && r.path === INVOICE_PATH)).toHaveLength(2);
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the back office's invoice panel when the provider fails", () => {
  const providerRefusal = () =>
    json(503, { code: "unavailable", message: "The invoicing provider did not cancel the invoice." });

  it("on the server's 503 says why, in the panel, and the invoice stays active", async () => {
    renderOrder(adminOrder({ refunded: 109_900 }), invoice(), providerRefusal);
    const section = await panel();
    await cancelWith(section, "03");
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "The invoicing provider did not cancel the invoice.",
    );
    expect(term(section, "Status")).toBe("Active");
  });

  it("takes the focus to the same refusal a second time, and drops it once the invoice is read again", async () => {
    const { queryClient } = renderOrder(adminOrder({ refunded: 109_900 }), invoice(), providerRefusal);
    const section = await panel();
    await cancelWith(section, "03");
    const first = await within(section).findByRole("alert");
    expect(document.activeElement).toBe(first);

    first.blur();
    fireEvent.click(within(section).getByRole("button", { name: "Cancel invoice" }));
    // A new attempt: the old refusal goes with it.
    expect(within(section).queryByRole("alert")).toBeNull();
    const dialog = screen.getByRole("dialog", { name: "Cancel invoice A-17?" });
    change(within(dialog).getByLabelText("Reason (SAT catalogue)"), { target: { value: "03" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel with the SAT" }));
    const second = await within(section).findByRole("alert");
    expect(second.textContent).toBe("The invoicing provider did not cancel the invoice.");
    expect(document.activeElement).toBe(second);

    await act(() => queryClient.invalidateQueries());
    await vi.waitFor(() => expect(within(section).queryByRole("alert")).toBeNull());
    expect(term(section, "Status")).toBe("Active");
  });

  it("with no answer at all shows the shop-unavailable notice and gives the focus back", async () => {
    renderOrder(adminOrder({ refunded: 109_900 }), invoice(), () => {
      throw new TypeError("Failed to fetch");
    });
    const section = await panel();
    const opener = await within(section).findByRole("button", { name: "Cancel invoice" });
    await cancelWith(section, "03");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(section).queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: "Notice" }).textContent).toContain("Shop unavailable");
    expect(document.activeElement).toBe(opener);
  });
});

describe("the global invoice export (docs/product.md 94)", () => {
  const EXPORT_PATH = "/api/admin/invoices/global-export";
  /** What the browser was handed to save: the file's name and its text. */
  let saved: { name: string; text: Promise<string> }[];

  beforeEach(() => {
    saved = [];
    const files = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      const url = `blob:test/${files.size}`;
      files.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const blob = files.get(this.getAttribute("href") ?? "");
      if (blob) saved.push({ name: this.download, text: blob.text() });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderExport = () => {
    renderShop(<GlobalInvoiceExport now={new Date("2026-06-01T05:00:00.000Z")} />);
    const section = screen.getByRole("region", { name: "Global invoice data" });
    return {
      section,
      month: within(section).getByLabelText("Month") as HTMLInputElement,
      download: within(section).getByRole("button", { name: "Download CSV" }),
    };
  };

  it("counts months in Mexico City and offers the previous one", () => {
    // 1 June 05:00 UTC is still 31 May in Mexico City.
    expect(monthOf(new Date("2026-06-01T05:00:00.000Z"))).toBe("2026-05");
    expect(previousMonth("2026-05")).toBe("2026-04");
    expect(previousMonth("2026-01")).toBe("2025-12");
  });

  it("refuses an empty, malformed or future month", () => {
    expect(exportMonthProblem("", "2026-05")).toBe("Choose a month");
    expect(exportMonthProblem("2026-13", "2026-05")).toBe("Enter the month as YYYY-MM, e.g. 2026-04");
    expect(exportMonthProblem("2026-06", "2026-05")).toBe("That month hasn't started yet");
    expect(exportMonthProblem("2026-05", "2026-05")).toBeNull();
  });

  it("downloads the chosen month's CSV under the server's name, busy while it comes", async () => {
    const csv = "order_id,paid_at,forma_pago,clave_prod_serv,clave_unidad,base,iva,total\n";
    const answer = later();
    const sent = stubFetch(() => answer.response);
    const { section, month, download } = renderExport();
    expect(section.textContent).toContain("PUBLICO EN GENERAL");
    expect(month.type).toBe("month");
    expect(month.value).toBe("2026-04");

    change(month, { target: { value: "2026-03" } });
    fireEvent.click(download);
    await vi.waitFor(() => expect(download.getAttribute("aria-busy")).toBe("true"));
    expect(sent).toEqual([{ method: "GET", path: `${EXPORT_PATH}?month=2026-03`, body: undefined }]);
    expect(download.textContent).toBe("Downloading...");
    // Still focusable, and a second press while it comes asks nothing more.
    expect(download.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(download);
    expect(sent).toHaveLength(1);

    await act(async () =>
      answer.answer(
        new Response(csv, {
          status: 200,
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": 'attachment; filename="factura-global-2026-03.csv"',
          },
        }),
      ),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("factura-global-2026-03.csv");
    expect(await saved[0]?.text).toBe(csv);
    await vi.waitFor(() => expect(download.hasAttribute("aria-busy")).toBe(false));
    expect(download.textContent).toBe("Download CSV");
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("says the server's refusal in the form and saves nothing", async () => {
    stubFetch(() => json(401, { code: "unauthorized", message: "Your session has ended. Sign in again." }));
    const { section, month, download } = renderExport();
    fireEvent.click(download);
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "Your session has ended. Sign in again.",
    );
    expect(saved).toEqual([]);
    expect(download.hasAttribute("aria-busy")).toBe(false);

    // The refusal was about the month asked for: choosing another one clears it.
    change(month, { target: { value: "2026-02" } });
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("says what is wrong with the month, on the field, and asks the server nothing", () => {
    const sent = stubFetch(() => json(500, { code: "unexpected", message: "unexpected" }));
    const { section, month, download } = renderExport();
    change(month, { target: { value: "" } });
    // Enter in the field submits as the button does.
    fireEvent.submit(month.closest("form") as HTMLFormElement);
    expect(within(section).getByText("Choose a month")).toBeTruthy();
    expect(month.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(month);
    fireEvent.click(download);
    expect(sent).toEqual([]);
  });
});
