import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
// A fresh embedded database for every run: the first start loads the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `farmshops-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Tests run against the production build (`npm run build` runs first in `npm test`).
    // The data cache (unstable_cache) lives on disk in .next/cache and outlives a server: without
    // clearing it, a fresh database would be served rows (and ids) cached from the previous run.
    command: "rm -rf .next/cache/fetch-cache && npm start",
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
    },
  },
});
