import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  ADDRESS_MESSAGES,
  addressInputSchema,
  addressProblem,
  CATEGORIES,
  canSubmitAddress,
  cardBrand,
  cardInputSchema,
  cartQuantitySchema,
  deliveryDate,
  formatCardNumber,
  formatMoney,
  formatNumber,
  idempotencyKeySchema,
  isValidCardNumber,
  isValidEmail,
  isValidPassword,
  PRODUCT_SORTS,
  passesLuhn,
  pesosToCents,
  phoneInputSchema,
  placeOrderSchema,
  productListQuerySchema,
  productProblems,
  signInSchema,
  signUpSchema,
  socialSignInSchema,
  suggestionsQuerySchema,
} from "../src/index.ts";
import { MEXICAN_STATES } from "../src/mx-states.ts";

const chars = (alphabet: string, minLength: number, maxLength = minLength) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
const digits = (min: number, max = min) => chars("0123456789", min, max);
/** Words as people type them: letters, accents and spaces, never blank. */
const words = (max: number) =>
  chars("abcdefghijklmnopqrstuvwxyzñáéíóúüABCDEFGHIJKLMNOPQRSTUVWXYZÑÁÉ ", 1, max).filter(
    (s) => s.trim() !== "",
  );
/** Whatever a request could carry, including the odd strings that have broken validators. */
const anything = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ unit: "binary" }),
  fc.constantFrom("\u0000", "\uD800", "__proto__", "", " "),
);

/** Refused input comes back as issues with a message each; the schema itself never throws. */
function expectParsesOrExplains(schema: ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) {
    expect(result.error.issues.length).toBeGreaterThan(0);
    for (const issue of result.error.issues) expect(issue.message).toMatch(/\w{3}/);
  }
  return result;
}

const SCHEMAS: [string, ZodType][] = [
  ["address", addressInputSchema],
  ["card", cardInputSchema()],
  ["phone", phoneInputSchema],
  ["cart quantity", cartQuantitySchema],
  ["order", placeOrderSchema],
  ["idempotency key", idempotencyKeySchema],
  ["product list query", productListQuerySchema],
  ["suggestions query", suggestionsQuerySchema],
  ["sign-up", signUpSchema],
  ["sign-in", signInSchema],
  ["social sign-in", socialSignInSchema],
];

describe("every schema on random input", () => {
  it.each(SCHEMAS)("%s never throws and explains every refusal", (_name, schema) => {
    fc.assert(fc.property(anything, (value) => void expectParsesOrExplains(schema, value)));
  });
});

const ADDRESS = {
  fullName: "Ana",
  street: "Reforma",
  exteriorNumber: "1",
  colonia: "Juárez",
  municipality: "Cuauhtémoc",
  state: "CMX",
  postalCode: "06600",
  phone: "5512345678",
};
/** Each schema's text that reaches the database, with a valid body around it. */
const STORED_TEXT: [string, ZodType, Record<string, unknown>, string[]][] = [
  ["address", addressInputSchema, ADDRESS, [...Object.keys(ADDRESS), "interiorNumber", "instructions"]],
  ["phone", phoneInputSchema, { phone: "5512345678" }, ["phone"]],
  [
    "sign-up",
    signUpSchema,
    { name: "Ana", email: "ana@example.com", password: "Casa2024x" },
    ["name", "email"],
  ],
  ["sign-in", signInSchema, { email: "ana@example.com", password: "Casa2024x" }, ["email"]],
  ["product list query", productListQuerySchema, { q: "sofa" }, ["q"]],
  ["suggestions query", suggestionsQuerySchema, { q: "sofa" }, ["q"]],
];

describe("text bound for the database", () => {
  it.each(STORED_TEXT)(
    "%s refuses a NUL character, which PostgreSQL cannot store",
    (_name, schema, valid, keys) => {
      expect(schema.safeParse(valid).success).toBe(true);
      const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
      fc.assert(
        fc.property(fc.constantFrom(...keys), withNul, (key, text) => {
          const result = expectParsesOrExplains(schema, { ...valid, [key]: text });
          expect(result.success).toBe(false);
        }),
      );
    },
  );
});

/** A state and a postal code of it: a prefix of its ranges and any three digits. */
const stateAndPostalCode = fc.constantFrom(...MEXICAN_STATES).chain((state) =>
  fc
    .constantFrom(...state.postalPrefixes)
    .chain(([from, to]) => fc.tuple(fc.integer({ min: from, max: to }), digits(3)))
    .map(([prefix, rest]) => ({ state: state.code, postalCode: String(prefix).padStart(2, "0") + rest })),
);
const validAddress = fc
  .tuple(
    fc.record(
      {
        fullName: words(100),
        street: words(200),
        exteriorNumber: words(20),
        interiorNumber: words(20),
        colonia: words(100),
        municipality: words(100),
        phone: digits(8, 15),
        instructions: words(500),
      },
      { requiredKeys: ["fullName", "street", "exteriorNumber", "colonia", "municipality", "phone"] },
    ),
    stateAndPostalCode,
  )
  .map(([fields, place]) => ({ ...fields, ...place }));
