import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pesosToCents, type ShippingRule } from "@hogar/shared";
import { type FiscalField, fiscalDataProblems, normalizeFiscalData } from "@hogar/shared/fiscal-rules";
import { DEFAULT_IVA_RATE_BP, ivaRateToBasisPoints } from "@hogar/shared/iva";
import { type MsiPlan, PAY_LATER_MAX_HOURS, parseMsiPlans } from "@hogar/shared/payment-methods";
import { rfcProblem } from "@hogar/shared/rfc";
import { taxRegimeName } from "@hogar/shared/sat-catalogs";
import { z } from "zod";

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must be a postgres:// URL"),
  BASE_URL: z.url({ error: "must be a URL such as http://localhost:3000" }).optional(),
  SHOP_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  AUTH_SECRET: optionalSecret.refine(
    (v) => v === undefined || v.length >= 32,
    "must be at least 32 characters",
  ),
  SHOP_NAME: z.string().min(1).default("Hogar"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SHIPPING_FEE_MXN: z.coerce.number().min(0).max(100_000).default(99),
  FREE_SHIPPING_FROM_MXN: z.coerce.number().min(0).max(10_000_000).default(10_000),
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  FACEBOOK_CLIENT_ID: optionalSecret,
  FACEBOOK_CLIENT_SECRET: optionalSecret,
  GITHUB_CLIENT_ID: optionalSecret,
  GITHUB_CLIENT_SECRET: optionalSecret,
  ORDER_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  IVA_RATE: z
    .string()
    .default("0.16")
    .transform((v, context) => {
      const rateBp = ivaRateToBasisPoints(v);
      if (rateBp === undefined) context.addIssue({ code: "custom", message: "must be a rate such as 0.16" });
      return rateBp ?? DEFAULT_IVA_RATE_BP;
    }),
  // Who sells (NMX-COE-001-SCFI-2018 5.1, docs/product.md 84): shown in the footer and the legal pages.
  // Development and tests show a sample company; production must name the real one (loadConfig).
  SELLER_LEGAL_NAME: optionalSecret,
  SELLER_RFC: optionalSecret.refine(
    (v) => v === undefined || rfcProblem(v) === null,
    "must be an RFC such as HMD200101AB7 (12 characters for a company, 13 for a person; not a generic one)",
  ),
  SELLER_ADDRESS: optionalSecret,
  SELLER_PHONE: optionalSecret,
  SELLER_EMAIL: optionalSecret.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    "must be an e-mail address",
  ),
  // The issuer of CFDI invoices (docs/product.md 90): the name exactly as the SAT's Constancia de
  // Situación Fiscal writes it (capitals, without "S.A. de C.V."), the régimen fiscal and the fiscal
  // postal code (LugarExpedicion).
  SELLER_FISCAL_NAME: optionalSecret,
  SELLER_TAX_REGIME: optionalSecret.refine(
    (v) => v === undefined || taxRegimeName(v) !== undefined,
    "must be a c_RegimenFiscal code such as 601",
  ),
  SELLER_POSTAL_CODE: optionalSecret.refine((v) => v === undefined || /^\d{5}$/.test(v), "must be 5 digits"),
  INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z]{1,5}$/, "must be 1 to 5 capital letters")
    .default("A"),
  // Pay later and meses sin intereses (docs/product.md 85-88).
  PAYMENTS_WEBHOOK_SECRET: optionalSecret.refine(
    (v) => v === undefined || v.length >= 32,
    "must be at least 32 characters",
  ),
  PAY_LATER_HOURS: z.coerce.number().int().min(1).max(PAY_LATER_MAX_HOURS).default(PAY_LATER_MAX_HOURS),
  MSI_PLANS: z
    .string()
    .default("3:3000,6:6000,12:12000")
    .transform((v, context) => {
      const plans = parseMsiPlans(v);
      if (!plans) {
        context.addIssue({
          code: "custom",
          message: "must list months:pesos pairs such as 3:3000,6:6000,12:12000 (months 3, 6 or 12)",
        });
      }
      return plans ?? [];
    }),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  METRICS_TOKEN: optionalSecret.refine(
    (v) => v === undefined || v.length >= 16,
    "must be at least 16 characters",
  ),
  SMTP_URL: optionalSecret.superRefine((v, context) => {
    const problem = v === undefined ? undefined : smtpUrlProblem(v);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  MAIL_FROM: optionalSecret.refine(
    (v) => v === undefined || MAIL_FROM_PATTERN.test(v),
    "must be an address such as Hogar <no-reply@shop.example.mx>",
  ),
});

