import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConfirmEmailChange } from "../src/features/account/components/confirm-email-change.tsx";
import { json, refusal, stubFetch } from "./helpers/fake-api.ts";
import { renderShop } from "./helpers/render.tsx";

// The e-mail change link's page (docs/product.md 60): asked about as it opens, without using it up.
const TOKEN = "a".repeat(43);
const DEAD = "This link no longer works: it was already used or has expired. Ask for the change again.";

describe("the e-mail change link's page", () => {
  it("names the address the link makes the account's, then confirms it when pressed", async () => {
    const sent = stubFetch((request) =>
      request.path === "/api/email-change/check"
        ? json(200, { usable: true, email: "nueva@example.com" })
        : json(200, { email: "nueva@example.com" }),
    );
    renderShop(<ConfirmEmailChange token={TOKEN} signedIn={false} />);
    expect((await screen.findByText("nueva@example.com")).closest("p")?.textContent).toBe(
      "Press the button to make nueva@example.com your account's e-mail.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Confirm new e-mail" }));
    expect((await screen.findByRole("status")).textContent).toContain("nueva@example.com");
    expect(sent.map((request) => request.path)).toEqual([
      "/api/email-change/check",
      "/api/email-change/confirm",
    ]);
  });

  it("says at once that a used or expired link no longer works, with no button to press", async () => {
    stubFetch(() => json(200, { usable: false, message: DEAD }));
    renderShop(<ConfirmEmailChange token={TOKEN} signedIn={false} />);
    expect((await screen.findByRole("alert")).textContent).toBe(DEAD);
    expect(screen.queryByRole("button", { name: "Confirm new e-mail" })).toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("offers the button when the check fails: pressing it says what the link does", async () => {
    const sent = stubFetch((request) =>
      request.path === "/api/email-change/check" ? refusal(500, "Something went wrong") : refusal(400, DEAD),
    );
    renderShop(<ConfirmEmailChange token={TOKEN} signedIn />);
    await screen.findByText("Press the button to make this address your account's e-mail.");
    fireEvent.click(screen.getByRole("button", { name: "Confirm new e-mail" }));
    expect((await screen.findByRole("alert")).textContent).toBe(DEAD);
    expect(sent.map((request) => request.path)).toEqual([
      "/api/email-change/check",
      "/api/email-change/confirm",
    ]);
  });
});