const anyAddress = fc.record({
  fullName: fc.string(),
  street: fc.string(),
  exteriorNumber: fc.string(),
  colonia: fc.string(),
  municipality: fc.string(),
  state: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...MEXICAN_STATES.map((s) => s.code))),
  postalCode: fc.string({ maxLength: 7 }),
  phone: fc.string({ maxLength: 16 }),
});

describe("address rules", () => {
  it("accept every complete address, in the form and on the server", () => {
    fc.assert(
      fc.property(validAddress, (address) => {
        expect(addressProblem(address)).toBeNull();
        expect(canSubmitAddress(address)).toBe(true);
        expect(addressInputSchema.safeParse(address).success).toBe(true);
      }),
    );
  });

  it("answer any address with one of its messages (docs/product.md 83), and never block what they accept", () => {
    fc.assert(
      fc.property(anyAddress, (address) => {
        const problem = addressProblem(address);
        const messages = [
          ADDRESS_MESSAGES.fill(),
          ADDRESS_MESSAGES.state(),
          ADDRESS_MESSAGES.postalCode(),
          ADDRESS_MESSAGES.postalCodeState(address.postalCode, address.state),
          ADDRESS_MESSAGES.phone(),
          null,
        ];
        expect(messages).toContain(problem);
        if (problem === null) expect(canSubmitAddress(address)).toBe(true);
      }),
    );
  });
});

/** The Luhn check digit, computed independently of the code under test. */
function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
const cardNumber = fc
  .tuple(fc.constantFrom("4", "5"), digits(14))
  .map(([brand, rest]) => `${brand}${rest}${checkDigit(brand + rest)}`);

describe("card rules", () => {
  const now = new Date("2026-06-15T18:00:00Z");

  it("accept every Visa or Mastercard number with a right check digit, typed with or without spaces", () => {
    fc.assert(
      fc.property(cardNumber, (number) => {
        expect(isValidCardNumber(number)).toBe(true);
        expect(isValidCardNumber(formatCardNumber(number))).toBe(true);
        expect(cardBrand(number)).toBe(number.startsWith("4") ? "Visa" : "Mastercard");
      }),
    );
  });

  it("catch every mistyped digit (what the Luhn check is for)", () => {
    fc.assert(
      fc.property(cardNumber, fc.nat(15), fc.integer({ min: 1, max: 9 }), (number, at, shift) => {
        const wrong = String((Number(number[at]) + shift) % 10);
        expect(passesLuhn(number.slice(0, at) + wrong + number.slice(at + 1))).toBe(false);
      }),
    );
  });

  it("accept a card that expires after today and refuse one that expired before this year", () => {
    const schema = cardInputSchema(() => now);
    const card = (year: number, month: number) => ({
      number: "4242424242424242",
      holderName: "Ana Lopez",
      month: String(month).padStart(2, "0"),
      year: String(year).padStart(2, "0"),
      ccv: "123",
    });
    const month = fc.integer({ min: 1, max: 12 });
    fc.assert(
      fc.property(
        fc.integer({ min: 27, max: 99 }),
        fc.integer({ min: 0, max: 25 }),
        month,
        (future, past, m) => {
          expect(schema.safeParse(card(future, m)).success).toBe(true);
          expect(schema.safeParse(card(past, m)).success).toBe(false);
        },
      ),
    );
  });
});

const password = fc
  .tuple(chars("0123456789", 1), chars("abcxyz", 1), chars("ABCXYZ", 1), chars("aZ9!#$%&*-_.~@", 5, 13))
  .map((parts) => parts.join(""));
const email = fc
  .tuple(chars("abcXYZ019._+-", 1, 20), chars("abcxyz019-", 1, 12), chars("comxMX", 2, 6))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

describe("sign-up rules", () => {
  it("accept every well-formed name, e-mail and password, keeping the e-mail in lower case", () => {
    fc.assert(
      fc.property(words(80), email, password, (name, email, password) => {
        expect(isValidPassword(password)).toBe(true);
        expect(isValidEmail(email)).toBe(true);
        const result = signUpSchema.safeParse({ name, email, password });
        expect(result.success).toBe(true);
        expect(result.data?.email).toBe(email.toLowerCase());
      }),
    );
  });

  it("refuse a password with whitespace in it", () => {
    fc.assert(
      fc.property(password, fc.constantFrom(" ", "\t", "\n"), fc.nat(16), (password, space, at) => {
        expect(isValidPassword(password.slice(0, at) + space + password.slice(at))).toBe(false);
      }),
    );
  });

  it("never send the shopper back to another site after a social sign-in", () => {
    const elsewhere = fc.tuple(
      fc.constantFrom("//", "/\\", "https://", "http:", "\\", "javascript:"),
      fc.string(),
    );
    fc.assert(
      fc.property(elsewhere, ([start, rest]) => {
        const result = socialSignInSchema.safeParse({ provider: "google", callbackURL: start + rest });
        expect(result.success).toBe(false);
      }),
    );
  });
});

