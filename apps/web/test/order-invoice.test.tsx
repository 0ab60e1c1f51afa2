import type { OrderDetails } from "@hogar/shared";
import type {
  FiscalData,
  InvoiceView,
  OrderInvoiceResponse,
  PendingInvoiceView,
} from "@hogar/shared/invoices";
import { cancellationReasonName } from "@hogar/shared/sat-catalogs";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  orderInvoiceQueryOptions,
  STAMPING_POLL_MS,
  STAMPING_SLOW_POLL_MS,
} from "../src/features/orders/api/order-invoice.ts";
import { OrderDetailsPage } from "../src/features/orders/components/order-details.tsx";
import { OrderInvoice } from "../src/features/orders/components/order-invoice.tsx";
import { json, later, type SentRequest, stubFetch } from "./helpers/fake-api.ts";
import { fakeOrderDetails } from "./helpers/fake-orders.ts";
import { renderShop } from "./helpers/render.tsx";

const ID = "1a2b3c4d-0000-4000-8000-000000000001";
const INVOICE_PATH = `/api/orders/${ID}/invoice`;
const FISCAL_PATH = "/api/account/fiscal-data";
const TZ = "America/Mexico_City";

const paidOrder = (overrides: Partial<OrderDetails> = {}) =>
  fakeOrderDetails({ id: ID, createdAt: "2026-01-15T17:00:00.000Z", ...overrides });

const fiscalData: FiscalData = {
  rfc: "EKU9003173C9",
  name: "ESCUELA KEMPER URGATE",
  taxRegime: "601",
  postalCode: "42501",
  cfdiUse: "I02",
  updatedAt: "2026-01-10T12:00:00.000Z",
};

const stamped: InvoiceView = {
  id: "9f000000-0000-4000-8000-000000000017",
  series: "A",
  folio: 17,
  status: "active",
  uuid: "6F2A7C1E-4B8D-4E5F-9A1B-2C3D4E5F6A7B",
  // 12:30 in Mexico City.
  stampedAt: "2026-01-15T18:30:00.000Z",
  receiver: {
    rfc: fiscalData.rfc,
    name: fiscalData.name,
    taxRegime: "601",
    postalCode: "42501",
    cfdiUse: "I02",
  },
  totalCents: 109_900,
  cancellationReason: null,
  replacementUuid: null,
  cancelledAt: null,
};

// The first instant of February in Mexico City: the window's exclusive end.
/** The stamped invoice as the shop cancelled it (issued with errors), at 10:00 on the 20th in Mexico City. */
const cancelled: InvoiceView = {
  ...stamped,
  status: "cancelled",
  cancellationReason: "02",
  cancelledAt: "2026-01-20T16:00:00.000Z",
};

const REQUESTABLE: OrderInvoiceResponse = {
  invoice: null,
  pending: null,
  requestableUntil: "2026-02-01T06:00:00.000Z",
  unavailableReason: null,
};

type Answer = (request: SentRequest) => Response | Promise<Response>;

/** The invoice and fiscal-data endpoints as the test sets them; `post` answers the request. */
function invoiceApi(invoice: OrderInvoiceResponse, fiscal: FiscalData | null, post?: Answer): Answer {
  return (request) => {
    if (request.path === FISCAL_PATH) return json(200, { fiscalData: fiscal });
    if (request.path === INVOICE_PATH && request.method === "POST" && post) return post(request);
    if (request.path === INVOICE_PATH) return json(200, invoice);
    return json(404, { code: "not_found", message: "Not found" });
  };
}

