// Changing language (docs/product.md 80): the whole app speaks the new one at once, without a reload,
// keeps it in the hogar_locale cookie and <html lang>, and a signed-in shopper's account keeps it too.
import type { Me } from "@hogar/shared";
import { DEFAULT_SHIPPING_RULE } from "@hogar/shared/delivery";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../src/app/query-client.ts";
import { AppRoutes } from "../../src/app/router.tsx";
import { startLocale } from "../../src/lib/locale.ts";
import { meQueryKey } from "../../src/lib/me-query-key.ts";
import { change } from "../helpers/change.ts";
import { json, later, refusal, type SentRequest, stubFetch } from "../helpers/fake-api.ts";
import { TEST_SHOP_SETTINGS } from "../helpers/render.tsx";

const ana: Me = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Ana López",
  email: "ana@example.com",
  emailVerified: true,
  image: null,
  role: "REGULAR",
  phone: null,
  locale: null,
};

/** The browser's own document.cookie accessors, wherever its prototype chain keeps them. */
function cookieJar(): PropertyDescriptor | undefined {
  for (let owner: object | null = document; owner; owner = Object.getPrototypeOf(owner)) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, "cookie");
    if (descriptor) return descriptor;
  }
  return undefined;
}

/** What document.cookie was given, attributes included (reading it back shows only name=value). */
let cookiesWritten: string[] = [];

beforeEach(() => {
  cookiesWritten = [];
  const jar = cookieJar();
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    cookiesWritten.push(value);
    jar?.set?.call(document, value);
  });
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
  startLocale();
});

afterEach(() => {
  // Unmounted first, so no screen of this test asks the server again once the cache is emptied.
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser's cookie jar.
  document.cookie = "hogar_locale=; path=/; max-age=0";
  vi.restoreAllMocks();
  startLocale();
  queryClient.clear();
});

/** The shop's API as a signed-in page (or the landing page) asks it; `saveLocale` answers the PUT. */
function shopApi(
  me: Me | null,
  saveLocale?: (request: SentRequest) => Response | Promise<Response>,
): SentRequest[] {
  return stubFetch((request) => {
    if (request.path === "/api/me/locale" && saveLocale) return saveLocale(request);
    if (request.path === "/api/auth/get-session") return json(200, me ? { user: me } : null);
    if (request.path === "/api/me")
      return me ? json(200, me) : json(401, { code: "unauthorized", message: "" });
    if (request.path === "/api/me/locale" && me) return json(200, { ...me, ...(request.body as object) });
    if (request.path === "/api/settings") return json(200, TEST_SHOP_SETTINGS);
    if (request.path === "/api/addresses") return json(200, []);
    if (request.path === "/api/cart")
      return json(200, { lines: [], subtotal: 0, shipping: DEFAULT_SHIPPING_RULE.feeCents, total: 0 });
    if (request.path === "/api/wishlist") return json(200, { items: [] });
    return json(404, { code: "not_found", message: "Not found" });
  });
}

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const localeCookie = () => cookiesWritten.filter((cookie) => cookie.startsWith("hogar_locale="));

