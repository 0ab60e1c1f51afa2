import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { NoticeModal } from "../src/components/ui/notice/notice-modal.tsx";
import { ForgotPasswordForm } from "../src/features/auth/components/forgot-password-form.tsx";
import { LoginForm } from "../src/features/auth/components/login-form.tsx";
import { ResetPasswordForm } from "../src/features/auth/components/reset-password-form.tsx";
import { SignupForm } from "../src/features/auth/components/signup-form.tsx";
import { LinkNotice } from "../src/features/auth/components/use-link-notice.ts";
import { change } from "./helpers/change.ts";
import { json, refusal, type SentRequest, stubFetch } from "./helpers/fake-api.ts";

/** `ui` at `path`, beside a feed at /feed, with the notice the shopper reads. */
function renderAt(path: string, ui: ReactNode, answer: (request: SentRequest) => Response) {
  const sent = stubFetch(answer);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/feed" element={<h1>Feed</h1>} />
          <Route path="*" element={ui} />
        </Routes>
        <NoticeModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const type = (label: string | RegExp, value: string) =>
  change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });

describe("sign-up: an e-mail that has an account", () => {
  it("stays on the page and says to check the inbox, with the server's words", async () => {
    const message = "We sent a message to ana@example.com. Check your inbox.";
    renderAt("/signup", <SignupForm />, () => json(200, { user: null, message }));
    type("Name", "Otra");
    type("E-mail", "ana@example.com");
    type(/^Password$/, "Casa2024x");
    type("Confirm password", "Casa2024x");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    const heading = await screen.findByRole("heading", { name: "Check your inbox" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest("[role=status]")?.textContent).toContain(message);
    expect(screen.queryByRole("heading", { name: "Feed" })).toBeNull();
  });

  it("takes a new e-mail to the feed with a notice about the verification link", async () => {
    renderAt("/signup", <SignupForm />, (request) =>
      request.path === "/api/me"
        ? json(401, { code: "unauthorized", message: "no" })
        : json(200, { user: { id: "1", email: "new@example.com" }, message: "We sent a message." }),
    );
    type("Name", "Nueva");
    type("E-mail", "new@example.com");
    type(/^Password$/, "Casa2024x");
    type("Confirm password", "Casa2024x");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("heading", { name: "Feed" })).toBeTruthy();
    expect((await screen.findByText("Check your inbox")).closest("[role]")?.textContent).toContain(
      "We sent a link to new@example.com to verify your e-mail.",
    );
  });
});

