import type { Me, SignInMethods } from "@hogar/shared";
import { PASSWORD_CHANGE_MESSAGES } from "@hogar/shared/auth-rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { NoticeModal } from "../src/components/ui/notice/notice-modal.tsx";
import { noticeSnapshot } from "../src/components/ui/notice/notice-store.ts";
import { MyData } from "../src/features/account/components/my-data.tsx";
import { change } from "./helpers/change.ts";
import { json, type SentRequest, stubFetch } from "./helpers/fake-api.ts";

const ana: Me = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Ana López",
  email: "ana@example.com",
  emailVerified: false,
  image: null,
  role: "REGULAR",
  phone: null,
  locale: null,
};
const withPassword: SignInMethods = { hasPassword: true, providers: ["credential"] };
const googleOnly: SignInMethods = { hasPassword: false, providers: ["google"] };

/** My Data at /account/my-data, beside a landing page at /, with the notice the shopper reads. */
function renderMyData(me: Me, answer: (request: SentRequest) => Response) {
  const sent = stubFetch(answer);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/account/my-data"]}>
        <Routes>
          <Route path="/" element={<p>Landing page</p>} />
          <Route path="/account/my-data" element={<MyData me={me} />} />
        </Routes>
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, queryClient };
}

const notice = async (title: string) => (await screen.findByText(title)).closest("[role]");
const type = (label: string | RegExp, value: string) =>
  change(screen.getByLabelText(label), { target: { value } });

