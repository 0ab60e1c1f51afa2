import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import {
  COLOUR_RULES,
  expectNoAxeViolations,
  newShopper,
  notice,
  originOf,
  servePagesWithoutSession,
  signUp,
  verifyEmail,
} from "./helpers.ts";
import { addAddress, addCard, placeOrder, productByName } from "./shopper-setup.ts";

// Issue 8: every route of the web app, and the states that change what is on screen (open menus,
// suggestions, dialogs, messages, empty lists), pass axe in both themes; and a keyboard-only shopper
// can buy with the focus always visible. Light-theme scans that another spec already makes are not
// repeated here: the tables name that spec instead (`lightIn`). The dark theme changes colours only,
// so its scans check the colour rules (COLOUR_RULES); each scene gets one full scan, in light. Each
// scene is shown once and scanned in both themes, the device's theme switched in place (which every
// page follows: docs/product.md 41).

// Seeded products (apps/server/src/seed/catalogue-*.ts) that no other spec buys or counts.
/** Kitchen, in the cart, the wishlist, the history and an order of the shopper below. */
const DINNER_SET = "Talavera Stoneware Dinner Set for Four";
/** Bathroom, stock 0. */
const SOLD_OUT = "Cascada Black Clawfoot Bathtub";
/** Kitchen; bought by the keyboard-only journey. */
const KETTLE = "Tetera Cream Enamel Stovetop Kettle";
/** Sold in variants (apps/server/src/seed/catalogue-variants.ts); its back office page is only read. */
const VARIANTS_CHAIR = "Nilo Boucle Accent Chair";

type Theme = "light" | "dark";
/** In ADMIN_EMAILS of playwright.config.ts (admin.spec.ts uses admin1 to admin6). */
const ADMIN_EMAIL = "admin7@e2e.example.com";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** A person's fiscal data (a right check digit), for the order's invoice. */
const FISCAL_DATA = {
  rfc: "CACX7605101P8",
  name: "XOCHILT CASAS CHAVEZ",
  taxRegime: "612",
  postalCode: "36257",
  cfdiUse: "I02",
};

interface Shop {
  product: { id: string };
  soldOut: { id: string };
  /** An order of the signed-in account with a stamped invoice, where a scene needs one. */
  invoiced: { id: string };
}
/** The signed-out scenes open no product. */
const NO_SHOP: Shop = {
  product: { id: UNKNOWN_ID },
  soldOut: { id: UNKNOWN_ID },
  invoiced: { id: UNKNOWN_ID },
};

