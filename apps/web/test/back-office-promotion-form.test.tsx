import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PromotionForm, promotionProblems } from "../src/features/back-office/components/promotion-form.tsx";
import { PromotionsPage } from "../src/features/back-office/components/promotions-page.tsx";
import { ApiError } from "../src/lib/api-client.ts";
import { change } from "./helpers/change.ts";
import { json, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

// The back office's promotion code form (docs/product.md 100): a refused save says what is wrong
// beside each field, under the field's own name, never the API's ("endsAt").

// As the server words a refused body: every problem in the message, each field's first in `fields`.
const REFUSAL = {
  code: "invalid",
  message: "endsAt: Enter when the code ends; endsAt: The code must end after it starts; percent: Enter 1-90",
  fields: { endsAt: "Enter when the code ends", percent: "Enter 1-90" },
};

describe("the promotion code form", () => {
  it("shows a refused save's messages beside their fields and listed by the fields' names, in the form's order", async () => {
    stubFetch(() => json(400, REFUSAL));
    renderShop(<PromotionForm editing={null} onDone={() => {}} />);

    change(screen.getByLabelText("Code"), { target: { value: "VERANO" } });
    fireEvent.click(screen.getByRole("button", { name: "Save code" }));

    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Percentage (1-90): Enter 1-90", "Ends on (last day): Enter when the code ends"]);
    expect(alert.textContent).not.toContain("endsAt");
    const ends = screen.getByLabelText("Ends on (last day)");
    expect(ends.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("promotion-ends-error")?.textContent).toBe("Enter when the code ends");
  });

  it("saves once on a double click: the second press was refused as a code already taken", async () => {
    const sent = stubFetch(() => json(400, REFUSAL));
    renderShop(<PromotionForm editing={null} onDone={() => {}} />);
    change(screen.getByLabelText("Code"), { target: { value: "VERANO" } });
    const save = screen.getByRole("button", { name: "Save code" });
    fireEvent.click(save);
    fireEvent.click(save);
    await screen.findByRole("alert");
    expect(sent.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("says that a last day already past leaves the code unusable, under the field", () => {
    renderShop(<PromotionForm editing={null} onDone={() => {}} />);
    const ends = screen.getByLabelText("Ends on (last day)");
    change(ends, { target: { value: "2020-01-31" } });
    const hint = "This last day has passed: shoppers cannot use the code.";
    expect(document.getElementById(ends.getAttribute("aria-describedby") ?? "")?.textContent).toBe(hint);
    change(ends, { target: { value: "2099-01-31" } });
    expect(screen.queryByText(hint)).toBeNull();
  });

  it("says what the 90% cap gives of a fixed amount on purchases its minimum lets through", () => {
    renderShop(<PromotionForm editing={null} onDone={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: "Fixed amount off" }));
    change(screen.getByLabelText("Amount off (MXN)"), { target: { value: "500" } });
    change(screen.getByLabelText("Minimum subtotal (MXN)"), { target: { value: "300" } });
    const amount = screen.getByLabelText("Amount off (MXN)");
    expect(document.getElementById(amount.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "When the products it applies to add up to less than $555.56 MXN, it takes off 90% of that, not $500.00 MXN.",
    );
    // From $555.56 on, every purchase the minimum lets through gets all $500.
    change(screen.getByLabelText("Minimum subtotal (MXN)"), { target: { value: "555.56" } });
    expect(amount.getAttribute("aria-describedby")).toBeNull();
  });

  it("sends a limit or minimum that is not a number as typed, for the server to refuse, never as no limit", async () => {
    const sent = stubFetch(() => json(400, REFUSAL));
    renderShop(<PromotionForm editing={null} onDone={() => {}} />);

    change(screen.getByLabelText("Code"), { target: { value: "VERANO" } });
    change(screen.getByLabelText("Uses per shopper"), { target: { value: "abc" } });
    change(screen.getByLabelText("Minimum subtotal (MXN)"), { target: { value: "mil" } });
    change(screen.getByLabelText("Uses in total"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save code" }));

    await screen.findByRole("alert");
    expect(sent[0]?.body).toMatchObject({ maxUsesPerShopper: "abc", minSubtotal: "mil", maxUses: null });
  });

  it.each([
    // Not 10,000 centavos ($100.00): the server's whole-centavos rule says what is wrong.
    ["99.999", expect.closeTo(9_999.9, 5)],
    // Zeros past the second decimal are still whole centavos.
    ["1.100", 110],
    // Money as the shop writes it: commas between thousands, a peso sign.
    ["1,000", 100_000],
    ["$1,250.50", 125_050],
  ])(
    "sends %s pesos as %s centavos: more than two decimals as a fraction, for the server to refuse",
    async (typed, sentCents) => {
      const sent = stubFetch(() => json(400, REFUSAL));
      renderShop(<PromotionForm editing={null} onDone={() => {}} />);
      change(screen.getByLabelText("Code"), { target: { value: "VERANO" } });
      change(screen.getByLabelText("Minimum subtotal (MXN)"), { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Save code" }));

      await screen.findByRole("alert");
      expect(sent[0]?.body).toMatchObject({ minSubtotal: sentCents });
    },
  );

  it("puts each field the server names under the form's field, and none for a refusal naming none", () => {
    expect(promotionProblems(new ApiError(409, "conflict", "The code VERANO already exists"))).toEqual({});
    expect(
      promotionProblems(
        new ApiError(400, "invalid", "startsAt: Enter when the code starts", {
          startsAt: "Enter when the code starts",
        }),
      ),
    ).toEqual({ starts: "Enter when the code starts" });
    expect(promotionProblems(null)).toEqual({});
  });
});

describe("the promotion codes page", () => {
  const KITCHEN = {
    id: "77777777-0000-4000-8000-000000000000",
    code: "KITCHEN15",
    kind: "percent",
    percent: 15,
    amount: null,
    minSubtotal: 0,
    startsAt: "2026-11-01T06:00:00.000Z",
    endsAt: "2027-01-01T06:00:00.000Z",
    maxUses: null,
    maxUsesPerShopper: null,
    uses: 0,
    categories: null,
    disabledAt: null,
    status: "active",
    createdAt: "2026-11-01T06:00:00.000Z",
  };

  it("gives the focus back to the code's Edit once its edit is given up", async () => {
    stubFetch((request) =>
      request.path === "/api/admin/promotions" ? json(200, [KITCHEN]) : json(200, { ...KITCHEN, audit: [] }),
    );
    renderShop(<PromotionsPage />);
    const edit = await screen.findByRole("button", { name: "Edit KITCHEN15" });
    fireEvent.click(edit);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit KITCHEN15" })),
    );
  });

  it("warns that a used code renamed stops working for shoppers, while the orders keep it", async () => {
    const SOFA = { ...KITCHEN, id: "88888888-0000-4000-8000-000000000000", code: "SOFA-10", uses: 3 };
    stubFetch((request) =>
      request.path === "/api/admin/promotions" ? json(200, [SOFA]) : json(200, { ...SOFA, audit: [] }),
    );
    renderShop(<PromotionsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit SOFA-10" }));
    const code = await screen.findByLabelText("Code");
    const warning =
      "3 orders used SOFA-10 and keep it. From now on shoppers must type the new code: SOFA-10 stops working.";
    expect(screen.queryByText(warning)).toBeNull();
    change(code, { target: { value: "sofa-20" } });
    expect(code.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(code.getAttribute("aria-describedby") ?? "")?.textContent).toBe(warning);
    // Said as it appears, too, to a screen reader's user typing in the field.
    expect(screen.getAllByText(warning).some((node) => node.getAttribute("aria-live") === "polite")).toBe(
      true,
    );
    change(code, { target: { value: " sofa-10 " } });
    expect(screen.queryByText(warning)).toBeNull();
  });

  it("leads from a used code's uses to the orders that used it; an unused code's count is no link", async () => {
    const SOFA = { ...KITCHEN, id: "88888888-0000-4000-8000-000000000000", code: "SOFA-10", uses: 3 };
    stubFetch(() => json(200, [KITCHEN, SOFA]));
    renderShop(<PromotionsPage />);
    const orders = await screen.findByRole("link", { name: "3 (see the orders with SOFA-10)" });
    expect(orders.getAttribute("href")).toBe("/admin/orders?code=SOFA-10");
    expect(screen.queryByRole("link", { name: /KITCHEN15/ })).toBeNull();
  });
});