describe("signing up with a name the rules refuse", () => {
  it("says why under the name and keeps the button off, asking the server nothing", () => {
    const sent = renderAt("/signup", <SignupForm />, () => json(200, {}));
    type("Name", "A".repeat(81));
    type("E-mail", "ana@example.com");
    type(/^Password$/, "Casa2024x");
    type("Confirm password", "Casa2024x");
    expect(screen.getByText("Name must be at most 80 characters")).toBeTruthy();
    const signUp = screen.getByRole("button", { name: "Sign Up" });
    // Off, yet in the tab order: pressed, it names the problem and takes the shopper to it.
    expect(signUp.getAttribute("aria-disabled")).toBe("true");
    expect(signUp).toHaveProperty("disabled", false);
    fireEvent.click(signUp);
    expect(screen.getByRole("alert").textContent).toBe("Name must be at most 80 characters");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    type("Name", "A".repeat(80));
    expect(signUp.getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("names the first field not ready when Sign Up is pressed early", () => {
    const sent = renderAt("/signup", <SignupForm />, () => json(200, {}));
    type("Name", "Ana");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter your e-mail");
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    // The field is marked, and the message said as its description (WCAG 3.3.1).
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("E-mail").getAttribute("aria-describedby")?.split(" ")).toContain(
      screen.getByRole("alert").id,
    );
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
    type("E-mail", "ana@example.com");
    type(/^Password$/, "Casa2024x");
    type("Confirm password", "Casa2024");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords not match 😞");
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm password"));
    // Only the field the message is about now.
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe("logging in", () => {
  it("names what is missing when Log in is pressed early, asking the server nothing", () => {
    const sent = renderAt("/login", <LoginForm />, () => json(200, {}));
    const login = screen.getByRole("button", { name: "Login" });
    expect(login.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(login);
    expect(screen.getByRole("alert").textContent).toBe("Enter your e-mail");
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    type("E-mail", "ana@example.com");
    type("Password", "Casa");
    fireEvent.click(login);
    expect(screen.getByRole("alert").textContent).toBe("Enter your password: at least 6 characters");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(sent).toEqual([]);
  });
});

describe("forgot password", () => {
  it("names a malformed e-mail without asking the server, then shows the server's answer", async () => {
    const message =
      "If an account uses ana@example.com, we sent it a link to set a new password. Check your inbox.";
    const sent = renderAt("/forgot-password", <ForgotPasswordForm />, () => json(200, { message }));
    type("E-mail", "ana@");
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(sent).toEqual([]);
    type("E-mail", " ana@example.com ");
    fireEvent.click(screen.getByRole("button", { name: "Send link" }));
    const heading = await screen.findByRole("heading", { name: "Check your inbox" });
    expect(heading.closest("[role=status]")?.textContent).toContain(message);
    expect(sent).toEqual([
      { method: "POST", path: "/api/auth/forgot-password", body: { email: "ana@example.com" } },
    ]);
  });
});

describe("reset password", () => {
  it("waits for a password with the sign-up rules and its match, then lands on the feed", async () => {
    const sent = renderAt("/reset-password", <ResetPasswordForm token="abc" />, (request) =>
      request.path.endsWith("/check") ? json(200, { usable: true }) : json(200, { user: {} }),
    );
    const save = screen.getByRole("button", { name: "Set new password" }) as HTMLButtonElement;
    type("New password", "casa2024");
    expect(screen.getByText(/8-16 characters/)).toBeTruthy();
    type("Confirm password", "casa2024");
    // Reachable, and said not ready: pressed early, it names the field to mend and goes there.
    expect(save.disabled).toBe(false);
    expect(save.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(save);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("8-16 characters, at least one digit, one lower and upper case letter");
    const password = screen.getByLabelText("New password");
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toContain(alert.id);
    type("New password", "Casa2024x");
    type("Confirm password", "Casa2024");
    fireEvent.click(save);
    expect(screen.getByRole("alert").textContent).toBe("Passwords not match 😞");
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm password"));
    type("New password", "Casa2024x");
    type("Confirm password", "Casa2024x");
    expect(screen.getByText("Passwords match! 🥳")).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByRole("heading", { name: "Feed" })).toBeTruthy();
    expect(sent).toEqual([
      { method: "POST", path: "/api/auth/reset-password/check", body: { token: "abc" } },
      { method: "POST", path: "/api/auth/reset-password", body: { token: "abc", password: "Casa2024x" } },
    ]);
  });

  it("shows the server's refusal and the way to a new link", async () => {
    const used = "This link to set a new password has expired or was already used. Ask for a new one.";
    renderAt("/reset-password", <ResetPasswordForm token="abc" />, (request) =>
      request.path.endsWith("/check") ? json(200, { usable: true }) : refusal(400, used),
    );
    type("New password", "Casa2024x");
    type("Confirm password", "Casa2024x");
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect((await screen.findByText("An error occurred")).closest("[role]")?.textContent).toContain(used);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });

  it("says at once that a link already used or expired no longer works, with the way to a new one", async () => {
    const used = "This link to set a new password has expired or was already used. Ask for a new one.";
    renderAt("/reset-password", <ResetPasswordForm token="abc" />, () =>
      json(200, { usable: false, message: used }),
    );
    expect((await screen.findByText(used)).closest("[role=alert]")).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeTruthy();
  });

  it("says a link without its token is incomplete", () => {
    renderAt("/reset-password", <ResetPasswordForm token={null} />, () => json(200, {}));
    expect(screen.getByText(/This link is incomplete/).closest("[role=alert]")).toBeTruthy();
  });
});

describe("a verification link's landing", () => {
  it("shows the notice its ?notice= names", async () => {
    renderAt("/login?notice=email-verified", <LinkNotice />, () => json(200, {}));
    expect((await screen.findByText("E-mail verified")).closest("[role]")?.textContent).toContain(
      "Your e-mail is verified.",
    );
  });
});
