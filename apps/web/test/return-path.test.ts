import { afterEach, describe, expect, it } from "vitest";
import { forgetReturnPath, pathAfterSignIn, rememberReturnPath } from "../src/lib/return-path.ts";

describe("the page a sign-in leads back to (docs/product.md 1)", () => {
  afterEach(() => sessionStorage.clear());

  it("is the feed when nothing was asked for", () => {
    expect(pathAfterSignIn()).toBe("/feed");
  });

  it("is the page asked for, with its query and fragment, until it is forgotten", () => {
    rememberReturnPath("/account/orders/7f3c?from=mail#lines");
    expect(pathAfterSignIn()).toBe("/account/orders/7f3c?from=mail#lines");
    expect(pathAfterSignIn()).toBe("/account/orders/7f3c?from=mail#lines");
    forgetReturnPath();
    expect(pathAfterSignIn()).toBe("/feed");
  });

  it.each([
    ["another site", "//evil.example/feed"],
    ["a backslash, which browsers read as a slash", "/\\evil.example"],
    ["not a path", "https://evil.example/"],
    ["the login page", "/login?verify=abc"],
    ["the sign-up page", "/signup"],
  ])("never leads to %s", (_, path) => {
    rememberReturnPath(path);
    expect(pathAfterSignIn()).toBe("/feed");
    // Nor to a value put in storage by other means.
    sessionStorage.setItem("hogar.return-path", path);
    expect(pathAfterSignIn()).toBe("/feed");
  });

  it("keeps paths that only start like the sign-in pages", () => {
    rememberReturnPath("/login-help");
    expect(pathAfterSignIn()).toBe("/login-help");
  });
});
