// The server's words in the language of the request (docs/product.md 80): the shopper's pick in the
// hogar_locale cookie, else Accept-Language, else English; and the pick kept on the account.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { createUser, signIn, type TestUser } from "./helpers/factories.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

const SPANISH = { "accept-language": "es-MX,es;q=0.9" };
const SPANISH_PICK = { cookie: "hogar_locale=es-MX" };

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await createUser(t.app);
});
afterAll(() => t.close());

/** A sign-up whose e-mail breaks the rules: a 400 made by the body's schema, after the body is read. */
function badSignUp(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers,
    payload: { name: "Ana", email: "ana@", password: "Casa2024x" },
  });
}

function send(options: InjectOptions) {
  return t.app.inject(options);
}

describe("a 400 from a body's rules", () => {
  it("is in Spanish for a browser that prefers Spanish", async () => {
    const response = await badSignUp(SPANISH);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "invalid",
      message: "email: Escribe un correo electrónico válido",
      fields: { email: "Escribe un correo electrónico válido" },
    });
  });

  it("is in Spanish for a shopper who picked Spanish (the hogar_locale cookie)", async () => {
    const response = await badSignUp(SPANISH_PICK);
    expect(response.json().message).toBe("email: Escribe un correo electrónico válido");
  });

  it("is in English for a browser that prefers English, and for one that says nothing", async () => {
    const browsers: Record<string, string>[] = [{ "accept-language": "en-US,en;q=0.9" }, {}];
    for (const headers of browsers) {
      const response = await badSignUp(headers);
      expect(response.json().message).toBe("email: Enter a valid e-mail address");
    }
  });

  it("follows the pick over the browser's languages, both ways", async () => {
    const spanish = await badSignUp({ cookie: "hogar_locale=es-MX", "accept-language": "en-US" });
    expect(spanish.json().message).toBe("email: Escribe un correo electrónico válido");
    const english = await badSignUp({ cookie: "hogar_locale=en", ...SPANISH });
    expect(english.json().message).toBe("email: Enter a valid e-mail address");
  });

  it("takes any Spanish as Mexican Spanish, and an unknown pick as no pick", async () => {
    expect((await badSignUp({ "accept-language": "es-ES" })).json().message).toMatch(/^email: Escribe/);
    const unknown = await badSignUp({ cookie: "hogar_locale=fr", ...SPANISH });
    expect(unknown.json().message).toMatch(/^email: Escribe/);
  });

  it("says zod's own words (an unknown field) in Spanish too", async () => {
    const response = await send({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie: `${shopper.cookie}; hogar_locale=es-MX` },
      payload: { phone: "5512345678", fax: "1" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Campo desconocido: "fax"');
  });

  it("of a query is in Spanish as well", async () => {
    const response = await send({
      url: "/api/products?page=0",
      headers: { cookie: shopper.cookie, ...SPANISH },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("page: page debe ser 1 o más");
  });
});

describe("what the shop says before and around a route", () => {
  it("401: you must log in or sign up", async () => {
    const spanish = await send({ url: "/api/cart", headers: SPANISH });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({
      code: "unauthorized",
      message: "Inicia sesión o crea una cuenta para continuar",
    });
    const english = await send({ url: "/api/cart" });
    expect(english.json().message).toBe("You must login or sign up before");
  });

  it("a body that is not JSON, answered by the error handler", async () => {
    const response = await send({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...SPANISH, "content-type": "application/json" },
      payload: "{'a': 1}",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("El cuerpo de la solicitud no es JSON válido");
  });

  it("an address Fastify cannot decode, answered before any hook", async () => {
    const response = await send({ url: "/api/history/%", headers: SPANISH });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("La dirección de esta solicitud no es válida");
  });

  it("a body that is not JSON, refused by the content-type guard", async () => {
    const response = await send({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie: `${shopper.cookie}; hogar_locale=es-MX`, "content-type": "text/plain" },
      payload: "5512345678",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "Envía el cuerpo de la solicitud como application/json (llegó como text/plain)",
    );
  });

  it("a request from another site", async () => {
    const response = await send({
      method: "PUT",
      url: "/api/me/phone",
      headers: { cookie: shopper.cookie, origin: "https://evil.example", ...SPANISH },
      payload: { phone: "5512345678" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Rechazamos esta solicitud porque vino de otro sitio");
  });

  it("an unknown API address", async () => {
    const response = await send({ url: "/api/nothing-here?x=1", headers: SPANISH });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No existe la ruta GET /api/nothing-here");
  });
});

describe("Better Auth's answers", () => {
  it("a wrong password is refused in the request's language", async () => {
    const english = await signIn(t.app, shopper.email, "Wrong2024x");
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid e-mail or password",
    });

    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: SPANISH,
      payload: { email: shopper.email, password: "Wrong2024x" },
    });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Correo o contraseña incorrectos",
    });
  });

  it("the shop's own sign-up answer is in Spanish too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: SPANISH,
      payload: { name: "Luz", email: "luz-i18n@example.com", password: "Casa2024x" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "Enviamos un mensaje a luz-i18n@example.com. Revisa tu bandeja de entrada.",
    );
  });
});

