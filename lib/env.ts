import { z } from "zod";

/** Empty strings in .env files mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL"),
  ),
  DATA_DIR: z.string().min(1).default("./.data"),
  // Postgres: the longest one statement may run (0 = no limit), the pool's size and how long a
  // request waits for a free connection before it is told the site is busy (never "down").
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  ADMIN_PASSWORD: optional(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters")),
  ADMIN_PASSWORD_HASH: optional(
    z.string().regex(/^scrypt\$[^$]+\$[^$]+$/, "ADMIN_PASSWORD_HASH must come from npm run auth:hash"),
  ),
  AUTH_SECRET: optional(z.string().min(32, "AUTH_SECRET must be at least 32 characters")),
  SITE_URL: z.url().default("http://localhost:3000"),
  GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  GEOCODER_BULK_MAX_MS: z.coerce.number().int().min(1000).max(3_600_000).default(240_000),
  MAP_STYLE_URL: z.url().default("https://tiles.openfreemap.org/styles/liberty"),
  BLOB_READ_WRITE_TOKEN: optional(z.string()),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")),
  MAIL_FROM: z.string().default("Farm Shops Ireland <no-reply@farmshops.example>"),
  ADMIN_EMAIL: optional(z.email()),
  CONTACT_EMAIL: z.email().default("hello@farmshops.example"),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  // Per client and hour: "Update this listing" requests for one shop, and problem reports.
  CLAIMS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(3),
  REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // Shared Next.js cache for several instances (read by lib/cache/redis-handler.mjs).
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")),
  REDIS_KEY_PREFIX: z.string().default("farmshops:"),
  // How many proxies in front of the site append to X-Forwarded-For; 0 trusts no header and
  // takes the connection's own address.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  SIGN_IN_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(120),
  TURNSTILE_SITE_KEY: optional(z.string().min(1)),
  TURNSTILE_SECRET_KEY: optional(z.string().min(1)),
  // Where the Turnstile token is checked; a setting so that tests can answer it on loopback.
  TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  SUBMIT_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
  // Visitor counts (lib/analytics): how often the counts kept in memory are written (10 s at
  // most, so that they show in the admin within 15 s), and an optional third-party script added
  // to every public page, its origin allowed by the CSP (off by default).
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(10).default(10),
  ANALYTICS_SCRIPT_URL: optional(z.url({ protocol: /^https$/, message: "ANALYTICS_SCRIPT_URL must be an https:// URL" })),
  // Operations (docs/operations.md): GET /api/metrics exists only with METRICS_TOKEN (a bearer
  // token for the scraper); the log's level; the embedded database's own backups into
  // DATA_DIR/backups: every BACKUP_EVERY hours (24: each night), keeping BACKUP_KEEP (0: off).
  METRICS_TOKEN: optional(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable ASCII without spaces")),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  BACKUP_EVERY: z.coerce.number().int().min(0, "BACKUP_EVERY is hours between backups (0 = off)").max(24 * 31).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(0, "BACKUP_KEEP is how many backups to keep (0 = off)").max(10_000).default(14),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Every setting, read from process.env once and validated. Throws a ConfigError listing every problem. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Production on a real Postgres server: secrets must come from the environment, never be generated. */
export function isHostedProduction(env: Env = getEnv()): boolean {
  return env.NODE_ENV === "production" && env.DATABASE_URL !== undefined;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