const SAMPLE_SELLER: SellerIdentity = {
  legalName: "Hogar Muebles y Decoración, S.A. de C.V.",
  rfc: "HMD200101AB7",
  fiscalName: "HOGAR MUEBLES Y DECORACION",
  taxRegime: "601",
  postalCode: "03940",
  address:
    "Av. Insurgentes Sur 1602, int. 4, Col. Crédito Constructor, Benito Juárez, 03940 Ciudad de México, CDMX",
  phone: "55 1234 5678",
  email: "hola@hogar.example.mx",
};

/** The seller from SELLER_*: all of them in production, where a sample company must never be published. */
function sellerIdentity(e: z.infer<typeof envSchema>): SellerIdentity {
  const given = {
    legalName: e.SELLER_LEGAL_NAME,
    rfc: e.SELLER_RFC,
    address: e.SELLER_ADDRESS,
    phone: e.SELLER_PHONE,
    email: e.SELLER_EMAIL,
    fiscalName: e.SELLER_FISCAL_NAME,
    taxRegime: e.SELLER_TAX_REGIME,
    postalCode: e.SELLER_POSTAL_CODE,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([key]) => `SELLER_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`);
  if (e.NODE_ENV === "production" && missing.length > 0) {
    throw new ConfigError(
      `${missing.join(", ")} required when NODE_ENV=production (the footer, the legal pages and the invoices name who sells)`,
    );
  }
  const seller = {
    legalName: given.legalName ?? SAMPLE_SELLER.legalName,
    rfc: given.rfc ?? SAMPLE_SELLER.rfc,
    address: given.address ?? SAMPLE_SELLER.address,
    phone: given.phone ?? SAMPLE_SELLER.phone,
    email: given.email ?? SAMPLE_SELLER.email,
    fiscalName: given.fiscalName ?? SAMPLE_SELLER.fiscalName,
    taxRegime: given.taxRegime ?? SAMPLE_SELLER.taxRegime,
    postalCode: given.postalCode ?? SAMPLE_SELLER.postalCode,
  };
  return { ...seller, fiscalName: checkedIssuerName(seller) };
}

const SELLER_FISCAL_VARIABLES: Record<Exclude<FiscalField, "cfdiUse">, string> = {
  rfc: "SELLER_RFC",
  name: "SELLER_FISCAL_NAME",
  taxRegime: "SELLER_TAX_REGIME",
  postalCode: "SELLER_POSTAL_CODE",
};

/**
 * The régimenes a business that sells goods is under: a company's general or non-profit, a person's
 * business activity, and the cooperative, agricultural, group, coordinated, platforms and RESICO
 * ones (c_RegimenFiscal). Wages, rents, dividends, interest or prizes (605-615), or no tax duties
 * (616), are not for selling.
 */
const SELLING_REGIMES = ["601", "603", "612", "620", "621", "622", "623", "624", "625", "626"];

/**
 * The issuer's name in capitals, as the CFDI carries it, once the issuer is checked against the
 * rules a receiver's data pass (docs/product.md 89): a régimen for another kind of RFC, or a
 * company's name with its régimen de capital, would have the SAT refuse every invoice. Its régimen
 * must be one for selling, too.
 */
function checkedIssuerName(
  seller: Pick<SellerIdentity, "rfc" | "fiscalName" | "taxRegime" | "postalCode">,
): string {
  const input = {
    rfc: seller.rfc,
    name: seller.fiscalName,
    taxRegime: seller.taxRegime,
    postalCode: seller.postalCode,
  };
  // Any uso will do: the issuer has none, and its problems are left out.
  const problems = fiscalDataProblems({ ...input, cfdiUse: "G03" }).filter((p) => p.kind !== "cfdiUse");
  const [problem] = problems;
  if (problem) {
    const variables = problem.fields
      .flatMap((field) => (field === "cfdiUse" ? [] : [SELLER_FISCAL_VARIABLES[field]]))
      .join(", ");
    throw new ConfigError(`${variables}: ${problem.message}`);
  }
  if (!SELLING_REGIMES.includes(seller.taxRegime))
    throw new ConfigError(
      `SELLER_TAX_REGIME: ${seller.taxRegime} is not a régimen for selling; use the one your Constancia de Situación Fiscal gives the business, such as 601 or 626`,
    );
  return normalizeFiscalData({ ...input, cfdiUse: "" }).name;
}

// "Name <address>" or a bare address; nodemailer encodes the name.
const MAIL_FROM_PATTERN = /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function smtpUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return "must be a URL such as smtp://user:password@mail.example.mx:587";
  const url = new URL(value);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return "must start with smtp:// or smtps://";
  if (!url.hostname) return "must name the mail server";
  return undefined;
}