describe("PUT /api/me/locale: the language kept on the account", () => {
  const pick = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
    send({
      method: "PUT",
      url: "/api/me/locale",
      headers: { cookie, ...headers },
      payload: payload as object,
    });

  async function savedLocale(userId: string) {
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row?.locale;
  }

  it("saves the pick and answers Me; /api/me, the session and the data download say it", async () => {
    const ana = await createUser(t.app);
    expect((await send({ url: "/api/me", headers: { cookie: ana.cookie } })).json().locale).toBeNull();

    const response = await pick(ana.cookie, { locale: "es-MX" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ana.id, email: ana.email, locale: "es-MX" });
    expect(await savedLocale(ana.id)).toBe("es-MX");

    expect((await send({ url: "/api/me", headers: { cookie: ana.cookie } })).json().locale).toBe("es-MX");
    const session = await send({ url: "/api/auth/get-session", headers: { cookie: ana.cookie } });
    expect(session.json().user.locale).toBe("es-MX");
    const data = await send({ url: "/api/me/data", headers: { cookie: ana.cookie } });
    expect(data.json().profile.locale).toBe("es-MX");
  });

  it("null clears it: the browser's languages decide again", async () => {
    const ana = await createUser(t.app);
    await pick(ana.cookie, { locale: "en" });
    const response = await pick(ana.cookie, { locale: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().locale).toBeNull();
    expect(await savedLocale(ana.id)).toBeNull();
  });

  it("refuses another value with a 400 in the request's language, and changes nothing", async () => {
    const ana = await createUser(t.app);
    await pick(ana.cookie, { locale: "en" });
    for (const payload of [{ locale: "fr" }, { locale: "es" }, {}, { locale: "en", theme: "dark" }, null]) {
      const response = await pick(ana.cookie, payload, SPANISH);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("invalid");
    }
    const spanish = await pick(ana.cookie, { locale: "fr" }, SPANISH);
    expect(spanish.json().message).toBe("locale: Elige en, es-MX o null");
    const english = await pick(ana.cookie, { locale: "fr" });
    expect(english.json().message).toBe("locale: Choose en, es-MX or null");
    expect(await savedLocale(ana.id)).toBe("en");
  });

  it("takes the language picked before signing up (the footer's cookie) as the new account's", async () => {
    const signUp = (cookie?: string) =>
      send({
        method: "POST",
        url: "/api/auth/sign-up/email",
        // A request with a cookie must name the shop as its origin (docs/product.md 69).
        headers: cookie ? { cookie, origin: t.config.baseUrl } : {},
        payload: { name: "Luz", email: `luz-${Math.random()}@example.com`, password: "Casa2024x" },
      });
    const picked = await signUp(SPANISH_PICK.cookie);
    expect(picked.statusCode).toBe(200);
    expect(await savedLocale(picked.json().user.id)).toBe("es-MX");
    // Without a pick, the browser's languages go on deciding.
    const unpicked = await signUp();
    expect(await savedLocale(unpicked.json().user.id)).toBeNull();
  });

  it("needs a session: 401 before the body is read", async () => {
    const response = await send({
      method: "PUT",
      url: "/api/me/locale",
      headers: SPANISH,
      payload: { locale: "x" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Inicia sesión o crea una cuenta para continuar");
  });
});
