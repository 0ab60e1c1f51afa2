import { type FiscalDataInput, fiscalDataProblems, normalizeFiscalData } from "@hogar/shared/fiscal-rules";
import type { FiscalData } from "@hogar/shared/invoices";
import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { NoticeModal } from "../src/components/ui/notice/notice-modal.tsx";
import {
  cfdiUseOptions,
  fitChoices,
  regimeOptions,
  rfcKind,
} from "../src/features/fiscal-data/components/fiscal-choices.ts";
import { FiscalDataPage, returnPath } from "../src/features/fiscal-data/components/fiscal-data-page.tsx";
import { fiscalDataQueryKey } from "../src/lib/fiscal-data-query.ts";
import { change } from "./helpers/change.ts";
import { json, type SentRequest, stubFetch } from "./helpers/fake-api.ts";

const PATH = "/api/account/fiscal-data";
// Real RFCs' shapes with their check digits right: a person's (13) and a company's (12).
const PERSON_RFC = "COSC8001137NA";
const COMPANY_RFC = "EKU9003173C9";

const saved: FiscalData = {
  rfc: COMPANY_RFC,
  name: "ESCUELA KEMPER URGATE",
  taxRegime: "601",
  postalCode: "42501",
  cfdiUse: "I02",
  updatedAt: "2026-01-10T12:00:00.000Z",
};

