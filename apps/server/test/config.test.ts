import { mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "hogar-config-"));

describe("settings", () => {
  it("work with no settings at all", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dataDir: dir });
    expect(config.processes).toBe(1);
  });

  it("serve from a process per core on PostgreSQL, and from one on the embedded database", () => {
    const postgres = { DATA_DIR: dataDir(), DATABASE_URL: "postgres://localhost/hogar" };
    expect(loadConfig(postgres).processes).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, SHOP_PROCESSES: "3" }).processes).toBe(3);
    // Their connections to PostgreSQL are shared out, so more processes do not open more.
    expect(loadConfig({ ...postgres, SHOP_PROCESSES: "1" }).database).toMatchObject({ connections: 20 });
    expect(loadConfig({ ...postgres, SHOP_PROCESSES: "3" }).database).toMatchObject({ connections: 7 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_PROCESSES: "2" })).toThrow(
      /SHOP_PROCESSES above 1 needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...postgres, SHOP_PROCESSES: "0" })).toThrow(/SHOP_PROCESSES/);
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://localhost/x" }, /DATABASE_URL/],
    [{ BASE_URL: "localhost" }, /BASE_URL/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET/],
    [{ GITHUB_CLIENT_ID: "id-only" }, /GITHUB_CLIENT_SECRET/],
    [{ SMTP_URL: "mail.example.mx" }, /SMTP_URL/],
    [{ SMTP_URL: "http://mail.example.mx" }, /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//],
    [{ MAIL_FROM: "Hogar" }, /MAIL_FROM/],
    [{ SELLER_RFC: "not-an-rfc" }, /SELLER_RFC: must be an RFC/],
    // The SAT's generic RFC names no seller.
    [{ SELLER_RFC: "XAXX010101000" }, /SELLER_RFC: must be an RFC/],
    [{ SELLER_TAX_REGIME: "999" }, /SELLER_TAX_REGIME: must be a c_RegimenFiscal code/],
    // The issuer passes a receiver's rules: a person's régimen for a company's RFC, a régimen not for
    // selling, a company's name with its régimen de capital.
    [{ SELLER_TAX_REGIME: "612" }, /^SELLER_TAX_REGIME: .*612/],
    [
      { SELLER_RFC: "CACX7605101P8", SELLER_TAX_REGIME: "605" },
      /SELLER_TAX_REGIME: 605 is not a régimen for selling/,
    ],
    [
      { SELLER_RFC: "CACX7605101P8", SELLER_TAX_REGIME: "606" },
      /SELLER_TAX_REGIME: 606 is not a régimen for selling/,
    ],
    [{ SELLER_FISCAL_NAME: "MUEBLES REALES S.A. DE C.V." }, /^SELLER_FISCAL_NAME: .*"S\.A\. DE C\.V\."/],
    [{ SELLER_EMAIL: "hola" }, /SELLER_EMAIL: must be an e-mail address/],
    [{ IVA_RATE: "16%" }, /IVA_RATE: must be a rate such as 0.16/],
    [
      { PAYMENTS_WEBHOOK_SECRET: "too-short-a-secret" },
      /PAYMENTS_WEBHOOK_SECRET: must be at least 32 characters/,
    ],
    [{ PAY_LATER_HOURS: "0" }, /PAY_LATER_HOURS/],
    [{ PAY_LATER_HOURS: "73" }, /PAY_LATER_HOURS/],
    [{ PAY_LATER_HOURS: "1.5" }, /PAY_LATER_HOURS/],
    [{ PAY_LATER_HOURS: "three days" }, /PAY_LATER_HOURS/],
    [{ MSI_PLANS: "3-3000" }, /MSI_PLANS: must list months:pesos pairs/],
    [{ MSI_PLANS: "5:5000" }, /MSI_PLANS: .*months 3, 6 or 12/],
    [{ MSI_PLANS: "3:3000,3:4000" }, /MSI_PLANS/],
    [{ MSI_PLANS: "3:3000,,6:6000" }, /MSI_PLANS/],
    [{ MSI_PLANS: "12:" }, /MSI_PLANS/],
  ])("stop start-up naming the wrong setting %j", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it("require AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET is required/,
    );
  });

  const seller = {
    SELLER_LEGAL_NAME: "Muebles Reales, S.A. de C.V.",
    SELLER_RFC: "MRE190301XY6",
    SELLER_ADDRESS: "Av. Juárez 10, Col. Centro, Cuauhtémoc, 06000 Ciudad de México, CDMX",
    SELLER_PHONE: "55 5555 0000",
    SELLER_EMAIL: "ventas@muebles.example.mx",
    SELLER_FISCAL_NAME: "MUEBLES REALES",
    SELLER_TAX_REGIME: "601",
    SELLER_POSTAL_CODE: "06000",
  };

  const webhookSecret = "a-production-webhook-secret-of-32-chars!";

  it("require SMTP_URL in production, where mail kept as files would reach nobody", () => {
    const secret = {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-32-characters!",
      PAYMENTS_WEBHOOK_SECRET: webhookSecret,
      ...seller,
    };
    expect(() => loadConfig({ ...secret, DATA_DIR: dataDir() })).toThrow(/SMTP_URL is required/);
    const config = loadConfig({ ...secret, DATA_DIR: dataDir(), SMTP_URL: "smtps://u:p@mail.example.mx" });
    expect(config.mail.smtpUrl).toBe("smtps://u:p@mail.example.mx");
  });

  it("require the real seller in production, where a sample company must never be published", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-32-characters!",
      PAYMENTS_WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: "smtps://u:p@mail.example.mx",
      DATA_DIR: dataDir(),
    };
    const { SELLER_RFC: _rfc, ...withoutRfc } = seller;
    expect(() => loadConfig({ ...production, ...withoutRfc })).toThrow(/^SELLER_RFC required/);
    expect(loadConfig({ ...production, ...seller }).seller).toEqual({
      legalName: seller.SELLER_LEGAL_NAME,
      rfc: seller.SELLER_RFC,
      address: seller.SELLER_ADDRESS,
      phone: seller.SELLER_PHONE,
      email: seller.SELLER_EMAIL,
      fiscalName: seller.SELLER_FISCAL_NAME,
      taxRegime: seller.SELLER_TAX_REGIME,
      postalCode: seller.SELLER_POSTAL_CODE,
    });
    // The name as the CFDI carries it: in capitals, single spaces.
    expect(
      loadConfig({ ...production, ...seller, SELLER_FISCAL_NAME: " Muebles  reales" }).seller.fiscalName,
    ).toBe("MUEBLES REALES");
    // Development shows the sample company, so a fresh clone's footer is complete.
    expect(loadConfig({ DATA_DIR: dataDir() }).seller.rfc).toBe("HMD200101AB7");
  });

  it("require PAYMENTS_WEBHOOK_SECRET in production, where the provider is given the same one", () => {
    const production = {
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-32-characters!",
      SMTP_URL: "smtps://u:p@mail.example.mx",
      DATA_DIR: dataDir(),
      ...seller,
    };
    expect(() => loadConfig(production)).toThrow(
      /PAYMENTS_WEBHOOK_SECRET is required when NODE_ENV=production/,
    );
    const config = loadConfig({ ...production, PAYMENTS_WEBHOOK_SECRET: ` ${webhookSecret} ` });
    expect(config.payments.webhookSecret).toBe(webhookSecret);
    // The sandbox's pay control and button never exist in production (docs/product.md 87).
    expect(config.payments.sandboxControls).toBe(false);
  });

  it("keep a generated webhook secret in DATA_DIR outside production, and offer the sandbox's controls", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).payments;
    expect(first.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "payments-webhook-secret"), "utf8")).toBe(first.webhookSecret);
    expect(loadConfig({ DATA_DIR: dir }).payments.webhookSecret).toBe(first.webhookSecret);
    expect(first.webhookSecret).not.toBe(loadConfig({ DATA_DIR: dir }).authSecret);
    expect(first.sandboxControls).toBe(true);
  });

  it("read PAY_LATER_HOURS (72 unless set, 1 to 72) and MSI_PLANS (months:pesos, fewest months first)", () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).payments;
    expect(defaults.payLaterHours).toBe(72);
    expect(defaults.msiPlans).toEqual([
      { months: 3, minCents: 300_000 },
      { months: 6, minCents: 600_000 },
      { months: 12, minCents: 1_200_000 },
    ]);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      PAY_LATER_HOURS: "1",
      MSI_PLANS: " 12:15000, 3:2500 ",
    }).payments;
    expect(set.payLaterHours).toBe(1);
    expect(set.msiPlans).toEqual([
      { months: 3, minCents: 250_000 },
      { months: 12, minCents: 1_500_000 },
    ]);
    // An empty MSI_PLANS offers no meses sin intereses at all.
    expect(loadConfig({ DATA_DIR: dataDir(), MSI_PLANS: "" }).payments.msiPlans).toEqual([]);
  });

  it("send from the shop's name at BASE_URL's host unless MAIL_FROM says otherwise", () => {
    const base = { DATA_DIR: dataDir(), BASE_URL: "https://tienda.example.mx" };
    expect(loadConfig(base).mail).toEqual({ from: "Hogar <no-reply@tienda.example.mx>" });
    const from = "Ventas Hogar <ventas@example.mx>";
    expect(loadConfig({ ...base, MAIL_FROM: from }).mail.from).toBe(from);
  });

  it("generate a development secret once and keep it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("use PostgreSQL when DATABASE_URL is set, and the configured providers", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://u@127.0.0.1/shop",
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
    });
    expect(config.database).toMatchObject({ kind: "postgres", url: "postgres://u@127.0.0.1/shop" });
    expect(config.social).toEqual({ google: { clientId: "g-id", clientSecret: "g-secret" } });
  });
});