describe("the footer's language switch, signed out", () => {
  it("turns the landing page Spanish in place and keeps the pick in the cookie, asking the server nothing", async () => {
    const sent = shopApi(null);
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "You already have an account?" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");

    const language = await screen.findByRole("combobox", { name: "Language" });
    // Said before the change (WCAG 3.2.2): the page changes language at once.
    const hint = document.getElementById(language.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("The page changes language as soon as you choose one.");
    change(language, { target: { value: "es-MX" } });

    expect(await screen.findByRole("heading", { name: "¿Ya tienes una cuenta?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "¡Sí, ya tengo!" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Idioma" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-MX");
    expect(localeCookie()).toEqual(["hogar_locale=es-MX; path=/; max-age=31536000; SameSite=Lax"]);
    expect(sent.some((request) => request.path === "/api/me/locale")).toBe(false);
  });
});

describe("the account menu's languages, signed in", () => {
  it("marks the current language, turns the page and the header Spanish, and saves the pick on the account", async () => {
    const sent = shopApi(ana);
    renderApp("/account");
    expect(await screen.findByRole("heading", { name: "My Profile" }, { timeout: 10_000 })).toBeTruthy();
    const loadedBefore = sent.filter((request) => request.path === "/api/me").length;
    change(screen.getByRole("combobox", { name: "Search products" }), {
      target: { value: "silla" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = screen.getByRole("menu", { name: "Account menu" });
    expect(within(menu).getByRole("menuitemradio", { name: "English" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    // The radios sit together in a group named for what they choose.
    const languages = within(menu).getByRole("group", { name: "Language" });
    expect(within(languages).getAllByRole("menuitemradio")).toHaveLength(2);
    const spanish = within(languages).getByRole("menuitemradio", { name: "Español" });
    expect(spanish.getAttribute("aria-checked")).toBe("false");
    expect(spanish.getAttribute("lang")).toBe("es-MX");
    await act(async () => fireEvent.click(spanish));

    expect(await screen.findByRole("heading", { name: "Mi perfil" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mis datos Tu correo, nombre y teléfono" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Agregar dirección..." })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-MX");
    expect(localeCookie()).toEqual(["hogar_locale=es-MX; path=/; max-age=31536000; SameSite=Lax"]);
    await waitFor(() =>
      expect(sent.filter((request) => request.path === "/api/me/locale")).toEqual([
        { method: "PUT", path: "/api/me/locale", body: { locale: "es-MX" } },
      ]),
    );
    // No reload: what was typed stays, and the queries already answered are not asked again.
    expect((screen.getByRole("combobox", { name: "Buscar productos" }) as HTMLInputElement).value).toBe(
      "silla",
    );
    expect(sent.filter((request) => request.path === "/api/me")).toHaveLength(loadedBefore);

    fireEvent.click(screen.getByRole("button", { name: "Menú de la cuenta" }));
    const menuEs = screen.getByRole("menu", { name: "Menú de la cuenta" });
    expect(within(menuEs).getByRole("menuitemradio", { name: "Español" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(within(menuEs).getByRole("menuitem", { name: "Cerrar sesión" })).toBeTruthy();
  });

  it("speaks the account's pick when it differs from this browser's", async () => {
    shopApi({ ...ana, locale: "es-MX" });
    renderApp("/account");
    expect(await screen.findByRole("heading", { name: "Mi perfil" }, { timeout: 10_000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-MX");
    expect(localeCookie()).toEqual(["hogar_locale=es-MX; path=/; max-age=31536000; SameSite=Lax"]);
  }, 15_000);
});

describe("a pick made signed out, then signing in (docs/product.md 80)", () => {
  // On a page for everyone, signed in or out, which stays as the shopper signs in (in another tab,
  // say); the sign-in page would go on to the feed.
  const PAGE = "/forgot-password";

  async function pickSpanishSignedOut() {
    renderApp(PAGE);
    expect(await screen.findByRole("heading", { name: "Forgot password" }, { timeout: 10_000 })).toBeTruthy();
    change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "es-MX" } });
  }

  /** Signs in, as the sign-in form leaves it: Me answers with the account. */
  async function signIn(account: Me): Promise<SentRequest[]> {
    const sent = shopApi(account);
    await act(async () => queryClient.setQueryData(meQueryKey, account));
    return sent;
  }

  it("is kept on the account, rather than the account's older language taking it back", async () => {
    shopApi(null);
    await pickSpanishSignedOut();
    expect(document.documentElement.lang).toBe("es-MX");

    const sent = await signIn({ ...ana, locale: "en" });
    await waitFor(() =>
      expect(sent.filter((request) => request.path === "/api/me/locale")).toEqual([
        { method: "PUT", path: "/api/me/locale", body: { locale: "es-MX" } },
      ]),
    );
    await waitFor(() => expect(queryClient.getQueryData<Me>(meQueryKey)?.locale).toBe("es-MX"));
    expect(document.documentElement.lang).toBe("es-MX");
    expect(localeCookie().at(-1)).toBe("hogar_locale=es-MX; path=/; max-age=31536000; SameSite=Lax");
  }, 15_000);

  it("is not carried to the next account once an account kept it", async () => {
    shopApi(null);
    await pickSpanishSignedOut();
    const first = await signIn({ ...ana, locale: "en" });
    await waitFor(() => expect(first.some((request) => request.path === "/api/me/locale")).toBe(true));
    await act(async () => queryClient.setQueryData(meQueryKey, null));

    const other = { ...ana, id: "22222222-2222-4222-8222-222222222222", locale: "en" as const };
    const sent = await signIn(other);
    await waitFor(() => expect(document.documentElement.lang).toBe("en"));
    expect(sent.some((request) => request.path === "/api/me/locale")).toBe(false);
  }, 15_000);
});

describe("a pick the account does not keep", () => {
  /** Signed in, on My Profile in English, picks Español in the account menu. */
  async function pickSpanish() {
    renderApp("/account");
    expect(await screen.findByRole("heading", { name: "My Profile" }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = screen.getByRole("menu", { name: "Account menu" });
    await act(async () => fireEvent.click(within(menu).getByRole("menuitemradio", { name: "Español" })));
  }

  it("goes back to the language before the pick, cookie too, and a notice says the pick was not saved", async () => {
    shopApi({ ...ana, locale: "en" }, () => refusal(500, "Something went wrong"));
    await pickSpanish();

    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Your language could not be saved")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "My Profile" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(localeCookie().at(-1)).toBe("hogar_locale=en; path=/; max-age=31536000; SameSite=Lax");
    expect(queryClient.getQueryData<Me>(meQueryKey)?.locale).toBe("en");
  }, 15_000);

  it("is not taken back by an answer of Me with the old language that lands while the pick is saved", async () => {
    const save = later();
    shopApi({ ...ana, locale: "en" }, () => save.response);
    await pickSpanish();
    expect(await screen.findByRole("heading", { name: "Mi perfil" })).toBeTruthy();

    // Me asked again (a focus, another screen) before the save lands: the account still says English.
    await act(() => queryClient.refetchQueries({ queryKey: meQueryKey }));
    expect(screen.getByRole("heading", { name: "Mi perfil" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-MX");

    await act(async () => save.answer(json(200, { ...ana, locale: "es-MX" })));
    await waitFor(() => expect(queryClient.getQueryData<Me>(meQueryKey)?.locale).toBe("es-MX"));
    expect(screen.getByRole("heading", { name: "Mi perfil" })).toBeTruthy();
    // The account's English, adopted at sign-in, then the pick; nothing switched back in between.
    expect(localeCookie()).toEqual([
      "hogar_locale=en; path=/; max-age=31536000; SameSite=Lax",
      "hogar_locale=es-MX; path=/; max-age=31536000; SameSite=Lax",
    ]);
    expect(screen.queryByText("No pudimos guardar tu idioma")).toBeNull();
  }, 15_000);
});