/**
 * Connections to PostgreSQL a shop opens in all; its processes share them, so one process per core
 * does not multiply them past the server's max_connections (100 by default).
 */
export const POSTGRES_CONNECTIONS = 20;

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string | null }
  /** `connections`: the most this process opens (POSTGRES_CONNECTIONS when not given). */
  | { kind: "postgres"; url: string; connections?: number };

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** An OpenID Connect issuer that stands in for a social provider (tests, local development). */
export interface OidcStandIn extends OAuthClient {
  discoveryUrl: string;
}

/** Failed e-mail sign-ins (docs/product.md 7); auth/sign-in-throttle.ts applies them. */
export interface SignInLimits {
  /** Failures one address may make on one account before each further try has to wait. */
  freeFailures: number;
  /** The first wait, in seconds; it doubles with every further failure. */
  firstWaitSeconds: number;
  /** Failures of one address on one account that lock that account there for the window. */
  lockAfter: number;
  /** Failures from one address on any accounts within the window. */
  perAddress: number;
  /** Failures on one account from any addresses within the window; past them only addresses it signed in from may try. */
  perAccount: number;
  /** How long failures are remembered, and how long a lock lasts. */
  windowSeconds: number;
}

/** The shop's failed sign-in limits (docs/product.md 7): the same in every environment. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 3,
  firstWaitSeconds: 2,
  lockAfter: 10,
  perAddress: 20,
  perAccount: 50,
  windowSeconds: 15 * 60,
};

/** Sign-ups per client address (docs/product.md 67); auth/sign-up-limit.ts applies them. */
export interface SignUpLimits {
  perAddress: number;
  windowSeconds: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; without one, mail is saved as files in DATA_DIR/mail. */
  smtpUrl?: string;
  /** The From header of every message. */
  from: string;
}

/** The background jobs worker's timing (docs/decisions/008); fixed here, shortened by tests. */
export interface JobsConfig {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a taken job is the worker's: past it, another worker may run it again. */
  leaseSeconds: number;
  /** Wait after the first failure; it doubles with each failure up to retryMaxSeconds. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** A job still failing this long after it was queued is kept as failed and tried no more. */
  giveUpAfterSeconds: number;
  /** A failed job is kept this long after it failed (to see why), then deleted with its payload. */
  keepFailedSeconds: number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = {
  pollMs: 1_000,
  leaseSeconds: 120,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3_600,
  giveUpAfterSeconds: 3 * 24 * 3_600,
  keepFailedSeconds: 30 * 24 * 3_600,
};

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  baseUrl: string;
  /** Embedded database, generated secret and catalogue images. */
  dataDir: string;
  database: DatabaseConfig;
  /** Node processes serving requests: one per core on PostgreSQL, one on the embedded database. */
  processes: number;
  authSecret: string;
  shopName: string;
  logLevel: string;
  trustProxy: boolean;
  /** Built web app to serve; null serves the API only. */
  webDir: string | null;
  social: Partial<Record<"google" | "facebook" | "github", OAuthClient>>;
  oidcStandIns: Partial<Record<"google" | "facebook" | "github", OidcStandIn>>;
  signInLimits: SignInLimits;
  signUpLimits: SignUpLimits;
  shipping: ShippingRule;
  /** Accounts with these e-mails become admins when they sign in. */
  adminEmails: string[];
  /** An order still unsettled this long after it was placed lost its request; the settler ends it. */
  settleOrdersAfterSeconds: number;
  /** IVA included in every price, in basis points (1600 = 16%); orders keep the rate they were placed with. */
  ivaRateBp: number;
  seller: SellerIdentity;
  /** The Serie of the shop's invoices; their Folio counts up from 1 (docs/product.md 90). */
  invoiceSeries: string;
  /** Products with stock under this are "low" in the back office (docs/product.md 77). */
  lowStockThreshold: number;
  /** Bearer token a Prometheus scraper sends to GET /api/metrics; without one the endpoint is off. */
  metricsToken?: string;
  mail: MailConfig;
  jobs: JobsConfig;
  payments: PaymentsConfig;
  /** Where logs go; standard output when absent (tests capture them). */
  logStream?: NodeJS.WritableStream;
}

