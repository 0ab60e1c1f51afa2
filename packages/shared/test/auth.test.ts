import { describe, expect, it } from "vitest";
import {
  changeEmailSchema,
  changeNameSchema,
  forgotPasswordSchema,
  isValidEmail,
  isValidPassword,
  NAME_MAX,
  nameProblem,
  signInMethodName,
  signUpSchema,
} from "../src/index.ts";

describe("sign-up password rule", () => {
  it.each(["Casa2024", "abcDEF12", "Z9yxwvutsrqpomnl"])("accepts %s", (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ["too short", "Casa202"],
    ["too long", "Casa2024Casa2024x"],
    ["no digit", "CasaGrande"],
    ["no upper case", "casa2024"],
    ["no lower case", "CASA2024"],
    ["whitespace", "Casa 2024"],
    ["empty", ""],
  ])("refuses a password with %s", (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe("e-mail rule", () => {
  it.each(["ana@example.com", "ana.lopez@correo.example.mx", "a_b@x.io"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "ana",
    "ana@",
    "@example.com",
    "ana@example",
    "ana @example.com",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("is refused with the words the forms use, spelt e-mail as docs/product.md does", () => {
    for (const schema of [forgotPasswordSchema, changeEmailSchema]) {
      const parsed = schema.safeParse({ email: "ana@example" });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Enter a valid e-mail address"]);
    }
  });
});

describe("sign-up schema", () => {
  it("trims the name and lower-cases the e-mail", () => {
    const parsed = signUpSchema.parse({ name: "  Ana ", email: " Ana@Example.COM ", password: "Casa2024" });
    expect(parsed).toEqual({ name: "Ana", email: "ana@example.com", password: "Casa2024" });
  });

  it("refuses unknown fields such as a role", () => {
    const result = signUpSchema.safeParse({
      name: "Ana",
      email: "ana@example.com",
      password: "Casa2024",
      role: "ADMIN",
    });
    expect(result.success).toBe(false);
  });
});

describe("name rule", () => {
  it.each([
    ["empty", "", "Name is required"],
    ["only spaces", "   ", "Name is required"],
    ["only zero-width spaces", "\u200b\u200b", "Name is required"],
    [
      "half a surrogate pair",
      "Ana \ud800 Uno",
      "Name can't contain line breaks or other invisible characters",
    ],
    ["too long", "x".repeat(NAME_MAX + 1), `Name must be at most ${NAME_MAX} characters`],
    ["a NUL character", "An\u0000a", "Name can't contain line breaks or other invisible characters"],
    [
      "two lines",
      "Bob\r\nBcc: evil@example.com",
      "Name can't contain line breaks or other invisible characters",
    ],
    ["a line separator", "Shopper\u2028A", "Name can't contain line breaks or other invisible characters"],
    [
      "a right-to-left override",
      "Ana \u202Egnp.exe",
      "Name can't contain line breaks or other invisible characters",
    ],
  ])("refuses a name that is %s, in the browser and on the server alike", (_reason, name, message) => {
    expect(nameProblem(name)).toBe(message);
    const parsed = changeNameSchema.safeParse({ name });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("accepts a name of NAME_MAX characters once trimmed", () => {
    const name = ` ${"x".repeat(NAME_MAX)} `;
    expect(nameProblem(name)).toBeNull();
    expect(changeNameSchema.parse({ name })).toEqual({ name: name.trim() });
  });
});

describe("sign-in method names", () => {
  it("names e-mail and password and each provider", () => {
    expect(signInMethodName("credential")).toBe("e-mail and password");
    expect(signInMethodName("github")).toBe("GitHub");
    expect(signInMethodName("google")).toBe("Google");
  });
});
