import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pesosToCents, type ShippingRule } from "@hogar/shared";
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
  METRICS_TOKEN: optionalSecret.refine(
    (v) => v === undefined || v.length >= 16,
    "must be at least 16 characters",
  ),
});

export type DatabaseConfig = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** An OpenID Connect issuer that stands in for a social provider (tests, local development). */
export interface OidcStandIn extends OAuthClient {
  discoveryUrl: string;
}

export interface SignInLimits {
  /** Failed sign-ins per e-mail within the window before 429. */
  perEmail: number;
  /** Failed sign-ins per client address within the window before 429. */
  perAddress: number;
  windowSeconds: number;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  baseUrl: string;
  /** Embedded database, generated secret and catalogue images. */
  dataDir: string;
  database: DatabaseConfig;
  authSecret: string;
  shopName: string;
  logLevel: string;
  trustProxy: boolean;
  /** Built web app to serve; null serves the API only. */
  webDir: string | null;
  social: Partial<Record<"google" | "facebook" | "github", OAuthClient>>;
  oidcStandIns: Partial<Record<"google" | "facebook" | "github", OidcStandIn>>;
  signInLimits: SignInLimits;
  shipping: ShippingRule;
  /** Accounts with these e-mails become admins when they sign in. */
  adminEmails: string[];
  /** An order still unsettled this long after it was placed lost its request; the settler ends it. */
  settleOrdersAfterSeconds: number;
  /** Bearer token a Prometheus scraper sends to GET /api/metrics; without one the endpoint is off. */
  metricsToken?: string;
  /** Where logs go; standard output when absent (tests capture them). */
  logStream?: NodeJS.WritableStream;
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
 * Development keeps a generated secret in DATA_DIR so sessions survive restarts;
 * production must be given one, since a generated secret would differ between processes.
 */
function resolveAuthSecret(given: string | undefined, env: string, dataDir: string): string {
  if (given) return given;
  if (env === "production") throw new ConfigError("AUTH_SECRET is required when NODE_ENV=production");
  const file = path.join(dataDir, "auth-secret");
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    database: e.DATABASE_URL ? { kind: "postgres", url: e.DATABASE_URL } : { kind: "pglite", dataDir },
    authSecret: resolveAuthSecret(e.AUTH_SECRET, e.NODE_ENV, dataDir),
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
    signInLimits: { perEmail: 5, perAddress: 20, windowSeconds: 15 * 60 },
    adminEmails: e.ADMIN_EMAILS,
    metricsToken: e.METRICS_TOKEN,
    settleOrdersAfterSeconds: e.ORDER_SETTLE_AFTER_SECONDS,
    shipping: {
      feeCents: pesosToCents(e.SHIPPING_FEE_MXN),
      freeFromCents: pesosToCents(e.FREE_SHIPPING_FROM_MXN),
    },
  };
}

/** Where catalogue images are made and served from. */
export function imagesDir(config: AppConfig): string {
  return path.join(config.dataDir, "images");
}