describe("order rules", () => {
  const order = fc.oneof(
    fc.record({
      source: fc.constant("product"),
      productId: fc.uuid(),
      quantity: fc.integer({ min: 1, max: 50 }),
      delivery: fc.constantFrom("tomorrow", "day_after_tomorrow"),
      addressId: fc.uuid(),
      cardId: fc.uuid(),
    }),
    fc.record({
      source: fc.constant("cart"),
      delivery: fc.constantFrom("tomorrow", "day_after_tomorrow"),
      addressId: fc.uuid(),
      cardId: fc.uuid(),
    }),
  );

  it("accept ids and a quantity, and refuse any price or total the browser adds", () => {
    fc.assert(
      fc.property(
        order,
        fc.constantFrom("price", "total", "subtotal", "shipping"),
        fc.anything(),
        (o, key, v) => {
          expect(placeOrderSchema.safeParse(o).success).toBe(true);
          expect(placeOrderSchema.safeParse({ ...o, [key]: v }).success).toBe(false);
        },
      ),
    );
  });

  it("take quantities 1 to 50 only", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (quantity) => {
        const whole = Number.isInteger(quantity) && quantity >= 1 && quantity <= 50;
        expect(cartQuantitySchema.safeParse({ quantity }).success).toBe(whole);
      }),
    );
  });

  it("take Idempotency-Keys of 8 to 100 letters, digits, - or _", () => {
    fc.assert(
      fc.property(chars("abcXYZ019-_", 8, 100), (key) => {
        expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
        expect(idempotencyKeySchema.safeParse(`${key}'`).success).toBe(false);
      }),
    );
  });
});

describe("catalogue rules", () => {
  it("accept any well-formed listing query as the browser sends it", () => {
    const query = fc.record(
      {
        q: words(100),
        category: fc.constantFrom(...CATEGORIES).map((c) => c.toUpperCase()),
        minPrice: fc.integer({ min: 0, max: 5_000_000 }).map(String),
        maxPrice: fc.integer({ min: 5_000_000, max: 10_000_000 }).map(String),
        sort: fc.constantFrom(...PRODUCT_SORTS),
        page: fc.integer({ min: 1, max: 10_000 }).map(String),
        pageSize: fc.integer({ min: 1, max: 100 }).map(String),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (q) => {
        expect(productListQuerySchema.safeParse(q).success).toBe(true);
      }),
    );
  });

  it("refuse a minimum price above the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), (max, gap) => {
        const q = { minPrice: String(max + gap), maxPrice: String(max) };
        expect(productListQuerySchema.safeParse(q).success).toBe(false);
      }),
    );
  });

  it("explain any add-product form with messages only, and accept a complete one", () => {
    const anyForm = fc.record({
      name: fc.string(),
      category: fc.string(),
      images: fc.string(),
      stock: fc.string(),
      price: fc.string(),
      description: fc.string(),
    });
    fc.assert(
      fc.property(anyForm, fc.nat(10), (form, files) => {
        for (const message of Object.values(productProblems(form, files))) expect(message).toMatch(/\w{3}/);
      }),
    );
    const validForm = fc.record({
      name: words(120),
      category: fc.constantFrom(...CATEGORIES),
      images: fc
        .array(chars("abcxyz019", 1, 10), { minLength: 1, maxLength: 8 })
        .map((names) => names.map((n) => `https://example.com/${n}.jpg`).join(", ")),
      stock: fc.integer({ min: 1, max: 100_000 }).map(String),
      price: fc.integer({ min: 100, max: 1_000_000_000 }).map((cents) => (cents / 100).toFixed(2)),
      description: words(500),
    });
    fc.assert(
      fc.property(validForm, (form) => {
        expect(productProblems(form)).toEqual({});
      }),
    );
  });
});

describe("money and dates", () => {
  it("turn pesos with centavos back into the same whole centavos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (cents) => {
        expect(pesosToCents(cents / 100)).toBe(cents);
        expect(formatMoney(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2} MXN$/);
      }),
    );
  });

  // The shop writes numbers by hand (no Intl on a page's first render); Intl is the yardstick.
  it("write prices exactly as Intl's en-US two-decimal format does", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      // Up to a hundred billion pesos, where cents / 100 is still exact for the yardstick.
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(formatMoney(cents)).toBe(`$${intl.format(cents / 100)} MXN`);
      }),
    );
  });

  it("write numbers exactly as toLocaleString('en-US') does", () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }),
      // One to three decimals, as the shop's numbers have.
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 10),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      // Anything else, which goes to Intl.
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString("en-US"));
      }),
      { numRuns: 2000 },
    );
  });

  it("give tomorrow and the day after as consecutive dd/mm/yyyy dates, across month and year ends", () => {
    const toUtc = (ddmmyyyy: string) => {
      const [dd, mm, yyyy] = ddmmyyyy.split("/").map(Number);
      return Date.UTC(yyyy ?? 0, (mm ?? 1) - 1, dd);
    };
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (now) => {
          const [tomorrow, after] = [deliveryDate(now, 1), deliveryDate(now, 2)];
          expect(tomorrow).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          expect(toUtc(after) - toUtc(tomorrow)).toBe(day);
        },
      ),
    );
  });
});
