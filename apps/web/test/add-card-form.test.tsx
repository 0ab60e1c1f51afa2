import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddCardForm } from "../src/features/cards/components/add-card-form.tsx";
import { change } from "./helpers/change.ts";
import { renderShop } from "./helpers/render.tsx";

// The add-card form's live indicators (storefront spec: each field says whether it is valid).

afterEach(() => {
  vi.useRealTimers();
});

const type = (label: string, value: string) => change(screen.getByLabelText(label), { target: { value } });

describe("the add-card form's month", () => {
  it("says the card has expired for a real month already past this year, and a slip otherwise", () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T18:00:00Z"), toFake: ["Date"] });
    renderShop(<AddCardForm />);
    type("Year", "26");
    type("Month", "10");
    expect(screen.getByText("This card has expired")).toBeTruthy();
    type("Month", "13");
    expect(screen.getByText("Select a month between 01-12 😞")).toBeTruthy();
    type("Month", "11");
    expect(screen.getByText("Valid month! 🥳")).toBeTruthy();
  });
});

describe("the add-card form's year and number", () => {
  it("says a past year has expired, and keeps a year written whole as its last two digits", () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T18:00:00Z"), toFake: ["Date"] });
    renderShop(<AddCardForm />);
    type("Year", "24");
    expect(screen.getByText("This card has expired")).toBeTruthy();
    type("Year", "2");
    expect(screen.getByText("Select a valid year 😞")).toBeTruthy();
    type("Year", "2030");
    expect(screen.getByLabelText("Year")).toHaveProperty("value", "30");
    expect(screen.queryByText("Select a valid year 😞")).toBeNull();
  });

  it("says which cards the shop takes when the number is of another brand", () => {
    renderShop(<AddCardForm />);
    type("Card number", "3782 822463 10005");
    expect(screen.getByText("We take Visa and Mastercard cards only")).toBeTruthy();
    type("Card number", "4242 4242 4242 424");
    expect(screen.getByText("Put a valid number 😞")).toBeTruthy();
  });
});

describe("the add-card form's button", () => {
  it("is off but reachable: pressed early, it names the first field not ready and takes the focus there", () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T18:00:00Z"), toFake: ["Date"] });
    renderShop(<AddCardForm />);
    type("Card number", "4242 4242 4242 4242");
    type("Name on card", "Ana López");
    type("Month", "12");
    type("Year", "24");
    const add = screen.getByRole("button", { name: "Add card" });
    expect(add.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(add);
    expect(screen.getByRole("alert").textContent).toBe("This card has expired");
    expect(document.activeElement).toBe(screen.getByLabelText("Year"));
  });

  it("marks the empty field it names, described by its message", () => {
    renderShop(<AddCardForm />);
    fireEvent.click(screen.getByRole("button", { name: "Add card" }));
    const number = screen.getByLabelText("Card number");
    expect(document.activeElement).toBe(number);
    const alert = screen.getByRole("alert");
    expect(alert.id).not.toBe("");
    expect(number.getAttribute("aria-invalid")).toBe("true");
    expect(number.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
  });
});