/** The page at /account/fiscal-data (with `search`), beside an order page it may send the shopper back to. */
function renderPage(
  answer: (request: SentRequest) => Response,
  search = "",
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const sent = stubFetch(answer);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/account/fiscal-data${search}`]}>
        <Routes>
          <Route path="/account/fiscal-data" element={<FiscalDataPage />} />
          <Route path="/account/orders/:id" element={<p>Order page</p>} />
        </Routes>
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

/** GET answers `stored`; PUT keeps what it is sent, as the server normalises it. */
function fiscalApi(stored: FiscalData | null) {
  return (request: SentRequest) => {
    if (request.method === "PUT") {
      const kept = normalizeFiscalData(request.body as FiscalDataInput);
      return json(200, { fiscalData: { ...kept, updatedAt: "2026-01-20T12:00:00.000Z" } });
    }
    if (request.method === "DELETE") return new Response(null, { status: 204 });
    return json(200, { fiscalData: stored });
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string, value: string) => change(field(label), { target: { value } });
const optionTexts = (label: string) =>
  Array.from((field(label) as HTMLSelectElement).options).map((option) => option.textContent);
/** What describes a field (its hint, its errors), as a screen reader reads it after the label. */
const description = (label: string) =>
  (field(label).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save fiscal data" }));

describe("the choices the form offers and takes back", () => {
  const codes = (list: readonly { code: string }[]) => list.map((entry) => entry.code);
  const person = { rfc: PERSON_RFC, name: "CARLOS CORTÉS SOTO", postalCode: "06600" };

  it("knows the kind of person only from a whole RFC", () => {
    expect(rfcKind(PERSON_RFC)).toBe("fisica");
    expect(rfcKind(COMPANY_RFC)).toBe("moral");
    // A person's RFC one character short is no company's: both kinds' régimenes until it is whole.
    expect(rfcKind(PERSON_RFC.slice(0, 12))).toBeUndefined();
    expect(codes(regimeOptions(undefined))).toEqual(
      expect.arrayContaining([...codes(regimeOptions("fisica")), ...codes(regimeOptions("moral"))]),
    );
  });

  it("offers no uso before a régimen, and both kinds' usos of it while the RFC is incomplete", () => {
    expect(cfdiUseOptions("", "fisica")).toEqual([]);
    // A person's régimen with the RFC unfinished: a person's usos, Honorarios médicos among them.
    expect(codes(cfdiUseOptions("612", undefined))).toEqual(codes(cfdiUseOptions("612", "fisica")));
    expect(codes(cfdiUseOptions("612", undefined))).toContain("D01");
    expect(codes(cfdiUseOptions("601", undefined))).toEqual(codes(cfdiUseOptions("601", "moral")));
    expect(codes(cfdiUseOptions("601", undefined))).not.toContain("D01");
  });

  it("keeps choices still allowed and says nothing was taken back", () => {
    const values = { ...person, taxRegime: "612", cfdiUse: "D01" };
    expect(fitChoices(values)).toEqual({ values, cleared: [] });
  });

  it("takes back a uso the régimen does not allow", () => {
    const fitted = fitChoices({ ...person, taxRegime: "605", cfdiUse: "G03" });
    expect(fitted.values).toEqual({ ...person, taxRegime: "605", cfdiUse: "" });
    expect(fitted.cleared).toEqual(["cfdiUse"]);
  });

  it("takes back a régimen the RFC's kind does not allow, and with it the uso", () => {
    const fitted = fitChoices({ ...person, rfc: COMPANY_RFC, taxRegime: "612", cfdiUse: "G03" });
    expect(fitted.values).toEqual({ ...person, rfc: COMPANY_RFC, taxRegime: "", cfdiUse: "" });
    expect(fitted.cleared).toEqual(["taxRegime", "cfdiUse"]);
  });
});

describe("the fiscal data form's lists", () => {
  it("offers a person's régimenes once a person's RFC is typed, and the usos of the régimen chosen", async () => {
    renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    // Before the RFC is whole, both kinds' régimenes; before a régimen, no uso to pick from.
    expect(optionTexts("Régimen fiscal")).toContain("601 - General de Ley Personas Morales");
    expect(optionTexts("Uso CFDI")).toEqual(["Choose the régimen fiscal first"]);

    type("RFC", "cosc 800113-7na");
    expect(field("RFC").value).toBe(PERSON_RFC);
    const regimes = optionTexts("Régimen fiscal");
    expect(regimes).toContain("612 - Personas Físicas con Actividades Empresariales y Profesionales");
    expect(regimes).not.toContain("601 - General de Ley Personas Morales");

    type("Régimen fiscal", "612");
    const uses = optionTexts("Uso CFDI");
    expect(uses).toContain("G03 - Gastos en general");
    expect(uses).toContain("I02 - Mobiliario y equipo de oficina por inversiones");
    // Nómina and Pagos are never a purchase's uso (docs/product.md 89).
    expect(uses.some((text) => /^(CN01|CP01) /.test(text ?? ""))).toBe(false);
  });

  it("takes back a uso the new régimen does not allow, says so, and keeps one it does", async () => {
    renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    type("RFC", PERSON_RFC);
    type("Régimen fiscal", "612");
    type("Uso CFDI", "G03");
    expect(field("Uso CFDI").value).toBe("G03");

    // Sueldos y Salarios allows deducciones personales, not Gastos en general.
    type("Régimen fiscal", "605");
    expect(field("Uso CFDI").value).toBe("");
    const taken = "The uso CFDI you had chosen is not allowed for this régimen: choose another one.";
    expect(description("Uso CFDI")).toContain(taken);
    expect(screen.getByRole("status").textContent).toBe(taken);

    // Honorarios médicos is allowed under both: it stays.
    type("Uso CFDI", "D01");
    expect(description("Uso CFDI")).not.toContain(taken);
    type("Régimen fiscal", "612");
    expect(field("Uso CFDI").value).toBe("D01");
  });

  it("takes back a person's régimen (and so the uso) when the RFC becomes a company's", async () => {
    renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    type("RFC", PERSON_RFC);
    type("Régimen fiscal", "612");
    type("Uso CFDI", "G03");

    type("RFC", COMPANY_RFC);
    expect(field("Régimen fiscal").value).toBe("");
    expect(field("Uso CFDI").value).toBe("");
    expect(description("Régimen fiscal")).toContain(
      "The régimen you had chosen is not for this kind of RFC: choose another one.",
    );
    expect(optionTexts("Régimen fiscal")).toContain("601 - General de Ley Personas Morales");
    expect(optionTexts("Régimen fiscal")).not.toContain(
      "612 - Personas Físicas con Actividades Empresariales y Profesionales",
    );
  });
});

describe("saving fiscal data", () => {
  it("names each field at fault with the shared rules' words, marks it, focuses the first and sends nothing", async () => {
    const sent = renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    // An RFC cut short, and nothing else filled in.
    type("RFC", "GOMA800101");
    type("Fiscal postal code", "064");
    save();

    const typed = { rfc: "GOMA800101", name: "", taxRegime: "", postalCode: "064", cfdiUse: "" };
    const problems = fiscalDataProblems(normalizeFiscalData(typed));
    const labels = {
      rfc: "RFC",
      name: "Name or razón social",
      taxRegime: "Régimen fiscal",
      postalCode: "Fiscal postal code",
      cfdiUse: "Uso CFDI",
    };
    expect(new Set(problems.flatMap((problem) => problem.fields))).toEqual(new Set(Object.keys(labels)));
    for (const problem of problems) {
      for (const name of problem.fields) {
        expect(field(labels[name]).getAttribute("aria-invalid"), name).toBe("true");
        expect(description(labels[name]), name).toContain(problem.message);
      }
    }
    expect(document.activeElement).toBe(field("RFC"));
    expect(sent.filter((request) => request.method === "PUT")).toEqual([]);

    // A field that changes drops its message.
    type("RFC", PERSON_RFC);
    expect(field("RFC").getAttribute("aria-invalid")).toBeNull();
  });

  it("points out a check digit that does not match, and saves the RFC as typed", async () => {
    const sent = renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    type("RFC", "ACE900319JT9");
    expect(description("RFC")).toContain("doesn't match its expected check digit");
    // Said as it appears, in a live region that was there before.
    expect(screen.getByText(/doesn't match its expected check digit/).getAttribute("aria-live")).toBe(
      "polite",
    );
    expect(field("RFC").getAttribute("aria-invalid")).toBeNull();
    type("Name or razón social", "ACEROS DEL CENTRO");
    type("Régimen fiscal", "601");
    type("Fiscal postal code", "06600");
    type("Uso CFDI", "G03");
    save();
    await vi.waitFor(() => expect(sent.filter((request) => request.method === "PUT")).toHaveLength(1));
    expect(sent.find((request) => request.method === "PUT")?.body).toMatchObject({ rfc: "ACE900319JT9" });
  });

  it("sends what the rules accept, shows what the shop kept and says it was saved", async () => {
    const sent = renderPage(fiscalApi(null));
    await screen.findByLabelText("RFC");
    expect(screen.queryByRole("button", { name: "Delete fiscal data" })).toBeNull();
    type("RFC", PERSON_RFC);
    type("Name or razón social", "  Carlos   Cortés Soto ");
    type("Régimen fiscal", "612");
    type("Fiscal postal code", "06600");
    type("Uso CFDI", "I02");
    save();

    expect(await screen.findByText("Fiscal data saved")).toBeTruthy();
    expect(sent.filter((request) => request.method === "PUT")).toEqual([
      {
        method: "PUT",
        path: PATH,
        body: normalizeFiscalData({
          rfc: PERSON_RFC,
          name: "  Carlos   Cortés Soto ",
          taxRegime: "612",
          postalCode: "06600",
          cfdiUse: "I02",
        }),
      },
    ]);
    expect(field("Name or razón social").value).toBe("CARLOS CORTÉS SOTO");
    expect(screen.getByRole("button", { name: "Delete fiscal data" })).toBeTruthy();
  });

  it("puts the server's 400 on the field it names, or in the form's alert", async () => {
    let refusal: Response = json(400, {
      code: "invalid",
      message: "This RFC is not in the SAT's list",
      fields: { rfc: "This RFC is not in the SAT's list" },
    });
    renderPage((request) => (request.method === "PUT" ? refusal : json(200, { fiscalData: saved })));
    await waitFor(() => expect(field("RFC").value).toBe(COMPANY_RFC));
    save();
    await waitFor(() => expect(field("RFC").getAttribute("aria-invalid")).toBe("true"));
    expect(description("RFC")).toContain("This RFC is not in the SAT's list");
    expect(document.activeElement).toBe(field("RFC"));

    refusal = json(400, { code: "invalid", message: "The fiscal data could not be read" });
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("The fiscal data could not be read");
  });

  it("goes back to the order that sent the shopper here once saved", async () => {
    renderPage(fiscalApi(saved), `?next=${encodeURIComponent("/account/orders/abc")}`);
    expect(await screen.findByRole("link", { name: "Back to the order" })).toBeTruthy();
    await waitFor(() => expect(field("RFC").value).toBe(COMPANY_RFC));
    save();
    expect(await screen.findByText("Order page")).toBeTruthy();
  });

  it("keeps the form and what is typed when a later read of the fiscal data fails", async () => {
    let reads = 0;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPage(
      (request) =>
        request.method === "GET" && ++reads > 1
          ? json(503, { code: "unavailable", message: "Shop unavailable" })
          : fiscalApi(saved)(request),
      "",
      queryClient,
    );
    await waitFor(() => expect(field("RFC").value).toBe(COMPANY_RFC));
    type("Fiscal postal code", "06600");

    // Back to the tab: the stale data are read again, and that read fails.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(queryClient.getQueryState(fiscalDataQueryKey)?.status).toBe("error"));
    expect(reads).toBe(2);
    expect(screen.queryByText("Your fiscal data could not be loaded.")).toBeNull();
    expect(field("Fiscal postal code").value).toBe("06600");
    focusManager.setFocused(undefined);
  });

  it("follows only a page of the shopper's account", () => {
    expect(returnPath("/account/orders/1a2b")).toBe("/account/orders/1a2b");
    expect(returnPath("https://example.com/account/orders")).toBeNull();
    expect(returnPath("//example.com/account")).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});

describe("deleting fiscal data", () => {
  it("asks first; Cancel keeps them, Delete sends DELETE, empties the form and focuses the RFC", async () => {
    const sent = renderPage(fiscalApi(saved));
    await waitFor(() => expect(field("RFC").value).toBe(COMPANY_RFC));
    expect(field("Uso CFDI").value).toBe("I02");

    const opener = screen.getByRole("button", { name: "Delete fiscal data" });
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Delete your fiscal data?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent.filter((request) => request.method === "DELETE")).toEqual([]);

    fireEvent.click(opener);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Fiscal data deleted")).toBeTruthy();
    expect(sent.filter((request) => request.method === "DELETE")).toEqual([
      { method: "DELETE", path: PATH, body: undefined },
    ]);
    expect(field("RFC").value).toBe("");
    expect(field("Régimen fiscal").value).toBe("");
    expect(field("Uso CFDI").value).toBe("");
    expect(document.activeElement).toBe(field("RFC"));
    expect(screen.queryByRole("button", { name: "Delete fiscal data" })).toBeNull();
  });
});
