/**
 * Fixed settings shared by playwright.config.ts (the servers' environment) and the API tests
 * (the loopback stand-ins they start). Ports can be moved with environment variables.
 */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3102);
export const PG_PORT = Number(process.env.E2E_PG_PORT ?? 3101);
export const GEOCODER_PORT = Number(process.env.E2E_GEOCODER_PORT ?? 3150);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3151);

export const API_ADMIN_PASSWORD = "api-test-admin-password";
/** Known to the tests so that they can sign an upload address with a past expiry. */
export const API_AUTH_SECRET = "api-test-auth-secret-0123456789abcdef-0123456789";
export const API_ADMIN_EMAIL = "admin@farmshops.test";
/** Short, so that the slow-geocoder case fails fast. */
export const GEOCODER_TIMEOUT_MS = 1000;

/** Environment of the servers the API tests run against (each adds PORT, DATA_DIR, DATABASE_URL). */
export function apiServerEnv(port: number): Record<string, string> {
  return {
    PORT: String(port),
    SEED_DEMO: "1",
    ADMIN_PASSWORD: API_ADMIN_PASSWORD,
    AUTH_SECRET: API_AUTH_SECRET,
    SITE_URL: `http://127.0.0.1:${port}`,
    GEOCODER_URL: `http://127.0.0.1:${GEOCODER_PORT}`,
    GEOCODER_MIN_INTERVAL_MS: "0",
    GEOCODER_TIMEOUT_MS: String(GEOCODER_TIMEOUT_MS),
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ADMIN_EMAIL: API_ADMIN_EMAIL,
    MAIL_FROM: "Farm Shops Ireland <no-reply@farmshops.test>",
    NEXT_TELEMETRY_DISABLED: "1",
    // The tests play the one proxy in front of the site: each sends its client's address in
    // X-Forwarded-For, so that its limits never meet another test's.
    TRUST_PROXY: "1",
    // The suites submit many shops and sign in often from few addresses; the limits themselves
    // are tested on servers of their own with low settings (tests/faults/limits.spec.ts).
    SUBMISSIONS_PER_HOUR: "100000",
    SIGN_IN_FAILURES_PER_ACCOUNT: "100000",
  };
}
