import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./helpers.ts";
import { productByName } from "./shopper-setup.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The scripts a page's HTML names for the browser to fetch at once, the entry's included. */
async function modulePreloads(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
}

/** The scripts the server names after the page's shopper, beyond the entry's (web-app.ts). */
async function namedScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const afterShopper = html.split('id="page-me"')[1] ?? "";
  return [...afterShopper.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
}

/** The scripts a fresh load of `path` asks for, until the page's network is quiet. */
async function requestedScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", record);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("request", record);
  return scripts;
}

// Issue 20: a phone fetched a signed-in page's scripts only once the app's first script had run.
test("a signed-in page names the scripts its route needs, each of which it then uses", async ({ page }) => {
  await signUp(page);
  const product = await productByName(page, "Alba Three-Seat Linen Sofa");
  const pages: [string, RegExp][] = [
    ["/feed", /\/feed-[\w-]+\.js$/],
    [`/product-details/${product.id}`, /\/product-details-[\w-]+\.js$/],
    ["/search-products?q=sofa", /\/search-products-[\w-]+\.js$/],
    ["/account/orders", /\/orders-[\w-]+\.js$/],
  ];
  for (const [path, pageScript] of pages) {
    const named = await namedScripts(page, path);
    expect(
      named.some((script) => pageScript.test(script)),
      `${path} names its own script`,
    ).toBe(true);
    const requested = await requestedScripts(page, path);
    // A script named but not used would cost a phone's bandwidth for nothing.
    for (const script of named) expect(requested, `${path} uses ${script}`).toContain(script);
  }
});

test("a signed-out visitor's page names only the entry's scripts: the login page comes next", async ({
  page,
}) => {
  expect(await namedScripts(page, "/feed")).toEqual([]);
  expect(await modulePreloads(page, "/feed")).toEqual(await modulePreloads(page, "/login"));
});
