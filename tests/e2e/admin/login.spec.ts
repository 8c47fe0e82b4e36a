import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { expect, test } from "./support/fixtures";

// A signed-out visitor: no stored admin cookie.
test.use({ storageState: { cookies: [], origins: [] } });

test("a signed-out visitor gets the noindex login screen and no admin data or code", async ({
  page,
}) => {
  const adminCalls: string[] = [];
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/admin/"))
      adminCalls.push(new URL(req.url()).pathname);
  });
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push(await res.text().catch(() => ""));
  });
  // Hold the status call: the check is visible while it runs.
  await page.route("**/api/admin/auth/status", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });

  await page.goto("/admin");
  await expect(page.getByText("Checking authentication...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("input:not([type=hidden])")).toHaveCount(1);
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(adminCalls).toEqual(["/api/admin/auth/status"]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const code of scripts) {
    expect(code).not.toContain("Featured Shops Management");
    expect(code).not.toContain("Harvest Hub Blog Management");
  }
  // Nor is anything of the dashboard in the server-rendered page.
  const html = await (await page.request.get("/admin")).text();
  expect(html).toContain("Checking authentication...");
  expect(html).not.toContain("Pending Submissions");
});

test("the login form's messages", async ({ page }) => {
  await page.goto("/admin");
  const password = page.getByLabel("Password");
  const signIn = page.getByRole("button", { name: "Sign In" });
  // The form's own alert (Next.js keeps an empty route announcer with role alert too).
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });

  await signIn.click();
  await expect(page.getByText("Password is required")).toBeVisible();

  await password.fill("not-the-password");
  await signIn.click();
  await expect(alert).toHaveText("Invalid password");

  // The server's own error text, e.g. when sign-ins are throttled.
  await page.route("**/api/admin/auth/login", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ error: "Too many sign-in attempts. Try again in 15 minutes." }),
    }),
  );
  await signIn.click();
  await expect(alert).toHaveText("Too many sign-in attempts. Try again in 15 minutes.");

  await page.unroute("**/api/admin/auth/login");
  await page.route("**/api/admin/auth/login", (route) => route.abort("connectionrefused"));
  await signIn.click();
  await expect(alert).toHaveText("Login failed. Please try again.");

  await page.unroute("**/api/admin/auth/login");
  await page.route("**/api/admin/auth/login", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<html>gateway</html>" }),
  );
  await signIn.click();
  await expect(alert).toHaveText("An unexpected error occurred. Please try again.");
});

test("signing in shows 'Signing in...', then the dashboard; logout returns to the login screen", async ({
  page,
}) => {
  await page.goto("/admin");
  await page.route("**/api/admin/auth/login", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
  await expect(tabs).toHaveText([
    "Farm Shops",
    "Events",
    "Harvest Hub",
    "Map Diagnostics",
    /^Reports( \(\d+\))?$/,
    /^Changes( \(\d+\))?$/,
    "Activity",
    "Import",
    "Insights",
  ]);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  expect((await page.request.get("/api/admin/farm-shops/pending")).status()).toBe(401);
});

test("logging out with a half-written post asks first; Keep editing keeps it", async ({ page }) => {
  await page.goto("/admin?tab=blog");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel("Password").press("Enter");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post not yet saved");
  const ask = page.getByRole("dialog", { name: "Discard your changes?" });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(ask).toContainText("What you changed in a tab has not been saved.");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel("Title")).toHaveValue("A post not yet saved");
  expect((await page.request.get("/api/admin/farm-shops/pending")).status()).toBe(200);

  await page.getByRole("button", { name: "Logout" }).click();
  await ask.getByRole("button", { name: "Discard and log out" }).click();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  expect((await page.request.get("/api/admin/farm-shops/pending")).status()).toBe(401);
});

test("signing in with the keyboard leaves the focus on the dashboard's heading", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
});
