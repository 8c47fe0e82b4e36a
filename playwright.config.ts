import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { API_PORT, PG_PORT, apiServerEnv } from "./tests/api/support/settings";
import { BROWSER_GEOCODER_PORT } from "./tests/e2e/admin/support/settings";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The admin browser tests' own server: their changes never meet the public pages' tests. */
export const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3103);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
// A fresh embedded database for every run: the first start loads the demo data.
const runId = `${process.pid}-${Date.now()}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `farmshops-e2e-${runId}`);
// Kept in the environment so that the test workers (which load this file again) find the same
// folder: the admin tests read their server's mail outbox under it.
const adminDataDir = (process.env.E2E_ADMIN_DATA_DIR ??= path.join(os.tmpdir(), `farmshops-admin-${runId}`));
const apiDataDir = process.env.E2E_API_DATA_DIR ?? path.join(os.tmpdir(), `farmshops-api-${runId}`);
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Debian's headless shell: the browser without its windowing layer, which Playwright itself runs
 * headless tests in. It has WebGL (SwiftShader) and service workers, and takes far less CPU than
 * the full browser, which is used where the shell is not installed (scripts/ensure-chromium.sh).
 */
function browserPath(): string {
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

// Start only the servers the selected projects need (all of them when none is named).
const named = process.argv.flatMap((arg, i, all) =>
  arg.startsWith("--project=") ? [arg.slice(10)] : arg === "--project" && all[i + 1] ? [all[i + 1] as string] : [],
);
const wants = (prefix: string) => named.length === 0 || named.some((p) => p.startsWith(prefix));
// The API specs run against Postgres when it is there (the db tests cover both engines), and
// against the embedded database when it is not, or when the project is named. Workers see no
// --project in their arguments: the runner's choice reaches them in the environment, or the project
// would be missing there (npm run test:api names both).
const apiOnPglite = !withPostgres || (process.env.E2E_API_ON_PGLITE ??= named.includes("api-pglite") ? "1" : "0") === "1";

/** A production server of this build on the embedded database, loaded with the demo data. */
function browserServer(port: number, dir: string, geocoderUrl: string) {
  return {
    // Tests run against the production build (`npm run build` runs first in `npm test`).
    command: "npm start",
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dir,
      SEED_DEMO: "1",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      GEOCODER_URL: geocoderUrl,
      GEOCODER_MIN_INTERVAL_MS: "0",
      GEOCODER_TIMEOUT_MS: "2000",
      // Every browser test comes from one address: room for their submissions and failed
      // sign-ins; the limits are tested on servers of their own (tests/faults/limits.spec.ts).
      SUBMISSIONS_PER_HOUR: "100000",
      SIGN_IN_FAILURES_PER_ACCOUNT: "100000",
      // A scripted browser fills the form in well under the 3 s a person needs.
      SUBMIT_MIN_FILL_SECONDS: "0",
      // Visitor counts are written every second, so that the insights tests wait little.
      ANALYTICS_FLUSH_SECONDS: "1",
    },
  };
}

export default defineConfig({
  testDir: "tests",
  // One worker: the specs of a project share its server's data and run in order. Two at a time
  // were no faster on two cores (the browser tests keep both busy) and starved the timing checks.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // In CI a failed test is run again with a trace (recording every test's trace costs time).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? browserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Browser tests; the admin specs run in their own project, on a server of their own, signed in
    // once per worker through the login screen (tests/e2e/admin/support/fixtures.ts).
    {
      name: "chromium",
      testMatch: "e2e/**/*.spec.ts",
      testIgnore: "e2e/admin/**",
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "admin",
      testMatch: "e2e/admin/**/*.spec.ts",
      // The admin tests fail calls with page.route, which does not see a request once the site's
      // service worker controls the page (Playwright's own advice: block it). One flaked so: a
      // "failed" create reached the server. No admin test needs the worker.
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${ADMIN_PORT}`, serviceWorkers: "block" },
    },
    // The HTTP contract over real HTTP, against a server of its own on a fresh Postgres database
    // (so that its changes, such as the slug migration, never meet the browser tests), or on the
    // embedded database without TEST_DATABASE_URL. Both servers use the same loopback stand-ins:
    // run the two projects one after the other (npm run test:api does).
    ...(apiOnPglite
      ? [{ name: "api-pglite", testMatch: "api/**/*.spec.ts", use: { baseURL: `http://127.0.0.1:${API_PORT}` } }]
      : []),
    ...(withPostgres
      ? [{ name: "api-postgres", testMatch: "api/**/*.spec.ts", use: { baseURL: `http://127.0.0.1:${PG_PORT}` } }]
      : []),
    // Faults (database outage, dead geocoder and mail server, cut-off uploads, two instances): each
    // spec starts and stops its own servers on Postgres (tests/faults/support/app.ts), so no webServer.
    ...(withPostgres
      ? [{ name: "faults", testMatch: "faults/**/*.spec.ts", use: { ...devices["Desktop Chrome"] } }]
      : []),
    // The production stack (scripts/stack): its own PostgreSQL 15 cluster, Redis, two instances and
    // nginx with deploy/nginx.conf in front, on E2E_STACK_PORT and the four ports after it. Run
    // with the Postgres tests (scripts/with-postgres.sh installs the PostgreSQL 15 server).
    ...(withPostgres ? [{ name: "stack", testMatch: "stack/**/*.spec.ts" }] : []),
  ],
  webServer: [
    // While no admin test runs the geocoder stand-in, nothing listens on its port, so geocoding
    // fails at once and never reaches the internet; the public pages' server never meets it.
    ...(wants("chromium") ? [browserServer(PORT, dataDir, `http://127.0.0.1:${BROWSER_GEOCODER_PORT + 1}`)] : []),
    ...(wants("admin") ? [browserServer(ADMIN_PORT, adminDataDir, `http://127.0.0.1:${BROWSER_GEOCODER_PORT}`)] : []),
    ...(apiOnPglite && wants("api-pglite")
      ? [
          {
            command: "npm start",
            url: `http://127.0.0.1:${API_PORT}/api/blog-posts`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: { ...apiServerEnv(API_PORT), DATA_DIR: apiDataDir, DATABASE_URL: "" },
          },
        ]
      : []),
    ...(withPostgres && wants("api-postgres")
      ? [
          {
            // Creates a fresh database on the TEST_DATABASE_URL server, loads the demo data, starts the site.
            command: "node scripts/e2e-postgres-server.mjs",
            url: `http://127.0.0.1:${PG_PORT}/api/blog-posts`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: { ...apiServerEnv(PG_PORT), DATA_DIR: `${apiDataDir}-pg` },
          },
        ]
      : []),
  ],
});
