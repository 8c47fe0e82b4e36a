import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

const en = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en.json"), "utf8")) as Record<string, unknown>;

/** The English texts of a namespace, as a page shows them: tags and placeholders cut out, the longer pieces of words only (not an address). */
function englishPieces(namespace: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(...value.replace(/<[^>]+>|\{[^}]+\}/g, "|").split("|"));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(en[namespace]);
  return [...new Set(texts.map((t) => t.trim()).filter((t) => t.length >= 12 && t.includes(" ")))];
}

// The help, privacy, terms, embed and offline pages in Irish at their /ga addresses, and the Irish
// 404 for an address of no page under /ga (docs/i18n.md). English keeps its own (the English specs).

const PAGES = [
  { path: "/ga/help", h1: "Conas is féidir linn cabhrú?", title: /^Ionad Cabhrach – / },
  { path: "/ga/privacy-policy", h1: "Polasaí Príobháideachais", title: /^Polasaí Príobháideachais – / },
  { path: "/ga/terms-of-service", h1: "Téarmaí Seirbhíse", title: /^Téarmaí Seirbhíse – / },
  { path: "/ga/embed", h1: "Cuir siopa feirme le do shuíomh gréasáin", title: /^Cuir siopa feirme le do shuíomh gréasáin \| / },
  { path: "/ga/offline", h1: "Tá tú as líne", title: /^Tá tú as líne – / },
];

test.describe("the public pages in Irish", () => {
  for (const { path, h1, title } of PAGES) {
    test(`${path} answers 200 in Irish`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ga");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
    });
  }

  for (const [path, namespace] of [
    ["/ga/help", "Help"],
    ["/ga/privacy-policy", "Privacy"],
    ["/ga/terms-of-service", "Terms"],
    ["/ga/embed", "Embed"],
    ["/ga/nope", "NotFound"],
  ] as const) {
    test(`${path} shows none of its English texts (${namespace})`, async ({ page }) => {
      await page.goto(path);
      const body = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      expect(englishPieces(namespace).filter((piece) => body.includes(piece))).toEqual([]);
    });
  }

  test("the privacy policy and the terms say the English version is binding, in Irish only", async ({ page }) => {
    await page.goto("/ga/privacy-policy");
    await expect(page.getByText("Is é an leagan Béarla den pholasaí seo an leagan ceangailteach.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "5. Do Chearta faoin GDPR" })).toBeVisible();
    await expect(page.getByRole("link", { name: "dTéarmaí Seirbhíse" })).toHaveAttribute("href", "/ga/terms-of-service");
    await page.goto("/ga/terms-of-service");
    await expect(page.getByText("Is é an leagan Béarla de na téarmaí seo an leagan ceangailteach.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "10. An Dlí Rialaithe" })).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByText(/binding/)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "5. Your Rights Under GDPR" })).toBeVisible();
  });

  test("the embed page's chooser and snippet are in Irish, with the counties' Irish names", async ({ page }) => {
    await page.goto("/ga/embed");
    await expect(page.getByRole("heading", { level: 2, name: "Cá háit lena ghreamú" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Dorcha" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cóipeáil" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: /^Contae/ }).locator("option", { hasText: "Corcaigh" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "leathanach cabhrach" })).toHaveAttribute("href", "/ga/help");
    // A county's frame is named as the rest of the Irish site names a county: "i gContae" and the genitive.
    await page.getByRole("combobox", { name: /^Contae/ }).selectOption({ label: "Aontroim" });
    await expect(page.getByLabel(/^An blúire/)).toHaveValue(/data-lang="ga" data-title="Siopaí feirme i gContae Aontroma"/);
    // The widget starts in Irish here, and may be had in English (its frame named in English).
    await expect(page.getByRole("radio", { name: "Gaeilge" })).toBeChecked();
    await expect(page.locator("iframe[src^='/embed/county/antrim']")).toHaveAttribute("src", "/embed/county/antrim?lang=ga");
    await page.getByRole("radio", { name: "English" }).check();
    await expect(page.getByLabel(/^An blúire/)).toHaveValue(/<div data-farm-shop-county="antrim" data-title="Farm shops in County Antrim">/);
  });

  test("an address of no page under /ga answers the Irish 404", async ({ page }) => {
    const res = await page.goto("/ga/nope");
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1, name: "Níor Aimsíodh an Leathanach" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    const deep = await page.goto("/ga/no/such/page");
    expect(deep?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
  });

  test("an English address of no page keeps the English 404, even when asked in Irish by header", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-page-locale": "ga-IE" });
    const res = await page.goto("/nope");
    expect(res?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("the service worker precaches the Irish offline page beside the English one", async ({ request }) => {
    const body = await (await request.get("/sw.js")).text();
    expect(body).toContain('"/offline"');
    expect(body).toContain('"/ga/offline"');
  });

  test("/ga/admin stays a 404 (the admin area is English only)", async ({ request }) => {
    // In other letters too: the 404 itself, not a redirect to it.
    for (const path of ["/ga/admin", "/ga/admin/shops", "/ga/Admin", "/GA/Admin/Shops"]) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  });
});
