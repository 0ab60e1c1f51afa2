import { ivaContainedCents } from "@hogar/shared/iva";
import { formatMoney } from "@hogar/shared/money";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { englishLeft, expectNoEnglishLeft } from "./english-left.ts";
import { expectNoAxeViolations, newShopper, signUp } from "./helpers.ts";
import { type ApiProduct, FUTURE_YEAR } from "./shopper-setup.ts";

// Issue 16: the shop in Mexican Spanish (docs/product.md 80-84). One purchase from the landing page to
// the order's page with a browser set to es-MX, each screen checked for <html lang>, English left
// (english-left.ts) and axe; and the language pick: the account menu's, kept on the account, and the
// footer's for a visitor not signed in.

/** Bedroom, $1,599.00, stock 28; no other spec buys or counts it. */
const LAMP = "Calma Linen Bedside Table Lamp";

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/** The wording of every product: the shop's data, shown as entered in both languages (rule 80). */
async function productTexts(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/products?pageSize=100");
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: (ApiProduct & { description: string })[] };
  return items.flatMap((product) => [product.name, product.description]);
}

async function ivaRateBp(page: Page): Promise<number> {
  const response = await page.request.get("/api/settings");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ivaRateBp: number }).ivaRateBp;
}

/** The screen has settled (no loader, the footer in) and speaks Spanish only, and axe finds nothing. */
async function expectSpanishScreen(page: Page, data: readonly string[]) {
  await expect(page.getByRole("status", { name: /^Cargando/ })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expectNoEnglishLeft(page, data);
  await expectNoAxeViolations(page);
}

async function openCart(page: Page) {
  await page.getByRole("button", { name: "Carrito, 1 artículo" }).click();
  await page.getByRole("link", { name: "Ver carrito" }).click();
  await expect(h1(page, "Carrito")).toBeVisible();
}

test.describe("a browser in Mexican Spanish", () => {
  test.use({ locale: "es-MX" });

  test("buys from the landing page to the order's page, every screen in Spanish", async ({ page }) => {
    test.slow(); // Fourteen screens, each scanned by axe, on two cores.

    await page.goto("/");
    await expect(h1(page, "¿Ya tienes una cuenta?")).toBeVisible();
    // Signed out, no product is on screen (and the catalogue answers the signed in only).
    await expectSpanishScreen(page, []);

    // Sign up through the form.
    await page.getByRole("link", { name: "Todavía no" }).click();
    await expect(h1(page, "Crear cuenta")).toBeVisible();
    await expectSpanishScreen(page, []);
    const shopper = newShopper();
    await page.getByLabel("Nombre", { exact: true }).fill(shopper.name);
    await page.getByLabel("Correo electrónico").fill(shopper.email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(shopper.password);
    await page.getByRole("textbox", { name: "Confirma la contraseña" }).fill(shopper.password);
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    // The feed, with the notice asking to verify the e-mail.
    await expect(page).toHaveURL(/\/feed$/);
    await expect(h1(page, "Inicio")).toBeVisible();
    await expect(page.getByRole("region", { name: "Aviso" })).toContainText("Revisa tu correo");
    const data = await productTexts(page);
    await expectSpanishScreen(page, data);

    // The product's page; into the cart.
    await page.getByRole("article", { name: LAMP }).getByRole("link", { name: LAMP }).click();
    await expect(h1(page, LAMP)).toBeVisible();
    await expectSpanishScreen(page, data);
    await page.getByRole("main").getByRole("button", { name: "Agregar al carrito", exact: true }).click();
    await expect(page.getByRole("button", { name: "Quitar del carrito", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("region", { name: "Aviso" })).toContainText("Agregado al carrito");
    await expectSpanishScreen(page, data);

    // The cart shows the IVA its total includes (docs/product.md 82).
    const cart = await page.request.get("/api/cart");
    expect(cart.status()).toBe(200);
    const { total } = (await cart.json()) as { total: number };
    const iva = `IVA incluido ${formatMoney(ivaContainedCents(total, await ivaRateBp(page)))}`;
    await openCart(page);
    await expect(page.getByText(iva)).toBeVisible();
    await expectSpanishScreen(page, data);

    // Checkout without an address sends to the address form.
    await page.getByRole("link", { name: "Continuar compra" }).click();
    await expect(h1(page, "¿Dónde y cuándo quieres recibir tu compra?")).toBeVisible();
    await expect(page.getByText("Aún no tienes una dirección de envío.")).toBeVisible();
    await expectSpanishScreen(page, data);
    await page.getByRole("link", { name: "Agregar una dirección" }).click();
    await expect(h1(page, "Agregar dirección")).toBeVisible();
    await expectSpanishScreen(page, data);
    await page.getByLabel("Nombre completo").fill(shopper.name);
    await page.getByLabel("Calle", { exact: true }).fill("Av. Insurgentes Sur");
    await page.getByLabel("Número exterior").fill("1602");
    await page.getByLabel("Colonia", { exact: true }).fill("Crédito Constructor");
    await page.getByLabel("Municipio o alcaldía").fill("Benito Juárez");
    await page.getByLabel("Estado", { exact: true }).selectOption("CMX");
    await page.getByLabel("Código postal").fill("03940");
    await page.getByLabel("Teléfono").fill("5511112222");
    await page.getByRole("button", { name: "Agregar dirección" }).click();

    // Saved, it goes back to the checkout that asked for it: where it goes, when it arrives.
    await expect(h1(page, "¿Dónde y cuándo quieres recibir tu compra?")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Col. Crédito Constructor");
    await expectSpanishScreen(page, data);
    await page.getByRole("button", { name: "Llega mañana" }).click();
    await page.getByRole("button", { name: "Continuar" }).click();

    // A new card, added without leaving the checkout.
    await expect(h1(page, "¿Cómo quieres pagar?")).toBeVisible();
    await page.getByRole("button", { name: "Agregar una tarjeta" }).click();
    await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
    await page.getByLabel("Nombre en la tarjeta").fill("Ana Lopez");
    await page.getByLabel("Mes").fill("12");
    await page.getByLabel("Año").fill(FUTURE_YEAR);
    await page.getByLabel("CVV").fill("123");
    await expect(page.getByText("¡Tarjeta válida! 🥳")).toBeVisible();
    await expectSpanishScreen(page, data);
    await page.getByRole("button", { name: "Agregar tarjeta" }).click();
    await expect(page.getByRole("button", { name: "Elegir la tarjeta terminada en 4242" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Continuar" }).click();

    // Check and confirm: the IVA under the total, the terms linked (docs/product.md 84).
    await expect(h1(page, "Revisa y confirma tu compra")).toBeVisible();
    await expect(page.getByRole("region", { name: "Resumen del pedido" }).getByText(iva)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "términos y condiciones" }),
    ).toHaveAttribute("href", "/legal/terms");
    await expectSpanishScreen(page, data);
    await page.getByRole("button", { name: "Confirmar" }).click();

    // My orders, then the order's page with its IVA and the whole address.
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(h1(page, "Pedidos")).toBeVisible();
    await expect(page.getByRole("region", { name: "Aviso" })).toContainText("Tu pedido se realizó con éxito");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expectSpanishScreen(page, data);
    await page
      .getByRole("article")
      .getByRole("link", { name: /^Pedido / })
      .click();
    await expect(h1(page, /^Pedido /)).toBeVisible();
    await expect(page.getByText(iva)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Col. Crédito Constructor");
    await expect(page.getByRole("main")).toContainText("03940 Benito Juárez, Ciudad de México");
    await expectSpanishScreen(page, data);

    // The address saved from the checkout, on My addresses.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Enviar a / })
      .click();
    await expect(h1(page, "Mis direcciones")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Col. Crédito Constructor");
    await expectSpanishScreen(page, data);
  });
});

/** Marks the document, so a later check can tell the page was not loaded again. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { hogarNotReloaded: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => "hogarNotReloaded" in window)).toBe(true);
}

async function signInInNewBrowser(browser: Browser, shopper: { email: string; password: string }) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(h1(page, "Login")).toBeVisible();
  await page.getByLabel("E-mail").fill(shopper.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/feed$/);
  return page;
}

test.describe("a browser in English", () => {
  test.use({ locale: "en-US" });

  test("the language pick: the footer's before signing in, the account menu's kept on the account", async ({
    page,
    browser,
  }) => {
    const html = page.locator("html");

    // Signed out, the footer's switch turns the landing page Spanish in place; a reload keeps it.
    await page.goto("/");
    await expect(h1(page, "You already have an account?")).toBeVisible();
    await expect(html).toHaveAttribute("lang", "en");
    // The check below finds the English it looks for.
    expect((await englishLeft(page)).map(({ key }) => key)).toContain("auth_landing_question");
    await markDocument(page);
    await page.getByRole("contentinfo").getByLabel("Language").selectOption("Español");
    await expect(h1(page, "¿Ya tienes una cuenta?")).toBeVisible();
    await expect(html).toHaveAttribute("lang", "es-MX");
    await expectSameDocument(page);
    await expectNoEnglishLeft(page);
    await page.reload();
    await expect(h1(page, "¿Ya tienes una cuenta?")).toBeVisible();
    await page.getByRole("contentinfo").getByLabel("Idioma").selectOption("English");
    await expect(h1(page, "You already have an account?")).toBeVisible();
    await expect(html).toHaveAttribute("lang", "en");

    // Signed in, "Español" in the account menu turns the app Spanish in place and keeps it on the account.
    const shopper = await signUp(page);
    const data = await productTexts(page);
    await markDocument(page);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && new URL(response.url()).pathname === "/api/me/locale",
    );
    // By keyboard, keys pressed without a pause: Español is the entry before the last, Log Out.
    await page.getByRole("button", { name: "Account menu" }).focus();
    for (const key of ["Enter", "End", "ArrowUp", "Enter"]) await page.keyboard.press(key);
    expect((await saved).status()).toBe(200);
    // The focus went back to the menu's button, not to an entry of the menu as it closed.
    await expect(page.getByRole("button", { name: "Menú de la cuenta" })).toBeFocused();
    await expect(h1(page, "Inicio")).toBeVisible();
    await expect(html).toHaveAttribute("lang", "es-MX");
    await expectSameDocument(page);
    await expect(page.getByRole("status", { name: /^Cargando/ })).toHaveCount(0);
    await expectNoEnglishLeft(page, data);
    await page.getByRole("button", { name: "Menú de la cuenta" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Español" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(h1(page, "Inicio")).toBeVisible();
    await expect(html).toHaveAttribute("lang", "es-MX");

    // Another browser, in English: signing in brings the account's Spanish back.
    const elsewhere = await signInInNewBrowser(browser, shopper);
    await expect(h1(elsewhere, "Inicio")).toBeVisible();
    await expect(elsewhere.locator("html")).toHaveAttribute("lang", "es-MX");
    await elsewhere.reload();
    await expect(h1(elsewhere, "Inicio")).toBeVisible();
    await elsewhere.context().close();
  });
});