describe("My Data: e-mail verification", () => {
  it("shows an unverified e-mail with Send the link again, which asks once and says so", async () => {
    const { sent } = renderMyData(ana, (request) =>
      request.path === "/api/me/sign-in-methods"
        ? json(200, withPassword)
        : new Response(null, { status: 204 }),
    );
    expect(screen.getByText("Not verified")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect((await notice("Link sent"))?.textContent).toContain("ana@example.com");
    expect(sent.filter((r) => r.path === "/api/auth/verification-email")).toEqual([
      { method: "POST", path: "/api/auth/verification-email", body: undefined },
    ]);
  });

  it("shows the server's message when asked too often", async () => {
    renderMyData(ana, (request) =>
      request.path === "/api/me/sign-in-methods"
        ? json(200, withPassword)
        : json(429, { code: "too_many_requests", message: "Please wait 4 minutes before asking again." }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect((await notice("Link not sent"))?.textContent).toContain("Please wait 4 minutes");
  });

  it("says Verified and offers no link for a verified e-mail", () => {
    renderMyData({ ...ana, emailVerified: true }, () => json(200, withPassword));
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send the link again" })).toBeNull();
  });
});

describe("My Data: password", () => {
  it("enables Change password only for a valid new password typed twice, and puts a wrong current one on its field", async () => {
    const { sent } = renderMyData(ana, (request) =>
      request.path === "/api/me/sign-in-methods"
        ? json(200, withPassword)
        : json(403, {
            code: "forbidden",
            message: "Your current password is not right",
            fields: { currentPassword: "Your current password is not right" },
          }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Change password" }));
    const submit = () =>
      screen.getAllByRole("button", { name: "Change password" }).at(-1) as HTMLButtonElement;
    // Reachable while not ready, and a press names the field to mend and goes there.
    expect(submit().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(submit());
    expect(screen.getByRole("alert").textContent).toBe("Enter your current password");
    expect(document.activeElement).toBe(screen.getByLabelText("Current password"));
    type("Current password", "Casa2024x");
    type("New password", "Casa2024x");
    fireEvent.click(submit());
    expect(screen.getByRole("alert").textContent).toBe(PASSWORD_CHANGE_MESSAGES.same());
    expect(document.activeElement).toBe(screen.getByLabelText("New password"));
    type("New password", "short");
    expect(submit().getAttribute("aria-disabled")).toBe("true");
    type("New password", "Mesa2025y");
    expect(screen.getByText("Password valid! 🙌")).toBeTruthy();
    type("Confirm new password", "Mesa2025");
    expect(screen.getByText("Passwords not match 😞")).toBeTruthy();
    fireEvent.click(submit());
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm new password"));
    expect(submit().disabled).toBe(false);
    type("Confirm new password", "Mesa2025y");
    expect(screen.getByText("Passwords match! 🥳")).toBeTruthy();
    fireEvent.click(submit());

    const current = screen.getByLabelText("Current password");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("my-data-current-password-error")?.textContent).toBe(
      "Your current password is not right",
    );
    expect(document.activeElement).toBe(current);
    expect(sent.find((r) => r.path === "/api/me/password")?.body).toEqual({
      currentPassword: "Casa2024x",
      newPassword: "Mesa2025y",
    });
  });

  it("tells an account without a password how to get one instead of a form", async () => {
    renderMyData(ana, () => json(200, googleOnly));
    expect(await screen.findByText(/You sign in with Google/)).toBeTruthy();
    expect(screen.getByText(/Forgot password\?/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change password" })).toBeNull();
  });
});

describe("My Data: deleting the account", () => {
  it("asks for the password in a dialog; a wrong one stays in the dialog and deletes nothing", async () => {
    renderMyData(ana, (request) =>
      request.path === "/api/me/sign-in-methods"
        ? json(200, withPassword)
        : json(403, {
            code: "forbidden",
            message: "Your current password is not right",
            fields: { password: "Your current password is not right" },
          }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(document.activeElement?.textContent).toBe("Cancel");
    // What goes, all of it (docs/product.md 61, 99), and what the shop must keep.
    expect(dialog.textContent).toContain("history, reviews and fiscal data are removed");
    expect(dialog.textContent).toContain("invoices already issued stay as the SAT received them");

    fireEvent.click(screen.getAllByRole("button", { name: "Delete account" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Enter your current password")).toBeTruthy();

    type("Current password", "Wrong2024x");
    fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
    expect(await screen.findByText("Your current password is not right")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByText("Landing page")).toBeNull();
  });

  it("deletes an account without a password after the confirmation, then lands on / with a notice", async () => {
    const { sent, queryClient } = renderMyData(ana, (request) =>
      request.path === "/api/me/sign-in-methods"
        ? json(200, googleOnly)
        : new Response(null, { status: 204 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    expect(screen.queryByLabelText("Current password")).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Delete account" }).at(-1) as HTMLElement);

    expect(await screen.findByText("Landing page")).toBeTruthy();
    expect((await notice("Account deleted"))?.textContent).toContain("ana@example.com");
    expect(sent.find((r) => r.method === "DELETE")).toEqual({ method: "DELETE", path: "/api/me", body: {} });
    // Nothing of the deleted account stays in the cache.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("My Data: phone", () => {
  it("changes a saved phone, starting from it, says so, and gives the focus back to Change phone", async () => {
    const { sent } = renderMyData({ ...ana, phone: "5512345678" }, (request) =>
      request.path === "/api/me/phone" ? json(200, { ...ana, phone: "5587654321" }) : json(200, withPassword),
    );
    const opener = screen.getByRole("button", { name: "Change phone" });
    fireEvent.click(opener);
    const field = screen.getByLabelText<HTMLInputElement>("Phone number");
    expect(field.value).toBe("5512345678");

    type("Phone number", "55 8765 4321");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByLabelText("Phone number")).toBeNull());
    expect(sent.find((r) => r.path === "/api/me/phone")).toEqual({
      method: "PUT",
      path: "/api/me/phone",
      body: { phone: "5587654321" },
    });
    // As the name's change: a notice says it was saved, and the focus is back on a control it can see.
    expect(noticeSnapshot().notice).toMatchObject({ type: "success", title: "Phone saved" });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes the form unsaved on Cancel and gives the focus back to Change phone", async () => {
    const { sent } = renderMyData({ ...ana, phone: "5512345678" }, () => json(200, withPassword));
    const opener = screen.getByRole("button", { name: "Change phone" });
    fireEvent.click(opener);
    type("Phone number", "5500000000");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByLabelText("Phone number")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(sent.some((r) => r.path === "/api/me/phone")).toBe(false);
  });
});