const panel = () => screen.getByRole("region", { name: "Invoice (CFDI)" });
const fact = (term: string) =>
  within(panel()).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("the order page's invoice panel", () => {
  it("offers the request until the month's last day, to the saved receiver, and shows the stamped invoice", async () => {
    const post = later();
    const sent = stubFetch(invoiceApi(REQUESTABLE, fiscalData, () => post.response));
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    expect(await within(panel()).findByText("You can request it until 31/01/2026.")).toBeTruthy();
    expect(
      await within(panel()).findByText(/It will be issued to ESCUELA KEMPER URGATE, RFC EKU9003173C9\./),
    ).toBeTruthy();
    const button = screen.getByRole("button", { name: "Request invoice" });
    fireEvent.click(button);

    // While the provider stamps: busy, still focusable, a second press sends nothing more.
    await waitFor(() => expect(button.textContent).toBe("Requesting..."));
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(within(panel()).getByRole("status").textContent).toContain("Issuing your invoice");

    await act(async () => post.answer(json(201, { invoice: stamped })));
    const headline = await within(panel()).findByText("Your invoice has been issued.");
    expect(document.activeElement).toBe(headline);
    expect(fact("Serie and folio")).toBe("A-17");
    expect(fact("Folio fiscal (UUID)")).toBe(stamped.uuid);
    expect(fact("Stamped on")).toBe("15/01/2026 12:30");
    expect(fact("Receiver's RFC")).toBe("EKU9003173C9");
    expect(screen.getByRole("link", { name: "Download XML" }).getAttribute("href")).toBe(
      `${INVOICE_PATH}.xml`,
    );
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      `${INVOICE_PATH}.pdf`,
    );
    expect(within(panel()).getByText("We also e-mailed both files to you.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request invoice" })).toBeNull();
    expect(sent.filter((request) => request.method === "POST")).toEqual([
      { method: "POST", path: INVOICE_PATH, body: undefined },
    ]);
  });

  it("without fiscal data, links to them with the way back to this order instead of the button", async () => {
    stubFetch(invoiceApi(REQUESTABLE, null));
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    const link = await screen.findByRole("link", { name: "Add your fiscal data" });
    expect(link.getAttribute("href")).toBe(
      `/account/fiscal-data?next=${encodeURIComponent(`/account/orders/${ID}`)}`,
    );
    expect(within(panel()).getByText(/To request it, first save your fiscal data\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request invoice" })).toBeNull();
  });

  it.each([
    ["notPaid", "You can request an invoice once the order is paid."],
    ["refunded", "This order has a refund, so it can no longer be invoiced."],
    [
      "monthClosed",
      "The month of the purchase has ended: invoices are issued within the calendar month of the purchase.",
    ],
    [
      "notInvoiceable",
      "This order can't be invoiced online: its IVA rate isn't the 16% the shop's invoices carry. Contact us for its invoice.",
    ],
  ] as const)("says why an order cannot be invoiced (%s)", async (reason, text) => {
    stubFetch(
      invoiceApi(
        { invoice: null, pending: null, requestableUntil: null, unavailableReason: reason },
        fiscalData,
      ),
    );
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    expect(await within(panel()).findByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request invoice" })).toBeNull();
  });

  it("says a cancelled invoice was cancelled, when and why, and offers no files", async () => {
    stubFetch(
      invoiceApi(
        { invoice: cancelled, pending: null, requestableUntil: null, unavailableReason: "refunded" },
        null,
      ),
    );
    renderShop(<OrderInvoice order={paidOrder({ refunded: 109_900 })} timeZone={TZ} />);

    const reason = cancellationReasonName("02");
    expect(reason).toBeTruthy();
    expect(
      await within(panel()).findByText(`This invoice was cancelled on 20/01/2026. Reason: ${reason}.`),
    ).toBeTruthy();
    expect(fact("Folio fiscal (UUID)")).toBe(stamped.uuid);
    expect(screen.queryByRole("link", { name: "Download XML" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
  });

  it("after the shop cancelled it as issued with errors, shows it cancelled above a new request", async () => {
    stubFetch(invoiceApi({ ...REQUESTABLE, invoice: cancelled }, fiscalData));
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    expect(await within(panel()).findByText(/This invoice was cancelled on 20\/01\/2026\./)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Request invoice" })).toBeTruthy();
    expect(within(panel()).getByText("You can request it until 31/01/2026.")).toBeTruthy();
  });

  it("shows a refusal's message in an alert and what the server says now (409)", async () => {
    let invoice = REQUESTABLE;
    stubFetch((request) => {
      if (request.method === "POST") {
        invoice = { invoice: null, pending: null, requestableUntil: null, unavailableReason: "monthClosed" };
        return json(409, { code: "monthClosed", message: "The month of this purchase has ended." });
      }
      return invoiceApi(invoice, fiscalData)(request);
    });
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    fireEvent.click(await screen.findByRole("button", { name: "Request invoice" }));
    expect((await within(panel()).findByRole("alert")).textContent).toBe(
      "The month of this purchase has ended.",
    );
    expect(await within(panel()).findByText(/The month of the purchase has ended: invoices/)).toBeTruthy();
  });

  it("keeps the button after a provider failure (503), saying so, and a new try works", async () => {
    let attempts = 0;
    stubFetch(
      invoiceApi(REQUESTABLE, fiscalData, () =>
        ++attempts === 1
          ? json(503, {
              code: "invoicing_unavailable",
              message: "The invoice could not be stamped. Try again.",
            })
          : json(201, { invoice: stamped }),
      ),
    );
    renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    const button = await screen.findByRole("button", { name: "Request invoice" });
    fireEvent.click(button);
    expect((await within(panel()).findByRole("alert")).textContent).toBe(
      "The invoice could not be stamped. Try again.",
    );
    expect(button.isConnected).toBe(true);
    fireEvent.click(button);
    expect(await within(panel()).findByText("Your invoice has been issued.")).toBeTruthy();
    expect(within(panel()).queryByRole("alert")).toBeNull();
  });
});

describe("an invoice being stamped", () => {
  // The claim keeps the receiver as it was asked for, whatever the fiscal data say since.
  const pending: PendingInvoiceView = {
    series: "A",
    folio: 18,
    receiver: { ...stamped.receiver, name: "ESCUELA KEMPER URGATE SC" },
    requestedAt: "2026-01-15T18:29:00.000Z",
  };
  const stamping: OrderInvoiceResponse = {
    invoice: null,
    pending,
    requestableUntil: REQUESTABLE.requestableUntil,
    unavailableReason: "invoiced",
  };

  it("when the provider's answer is late, says who it is being issued to, focused, until the stamped one replaces it", async () => {
    let shown = REQUESTABLE;
    stubFetch((request) => {
      if (request.method === "POST") {
        shown = stamping;
        return json(503, {
          code: "unavailable",
          message: "Your invoice is taking longer than usual.",
        });
      }
      return invoiceApi(shown, fiscalData)(request);
    });
    const queryClient = renderShop(<OrderInvoice order={paidOrder()} timeZone={TZ} />);

    fireEvent.click(await screen.findByRole("button", { name: "Request invoice" }));
    const stampingHeadline = await within(panel()).findByText(
      "Invoice A-18 is being issued to ESCUELA KEMPER URGATE SC, RFC EKU9003173C9.",
    );
    await waitFor(() => expect(document.activeElement).toBe(stampingHeadline));
    // What it says replaces the refusal, and there is nothing to request meanwhile.
    expect(within(panel()).queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Request invoice" })).toBeNull();

    // The shop's settler stamps it; the panel's next look finds it.
    shown = { ...stamping, invoice: { ...stamped, folio: 18 }, pending: null };
    await act(() => queryClient.invalidateQueries());
    const issued = await within(panel()).findByText("Your invoice has been issued.");
    expect(fact("Serie and folio")).toBe("A-18");
    // The focus moves once the invoice is painted.
    await waitFor(() => expect(document.activeElement).toBe(issued));
  });

  it("looks again every 2 seconds, and every 15 once the stamp has taken over a minute", () => {
    const interval = orderInvoiceQueryOptions(paidOrder()).refetchInterval as (query: {
      state: { data: OrderInvoiceResponse | undefined };
    }) => number | false;
    const requested = Date.parse(pending.requestedAt);
    const at = (now: number, data: OrderInvoiceResponse | undefined) => {
      vi.useFakeTimers({ now, toFake: ["Date"] });
      return interval({ state: { data } });
    };
    expect(at(requested + 5_000, stamping)).toBe(STAMPING_POLL_MS);
    expect(at(requested + 61_000, stamping)).toBe(STAMPING_SLOW_POLL_MS);
    expect(at(requested, { ...stamping, invoice: stamped, pending: null })).toBe(false);
    expect(at(requested, REQUESTABLE)).toBe(false);
  });
});

describe("the invoice panel on the order page", () => {
  it("is there for a paid order", async () => {
    const order = paidOrder();
    stubFetch((request) =>
      request.path === `/api/orders/${ID}` ? json(200, order) : invoiceApi(REQUESTABLE, fiscalData)(request),
    );
    renderShop(<OrderDetailsPage id={ID} />);
    expect(await screen.findByRole("button", { name: "Request invoice" })).toBeTruthy();
  });

  it("is left out of an order called off before it was paid", async () => {
    const sent = stubFetch(() =>
      json(200, paidOrder({ status: "cancelled", canCancel: false, failureReason: "card_declined" })),
    );
    renderShop(<OrderDetailsPage id={ID} />);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Invoice (CFDI)" })).toBeNull();
    expect(sent.filter((request) => request.path === INVOICE_PATH)).toEqual([]);
  });
});