/** Pay-later methods and meses sin intereses (docs/product.md 85-88). */
export interface PaymentsConfig {
  /** Signs and checks payment webhooks (HMAC-SHA256): the provider and the shop share it. */
  webhookSecret: string;
  /** How long an OXXO voucher or SPEI transfer waits for the money (at most 72). */
  payLaterHours: number;
  /** Meses-sin-intereses plans offered to card payments, fewest months first. */
  msiPlans: MsiPlan[];
  /**
   * The sandbox's test controls: marking a voucher or transfer paid (its API and the order page's
   * button). Never in production.
   */
  sandboxControls: boolean;
}

/** The seller's identity, as the law asks a shop to publish it and the SAT to invoice. */
export interface SellerIdentity {
  legalName: string;
  rfc: string;
  address: string;
  phone: string;
  email: string;
  /** The name as the SAT registers it (the CFDI's Emisor Nombre). */
  fiscalName: string;
  /** c_RegimenFiscal code, such as "601". */
  taxRegime: string;
  /** The fiscal address's postal code (the CFDI's LugarExpedicion). */
  postalCode: string;
}

export class ConfigError extends Error {}

function pair(id: string | undefined, secret: string | undefined, name: string): OAuthClient | undefined {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  }
  return { clientId: id, clientSecret: secret };
}

/**
 * Development keeps a generated secret in DATA_DIR (as `fileName`) so it survives restarts;
 * production must be given one (`setting`), since a generated secret would differ between processes.
 */
function resolveSecret(
  given: string | undefined,
  setting: string,
  fileName: string,
  env: string,
  dataDir: string,
): string {
  if (given) return given;
  if (env === "production") throw new ConfigError(`${setting} is required when NODE_ENV=production`);
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once at start-up; a wrong value stops start-up naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDir: string | null = null): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid settings: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const processes = processCount(e.SHOP_PROCESSES, e.DATABASE_URL);
  const authSecret = resolveSecret(e.AUTH_SECRET, "AUTH_SECRET", "auth-secret", e.NODE_ENV, dataDir);
  // Files in DATA_DIR/mail reach nobody: a shop in production would silently send no mail.
  if (e.NODE_ENV === "production" && !e.SMTP_URL) {
    throw new ConfigError("SMTP_URL is required when NODE_ENV=production (the mail server to send through)");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, connections: Math.ceil(POSTGRES_CONNECTIONS / processes) }
      : { kind: "pglite", dataDir },
    processes,
    authSecret,
    shopName: e.SHOP_NAME,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDir,
    social: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, "GOOGLE"),
      facebook: pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, "FACEBOOK"),
      github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, "GITHUB"),
    },
    oidcStandIns: {},
    signInLimits: DEFAULT_SIGN_IN_LIMITS,
    signUpLimits: { perAddress: e.SIGN_UPS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    adminEmails: e.ADMIN_EMAILS,
    metricsToken: e.METRICS_TOKEN,
    settleOrdersAfterSeconds: e.ORDER_SETTLE_AFTER_SECONDS,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    ivaRateBp: e.IVA_RATE,
    seller: sellerIdentity(e),
    invoiceSeries: e.INVOICE_SERIES,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.SHOP_NAME} <no-reply@${new URL(baseUrl).hostname}>`,
    },
    jobs: DEFAULT_JOBS_CONFIG,
    payments: {
      webhookSecret: resolveSecret(
        e.PAYMENTS_WEBHOOK_SECRET,
        "PAYMENTS_WEBHOOK_SECRET",
        "payments-webhook-secret",
        e.NODE_ENV,
        dataDir,
      ),
      payLaterHours: e.PAY_LATER_HOURS,
      msiPlans: e.MSI_PLANS,
      sandboxControls: e.NODE_ENV !== "production",
    },
    shipping: {
      feeCents: pesosToCents(e.SHIPPING_FEE_MXN),
      freeFromCents: pesosToCents(e.FREE_SHIPPING_FROM_MXN),
    },
  };
}

/**
 * One process per core on PostgreSQL: one Node thread is the bottleneck there (docs/decisions/025).
 * PGlite runs inside the process that opened it, so the embedded database is served by one.
 */
export function processCount(given: number | undefined, databaseUrl: string | undefined): number {
  if (!databaseUrl) {
    if (given !== undefined && given > 1) {
      throw new ConfigError(
        "SHOP_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process",
      );
    }
    return 1;
  }
  return given ?? availableParallelism();
}

/** Where messages are saved as .eml files when there is no SMTP_URL. */
export function mailDir(config: AppConfig): string {
  return path.join(config.dataDir, "mail");
}

/** Where catalogue images are made and served from. */
export function imagesDir(config: AppConfig): string {
  return path.join(config.dataDir, "images");
}