/** One thing on screen: a route of apps/web/src/app/router.tsx, in a given state. */
interface Scene {
  /** The router's path pattern ("*" for unknown paths). */
  route: string;
  /** What is on screen besides the page as it opens. */
  state?: string;
  /** Brings the scene on screen from any page of the same session, once it has settled. */
  show: (page: Page, shop: Shop) => Promise<void>;
  /** The spec that already scans this scene in the light theme. */
  lightIn?: string;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

/** Opens `path` and waits for its heading and for every loader to finish. */
function visit(path: string | ((shop: Shop) => string), heading: string | RegExp) {
  return async (page: Page, shop: Shop) => {
    await page.goto(typeof path === "string" ? path : path(shop));
    await expect(h1(page, heading)).toBeVisible();
    await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  };
}

const SHIPPING = "How would you like to receive or pick up your purchase?";
const PAYMENTS = "How would you like to pay?";
const CONFIRM = "Check and confirm your purchase";

/** The cart checkout, moved on to its payments step. */
async function cartPayments(page: Page, shop: Shop) {
  await visit("/buy-cart", SHIPPING)(page, shop);
  await page.getByRole("button", { name: "Arrives tomorrow" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(h1(page, PAYMENTS)).toBeVisible();
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggestions" });

/** Signed out. */
const PUBLIC_SCENES: Scene[] = [
  { route: "/", show: visit("/", "You already have an account?"), lightIn: "accounts.spec.ts" },
  {
    route: "/",
    state: "the Auth error notice after a signed-out visit to /account",
    show: async (page, shop) => {
      await visit("/account", "You already have an account?")(page, shop);
      await expect(notice(page)).toContainText("You must login or sign up before");
    },
  },
  { route: "/login", show: visit("/login", "Login"), lightIn: "accounts.spec.ts" },
  {
    route: "/login",
    state: "the password shown and an error notice",
    show: async (page, shop) => {
      await visit("/login", "Login")(page, shop);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("secret1");
      await page.getByRole("button", { name: "Show password" }).click();
      await page.getByRole("button", { name: "Sign in with GitHub" }).click();
      await expect(notice(page)).toContainText("GitHub sign-in is not configured");
    },
  },
  { route: "/signup", show: visit("/signup", "Sign Up"), lightIn: "accounts.spec.ts" },
  {
    route: "/signup",
    state: "every hint saying what is wrong",
    show: async (page, shop) => {
      await visit("/signup", "Sign Up")(page, shop);
      await page.getByLabel("E-mail").fill("ana@");
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("casa");
      await page.getByRole("textbox", { name: "Confirm password" }).fill("casa2");
      await expect(page.getByText("Passwords not match")).toBeVisible();
    },
  },
  {
    route: "/signup",
    state: "the hints saying all is well",
    show: async (page, shop) => {
      await visit("/signup", "Sign Up")(page, shop);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("Casa2024x");
      await page.getByRole("textbox", { name: "Confirm password" }).fill("Casa2024x");
      await expect(page.getByText("Passwords match!")).toBeVisible();
    },
  },
  {
    route: "/confirm-email-change",
    show: visit("/confirm-email-change?token=a11y", "Confirm new e-mail"),
    lightIn: "my-account.spec.ts",
  },
  {
    route: "/confirm-email-change",
    state: "a link that no longer works",
    show: async (page, shop) => {
      await visit(`/confirm-email-change?token=${"a".repeat(43)}`, "Confirm new e-mail")(page, shop);
      await expect(page.getByRole("alert")).toContainText("no longer works");
    },
  },
  { route: "/legal/terms", show: visit("/legal/terms", "Terms and conditions") },
  { route: "/legal/returns", show: visit("/legal/returns", "Returns policy") },
  { route: "/legal/privacy", show: visit("/legal/privacy", "Privacy notice") },
  {
    route: "/forgot-password",
    show: visit("/forgot-password", "Forgot password"),
    lightIn: "password-reset.spec.ts",
  },
  {
    route: "/reset-password",
    state: "the hints saying all is well",
    show: async (page, shop) => {
      // The form as a working link shows it: this made-up token is said to work.
      await page.route("**/api/auth/reset-password/check", (route) =>
        route.fulfill({ json: { usable: true } }),
      );
      await visit("/reset-password?token=a11y", "Set a new password")(page, shop);
      await page.getByRole("textbox", { name: "New password" }).fill("Casa2024x");
      await page.getByRole("textbox", { name: "Confirm password" }).fill("Casa2024x");
      await expect(page.getByText("Passwords match!")).toBeVisible();
    },
    lightIn: "password-reset.spec.ts",
  },
];

/**
 * A shopper with an address, two cards (one declines), a product in the cart and the wishlist, a view
 * and an order: the catalogue and the checkouts.
 */
const SHOP_SCENES: Scene[] = [
  { route: "/feed", show: visit("/feed", "Feed"), lightIn: "catalogue.spec.ts" },
  {
    route: "/search-products",
    state: "results",
    show: visit("/search-products?q=sofa", "2 products found"),
    lightIn: "catalogue.spec.ts",
  },
  {
    route: "/search-products",
    state: "the price filter open",
    show: async (page, shop) => {
      await visit("/search-products?q=sofa", "2 products found")(page, shop);
      await page.getByRole("button", { name: "Price", exact: true }).click();
      await expect(page.getByRole("menu", { name: "Price" })).toBeVisible();
    },
  },
  {
    route: "/search-products",
    state: "the second page of everything, sorted, scrolled down to the scroll-to-top button",
    show: async (page, shop) => {
      await visit("/search-products?sort=price_desc&page=2", /products found$/)(page, shop);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible();
    },
  },
  {
    route: "/search-products",
    state: "no results",
    show: async (page, shop) => {
      await visit("/search-products?q=zzqqxx", "0 product found")(page, shop);
      await expect(page.getByText("No products match your search.")).toBeVisible();
    },
  },
  {
    route: "/product-details/:id",
    show: visit((shop) => `/product-details/${shop.product.id}`, DINNER_SET),
    lightIn: "catalogue.spec.ts",
  },
  {
    route: "/product-details/:id",
    state: "sold out",
    show: visit((shop) => `/product-details/${shop.soldOut.id}`, SOLD_OUT),
  },
  {
    route: "/product-details/:id",
    state: "an unknown product",
    show: visit(`/product-details/${UNKNOWN_ID}`, "Product not found"),
  },
  {
    route: "/:id/buy-product",
    show: visit((shop) => `/${shop.product.id}/buy-product`, SHIPPING),
    lightIn: "checkout.spec.ts",
  },
  {
    route: "/:id/buy-product",
    state: "an unknown product",
    show: visit(`/${UNKNOWN_ID}/buy-product`, "Product not found"),
  },
  { route: "/buy-cart", state: "shipping", show: visit("/buy-cart", SHIPPING) },
  {
    route: "/:id/buy-product",
    state: "a refused promotion code beside its field",
    show: async (page, shop) => {
      await visit(`/${shop.product.id}/buy-product`, SHIPPING)(page, shop);
      await page.getByLabel("Promotion code").fill("NO-SUCH-CODE");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("alert")).toContainText("There is no promotion code NO-SUCH-CODE");
    },
  },
  { route: "/buy-cart", state: "payments", show: cartPayments },
  {
    route: "/buy-cart",
    state: "payments with the add-card form",
    show: async (page, shop) => {
      await cartPayments(page, shop);
      await page.getByRole("button", { name: "Use other payment method" }).click();
      await page.getByLabel("Card number").fill("4000");
      await expect(page.getByText("Put a valid number")).toBeVisible();
    },
  },
  {
    route: "/buy-cart",
    state: "confirmDetails",
    show: async (page, shop) => {
      await cartPayments(page, shop);
      await page.getByRole("button", { name: "Select card ending in 4242" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(h1(page, CONFIRM)).toBeVisible();
    },
  },
  {
    route: "/buy-cart",
    state: "a declined card's message",
    show: async (page, shop) => {
      await cartPayments(page, shop);
      await page.getByRole("button", { name: "Select card ending in 0002" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText("Your card was declined");
    },
  },
  {
    route: "/add-product",
    state: "a regular shopper",
    show: visit("/add-product", "You don't have access to this page"),
    lightIn: "admin.spec.ts",
  },
  { route: "*", show: visit("/no-such-page", "Page not found") },
];

/** The same shopper's account pages, the header's popups and the app's error screens. */
const ACCOUNT_SCENES: Scene[] = [
  { route: "/account", show: visit("/account", "My Profile"), lightIn: "account.spec.ts" },
  // The header's popups are the same on every page; a short page keeps their scans quick.
  {
    route: "/account",
    state: "the header's account menu open",
    show: async (page, shop) => {
      await visit("/account", "My Profile")(page, shop);
      await page.getByRole("button", { name: "Account menu" }).click();
      await expect(page.getByRole("menuitem", { name: "My account" })).toBeFocused();
    },
  },
  {
    route: "/account",
    state: "the header's cart dropdown open",
    show: async (page, shop) => {
      await visit("/account", "My Profile")(page, shop);
      await page.getByRole("button", { name: /^Shopping cart, 1 item$/ }).click();
      await expect(page.getByRole("region", { name: "Shopping cart", exact: true })).toContainText(
        DINNER_SET,
      );
    },
    lightIn: "cart-wishlist.spec.ts",
  },
  {
    route: "/account",
    state: "search suggestions, one active",
    show: async (page, shop) => {
      await visit("/account", "My Profile")(page, shop);
      await searchBox(page).fill("lamp");
      await expect(suggestions(page).getByRole("option").first()).toBeVisible();
      await searchBox(page).press("ArrowDown");
      await expect(suggestions(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    },
  },
  {
    route: "/account",
    state: "search suggestions saying Not found",
    show: async (page, shop) => {
      await visit("/account", "My Profile")(page, shop);
      await searchBox(page).fill("zzqqxx");
      await expect(suggestions(page).getByRole("option", { name: "Not found" })).toBeVisible();
    },
  },
  {
    route: "/account",
    state: "a phone-sized screen with its menu open",
    show: async (page, shop) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit("/account", "My Profile")(page, shop);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("menuitem", { name: "Shopping cart" })).toBeVisible();
    },
  },
  { route: "/account/my-data", show: visit("/account/my-data", "My Data"), lightIn: "account.spec.ts" },
  {
    route: "/account/my-data",
    state: "the phone form with its message",
    show: async (page, shop) => {
      await visit("/account/my-data", "My Data")(page, shop);
      await page.getByRole("button", { name: "Add phone" }).click();
      await page.getByLabel("Phone number").fill("12");
      await page.getByLabel("Phone number").press("Enter");
      await expect(page.getByText(/^Enter a phone number of/)).toBeVisible();
    },
  },
  {
    route: "/account/my-data",
    state: "the password form with its hints",
    show: async (page, shop) => {
      await visit("/account/my-data", "My Data")(page, shop);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("casa");
      await page.getByRole("textbox", { name: "Confirm new password" }).fill("casa2");
      await expect(page.getByText("Passwords not match")).toBeVisible();
    },
  },
  {
    route: "/account/my-data",
    state: "the Delete account dialog refusing a wrong password",
    show: async (page, shop) => {
      await visit("/account/my-data", "My Data")(page, shop);
      await page.getByRole("button", { name: "Delete account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByRole("textbox", { name: "Current password" }).fill("Wrong2024x");
      await dialog.getByRole("button", { name: "Delete account" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Your current password is not right");
    },
  },
  {
    route: "/account/my-addresses",
    show: visit("/account/my-addresses", "My Addresses"),
    lightIn: "account.spec.ts",
  },
  {
    route: "/account/my-addresses/:id/edit",
    show: async (page, shop) => {
      await visit("/account/my-addresses", "My Addresses")(page, shop);
      await page.getByRole("link", { name: "Edit", exact: true }).first().click();
      await expect(h1(page, "Edit address")).toBeVisible();
    },
    lightIn: "account.spec.ts",
  },
  {
    route: "/account/my-addresses/add-address",
    show: visit("/account/my-addresses/add-address", "Add address"),
    lightIn: "account.spec.ts",
  },
  {
    route: "/account/my-addresses/add-address",
    state: "a validation message",
    show: async (page, shop) => {
      await visit("/account/my-addresses/add-address", "Add address")(page, shop);
      await page.getByLabel("Full name").press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: "Please" })).toBeVisible();
    },
    lightIn: "account.spec.ts",
  },
  { route: "/account/my-cards", show: visit("/account/my-cards", "My Cards"), lightIn: "account.spec.ts" },
  {
    route: "/account/fiscal-data",
    state: "saved",
    show: async (page, shop) => {
      await visit("/account/fiscal-data", "Fiscal data")(page, shop);
      await expect(page.getByRole("textbox", { name: "RFC" })).toHaveValue(FISCAL_DATA.rfc);
    },
  },
  {
    route: "/account/orders/:id",
    state: "its invoice panel with the stamped CFDI",
    show: async (page, shop) => {
      await visit(`/account/orders/${shop.invoiced.id}`, /^Order [0-9a-f]{8}$/)(page, shop);
      const invoice = page.getByRole("region", { name: "Invoice (CFDI)" });
      await expect(invoice.getByRole("link", { name: "Download PDF" })).toBeVisible();
    },
  },
  { route: "/account/add-card", show: visit("/account/add-card", "Add card"), lightIn: "account.spec.ts" },
  {
    route: "/account/add-card",
    state: "every field saying what is wrong",
    show: async (page, shop) => {
      await visit("/account/add-card", "Add card")(page, shop);
      await page.getByLabel("Card number").fill("4242");
      await page.getByLabel("Name on card").fill("Ana");
      await page.getByLabel("Name on card").fill("");
      await page.getByLabel("Month").fill("13");
      await page.getByLabel("Year").fill("01");
      await page.getByLabel("CCV").fill("12");
      await expect(page.getByText("Select a month between 01-12")).toBeVisible();
      await expect(page.getByText("This card has expired")).toBeVisible();
    },
  },
  {
    route: "/account/my-wishlist",
    show: visit("/account/my-wishlist", "My wishlist"),
    lightIn: "cart-wishlist.spec.ts",
  },
  {
    route: "/account/shopping-cart",
    show: visit("/account/shopping-cart", "Shopping Cart"),
    lightIn: "cart-wishlist.spec.ts",
  },
  { route: "/account/orders", show: visit("/account/orders", "Orders"), lightIn: "checkout.spec.ts" },
  { route: "/account/history", show: visit("/account/history", "History"), lightIn: "catalogue.spec.ts" },
  {
    route: "/account/history",
    state: "its code failing to download",
    show: async (page, shop) => {
      await page.route(/\/assets\/history-[\w-]+\.js$/, (route) => route.abort());
      await visit("/account/history", "This page could not be loaded.")(page, shop);
      await page.unrouteAll();
    },
  },
  {
    route: "/account",
    state: "the shop unreachable, with its notice",
    show: async (page) => {
      await page.route("**/api/me", (route) => route.fulfill({ status: 503, json: { message: "Down" } }));
      await servePagesWithoutSession(page);
      await page.goto("/account");
      // After the query's two retries, within the journeys' 15 s wait (playwright.config.ts).
      await expect(h1(page, "Shop unavailable")).toBeVisible();
      await expect(notice(page)).toBeVisible();
      await page.unrouteAll();
    },
  },
];

/** A new shopper with nothing saved yet. */
const EMPTY_SCENES: Scene[] = [
  {
    route: "/account",
    state: "the header's cart dropdown, empty",
    show: async (page, shop) => {
      await visit("/account", "My Profile")(page, shop);
      await page.getByRole("button", { name: /^Shopping cart, 0 items$/ }).click();
      await expect(page.getByText("Your shopping cart is empty.")).toBeVisible();
    },
  },
  {
    route: "/:id/buy-product",
    state: "no shipping address yet",
    show: async (page, shop) => {
      await visit(`/${shop.product.id}/buy-product`, SHIPPING)(page, shop);
      await expect(page.getByText("You have no shipping address yet.")).toBeVisible();
    },
  },
  { route: "/buy-cart", state: "an empty cart", show: visit("/buy-cart", "Nothing to buy") },
  { route: "/account/my-addresses", state: "none", show: visit("/account/my-addresses", "My Addresses") },
  { route: "/account/my-cards", state: "none", show: visit("/account/my-cards", "My Cards") },
  { route: "/account/fiscal-data", state: "none saved", show: visit("/account/fiscal-data", "Fiscal data") },
  {
    route: "/account/fiscal-data",
    state: "a doubtful check digit and the empty fields' alert",
    show: async (page, shop) => {
      await visit("/account/fiscal-data", "Fiscal data")(page, shop);
      await page.getByRole("textbox", { name: "RFC" }).fill("CACX7605101P9");
      await page.getByRole("button", { name: "Save fiscal data" }).click();
      await expect(page.getByText("doesn't match its expected check digit", { exact: false })).toBeVisible();
      await expect(
        page.getByRole("alert").filter({ hasText: "Please fill in all the fields" }),
      ).toBeVisible();
    },
  },
  { route: "/account/my-wishlist", state: "empty", show: visit("/account/my-wishlist", "My wishlist") },
  { route: "/account/shopping-cart", state: "empty", show: visit("/account/shopping-cart", "Shopping Cart") },
  { route: "/account/orders", state: "none", show: visit("/account/orders", "Orders") },
  { route: "/account/history", state: "empty", show: visit("/account/history", "History") },
];

/**
 * An admin, who has bought and invoiced one order; nothing here adds or deletes a product, so the
 * shop project's counts hold.
 */
const ADMIN_SCENES: Scene[] = [
  {
    route: "/search-products",
    state: "an admin's Delete buttons and account menu",
    show: async (page, shop) => {
      await visit("/search-products?q=sofa", "2 products found")(page, shop);
      await page.getByRole("button", { name: "Account menu" }).click();
      await expect(page.getByRole("menuitem", { name: "Add product" })).toBeVisible();
    },
  },
  {
    route: "/search-products",
    state: "the Delete confirmation dialog open",
    show: async (page, shop) => {
      await visit("/search-products?q=sofa", "2 products found")(page, shop);
      await page.getByRole("button", { name: "Delete Alba Three-Seat Linen Sofa" }).click();
      await expect(page.getByRole("dialog", { name: "Delete Alba Three-Seat Linen Sofa?" })).toBeVisible();
    },
  },
  {
    route: "/admin/orders/:id",
    state: "an invoiced order's Invoice (CFDI) panel",
    show: async (page, shop) => {
      await visit(`/admin/orders/${shop.invoiced.id}`, /^Order [0-9a-f]{8}$/)(page, shop);
      const invoice = page.getByRole("region", { name: "Invoice (CFDI)" });
      await expect(invoice.getByRole("link", { name: "Download PDF" })).toBeVisible();
      await expect(invoice).toContainText("its invoice can be cancelled only as issued with errors (02)");
    },
  },
  {
    route: "/admin/promotions",
    state: "the codes and a refused form",
    show: async (page, shop) => {
      await visit("/admin/promotions", "Promotions")(page, shop);
      await page.getByRole("button", { name: "Save code" }).click();
      await expect(page.getByRole("alert")).toContainText("A code is 3 to 30 capital letters");
    },
  },
  {
    route: "/admin/reviews",
    state: "the table filtered to hidden reviews",
    show: visit("/admin/reviews?status=hidden", "Reviews"),
  },
  {
    route: "/admin/products/:id",
    state: "a product's variants in its form and table",
    show: async (page, shop) => {
      const chair = await productByName(page, VARIANTS_CHAIR);
      await visit(`/admin/products/${chair.id}`, VARIANTS_CHAIR)(page, shop);
      await expect(page.getByRole("table", { name: "Variants" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Variant 1" })).toBeVisible();
    },
  },
  {
    route: "/add-product",
    state: "a new variant's messages",
    show: async (page, shop) => {
      await visit("/add-product", "Add product")(page, shop);
      await page.getByLabel("Options", { exact: true }).fill("Fabric, Size");
      await page.getByRole("button", { name: "Add a variant" }).click();
      await page.getByRole("button", { name: "Add product" }).click();
      const variant = page.getByRole("group", { name: "Variant 1" });
      await expect(variant.getByLabel("SKU")).toHaveAttribute("aria-invalid", "true");
    },
  },
  { route: "/add-product", show: visit("/add-product", "Add product"), lightIn: "admin.spec.ts" },
  {
    route: "/add-product",
    state: "every field's message",
    show: async (page, shop) => {
      await visit("/add-product", "Add product")(page, shop);
      await page.getByRole("button", { name: "Add product" }).click();
      await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    },
    lightIn: "admin.spec.ts",
  },
];

/** The current address and an approving card, through the API. */
async function addAddressAndCard(page: Page) {
  const addressId = await addAddress(page, { instructions: "Leave it with the doorman" });
  return { addressId, cardId: await addCard(page) };
}

async function shopFor(page: Page): Promise<Shop> {
  return {
    product: await productByName(page, DINNER_SET),
    soldOut: await productByName(page, SOLD_OUT),
    invoiced: { id: UNKNOWN_ID },
  };
}

/** Buys `order` through the API, saves the account's fiscal data and has the order invoiced; its id. */
async function invoicedOrder(page: Page, order: Parameters<typeof placeOrder>[1]): Promise<string> {
  const id = await placeOrder(page, order);
  const headers = originOf(page);
  const saved = await page.request.put("/api/account/fiscal-data", { data: FISCAL_DATA, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  const invoice = await page.request.post(`/api/orders/${id}/invoice`, { headers });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return id;
}

/**
 * Gives the signed-in shopper something on every list: order (invoiced, to their fiscal data), cart,
 * wishlist, history, a declining card.
 */
async function fillAccount(page: Page, shop: Shop) {
  const { addressId, cardId } = await addAddressAndCard(page);
  await addCard(page, "4000 0000 0000 0002");
  const { id } = shop.product;
  shop.invoiced.id = await invoicedOrder(page, { productId: id, addressId, cardId });
  const headers = originOf(page);
  expect((await page.request.put(`/api/cart/items/${id}`, { data: { quantity: 1 }, headers })).status()).toBe(
    200,
  );
  expect((await page.request.put(`/api/wishlist/${id}`, { headers })).status()).toBe(200);
  expect((await page.request.post(`/api/history/${id}`, { headers })).status()).toBe(204);
}

/** The theme follows the device's (emulated) preference until the shopper picks one. */
async function deviceTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Shows each scene once and scans it in both themes: in full in light (unless another spec already
 * does), then the colours in dark, switched in place.
 */
async function scanScenes(page: Page, shop: Shop, scenes: Scene[]) {
  const viewport = page.viewportSize();
  for (const scene of scenes) {
    await test.step(`${scene.route}${scene.state ? `, ${scene.state}` : ""}`, async () => {
      // A scene may change the screen size for itself only.
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: "light" });
      await scene.show(page, shop);
      if (!scene.lightIn) {
        await deviceTheme(page, "light");
        await expectNoAxeViolations(page);
      }
      await deviceTheme(page, "dark");
      await expectNoAxeViolations(page, { rules: COLOUR_RULES });
    });
  }
}

/** The router's own path segments, so a new route without a scene fails the test below. */
function routerSegments(): string[] {
  const source = readFileSync(new URL("../../apps/web/src/app/router.tsx", import.meta.url), "utf8");
  return [...source.matchAll(/\bpath: "([^"]+)"/g)].map((match) => match[1] ?? "");
}

/**
 * Pages whose own journey scans them in both themes, in the states only that journey reaches (an
 * order shipped, cancelled or returned; the back office's actions), so they have no scene here.
 */
const SCANNED_BY_THEIR_JOURNEY: Record<string, string> = {
  "/account/orders/:id": "order-page.spec.ts",
  "/admin": "back-office.spec.ts",
  "/admin/orders": "back-office.spec.ts",
  "/admin/orders/:id": "back-office.spec.ts",
  "/admin/products": "back-office.spec.ts",
  "/admin/products/:id": "back-office.spec.ts",
};

test("the scene tables cover every route of the router", () => {
  const scenes = [...PUBLIC_SCENES, ...SHOP_SCENES, ...ACCOUNT_SCENES, ...EMPTY_SCENES, ...ADMIN_SCENES];
  const routes = new Set([...scenes.map((scene) => scene.route), ...Object.keys(SCANNED_BY_THEIR_JOURNEY)]);
  for (const spec of new Set(Object.values(SCANNED_BY_THEIR_JOURNEY))) {
    const source = readFileSync(new URL(spec, import.meta.url), "utf8");
    // helpers.ts's scanBothThemes: axe in the light theme, then the dark one.
    expect(source, spec).toContain("scanBothThemes(");
  }
  const segments = routerSegments();
  expect(segments.length).toBeGreaterThan(15);
  const uncovered = segments.filter(
    (segment) => ![...routes].some((route) => route === segment || route.endsWith(`/${segment}`)),
  );
  expect(uncovered).toEqual([]);
});

test("the axe scan reports what it finds, and only the rules asked for", async ({ page }) => {
  await page.goto("/");
  await expect(h1(page, "You already have an account?")).toBeVisible();
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement("p"), { textContent: "Barely there" });
    Object.assign(faint.style, { color: "#eeeeee", background: "#ffffff" });
    const picture = Object.assign(document.createElement("img"), { src: "/favicon.svg" });
    document.querySelector("main")?.append(picture, faint);
  });
  const ruleIds = (lines: string[]) => lines.map((line) => line.split(":")[0]);
  expect(ruleIds(await axeViolations(page)).sort()).toEqual(["color-contrast", "image-alt"]);
  expect(ruleIds(await axeViolations(page, COLOUR_RULES))).toEqual(["color-contrast"]);
});

test.describe("both themes", () => {
  // Every scene is a full axe run and a colour run on two shared cores.
  test.describe.configure({ timeout: 240_000 });

  test("the signed-out pages have no accessibility violations", async ({ page }) => {
    await scanScenes(page, NO_SHOP, PUBLIC_SCENES);
  });

  for (const [what, scenes] of [
    ["catalogue and checkout pages", SHOP_SCENES],
    ["account pages, header popups and error screens", ACCOUNT_SCENES],
  ] as const) {
    test(`a shopper's ${what} have no accessibility violations`, async ({ page }) => {
      await signUp(page);
      const shop = await shopFor(page);
      await fillAccount(page, shop);
      await scanScenes(page, shop, scenes);
    });
  }

  test("a new shopper's empty pages have no accessibility violations", async ({ page }) => {
    await signUp(page);
    await scanScenes(page, await shopFor(page), EMPTY_SCENES);
  });

  test("an admin's pages and the Delete dialog have no accessibility violations", async ({ page }) => {
    await signUp(page, { ...newShopper(), email: ADMIN_EMAIL });
    await verifyEmail(page, ADMIN_EMAIL);
    const shop = await shopFor(page);
    // The admin's own purchase, invoiced, for the back office's order page.
    shop.invoiced.id = await invoicedOrder(page, {
      productId: shop.product.id,
      ...(await addAddressAndCard(page)),
    });
    await scanScenes(page, shop, ADMIN_SCENES);
  });
});

/** What the focused element is and whether its focus can be seen. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const onTop = document.elementFromPoint(x, y);
    return {
      element: `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)}"`,
      // The app's one focus ring (styles.css): an outline on :focus-visible.
      ring:
        element.matches(":focus-visible") && style.outlineStyle !== "none" && style.outlineWidth !== "0px",
      // On screen, neither clipped nor under the fixed header or anything else.
      seen: y >= 0 && y <= window.innerHeight && onTop !== null && element.contains(onTop),
    };
  });
}

/** The focused element shows its focus ring, on screen and uncovered. */
async function expectFocusSeen(page: Page) {
  // Polled, since a hidden header slides back in (300 ms) when it takes the focus.
  const described = async () => {
    const state = await focusState(page);
    return state ? `${state.element}: ring ${state.ring}, seen ${state.seen}` : "nothing focused";
  };
  await expect.poll(described).toMatch(/: ring true, seen true$/);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking that every element on the
 * way shows its focus; more than `limit` presses means the target cannot be reached (or focus is trapped).
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 30 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectFocusSeen(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of ${back ? "Shift+Tab" : "Tab"} did not reach ${target}`);
}

/** `key` on the focused element, which must be `target`, showing its focus. */
async function press(page: Page, target: Locator, key: string) {
  await expect(target).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press(key);
}

test("a keyboard-only shopper opens the menu, searches, adds to the cart and buys, always seeing the focus", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await addAddressAndCard(page);
  await page.goto("/feed");
  await expect(h1(page, "Feed")).toBeVisible();

  // The skip link comes first, shows while focused, and takes the focus to the page's content.
  const skip = page.getByRole("link", { name: "Skip to content" });
  await page.keyboard.press("Tab");
  await press(page, skip, "Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Price", exact: true })).toBeFocused();
  await expectFocusSeen(page);

  // Back into the header, whose last stop is the account menu.
  const accountMenu = page.getByRole("button", { name: "Account menu" });
  await page.keyboard.press("Shift+Tab");
  await expect(accountMenu).toBeFocused();
  await expectFocusSeen(page);

  // The account menu: Enter opens it on its first entry, arrows move, Escape closes it back on the button.
  await press(page, accountMenu, "Enter");
  const menu = page.getByRole("menu", { name: "Account menu" });
  await expect(menu.getByRole("menuitem", { name: "My account" })).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Wishlist" })).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(accountMenu).toBeFocused();
  await expect(accountMenu).toHaveAttribute("aria-expanded", "false");

  // The search combobox, two stops back: type, ArrowDown to the suggestion, Enter opens its product.
  const box = searchBox(page);
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Shopping cart, 0 items" })).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press("Shift+Tab");
  await expect(box).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.type("Tetera");
  const option = suggestions(page).getByRole("option", { name: KETTLE });
  await expect(option).toBeVisible();
  await press(page, box, "ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await press(page, box, "Enter");
  await expect(h1(page, KETTLE)).toBeVisible();
  // The new page takes the focus from the header: Tab goes on from the top of its content.
  await expect(page.getByRole("main")).toBeFocused();

  // Add it to the cart with Space; the toggle keeps the focus and says what it now does.
  const addToCart = page.getByRole("button", { name: "Add to shopping cart" });
  await tabTo(page, addToCart);
  await press(page, addToCart, "Space");
  const removeFromCart = page.getByRole("button", { name: "Remove from shopping cart" });
  await expect(removeFromCart).toHaveAttribute("aria-pressed", "true");
  await expect(removeFromCart).toBeFocused();

  // Back up to the header's cart, open it and follow "View shopping cart".
  const cartButton = page.getByRole("button", { name: "Shopping cart, 1 item" });
  await tabTo(page, cartButton, { back: true });
  await press(page, cartButton, "Enter");
  const viewCart = page.getByRole("link", { name: "View shopping cart" });
  await tabTo(page, viewCart);
  await press(page, viewCart, "Enter");
  await expect(h1(page, "Shopping Cart")).toBeVisible();
  await expect(page.getByRole("main")).toBeFocused();

  // The cart checkout, step by step; each new step puts the focus on its heading.
  const buyCart = page.getByRole("link", { name: "Buy cart" });
  await tabTo(page, buyCart);
  await press(page, buyCart, "Enter");
  await expect(h1(page, SHIPPING)).toBeVisible();
  const tomorrow = page.getByRole("button", { name: "Arrives tomorrow" });
  await tabTo(page, tomorrow);
  await press(page, tomorrow, "Space");
  await expect(tomorrow).toHaveAttribute("aria-pressed", "true");
  const next = page.getByRole("button", { name: "Continue" });
  await tabTo(page, next);
  await press(page, next, "Enter");
  await expect(h1(page, PAYMENTS)).toBeFocused();

  const card = page.getByRole("button", { name: "Select card ending in 4242" });
  await tabTo(page, card);
  await press(page, card, "Space");
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await tabTo(page, next);
  await press(page, next, "Enter");
  await expect(h1(page, CONFIRM)).toBeFocused();

  const confirm = page.getByRole("button", { name: "Confirm" });
  await tabTo(page, confirm);
  await press(page, confirm, "Enter");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(notice(page)).toContainText("Your order was placed successfully");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(KETTLE);
});
