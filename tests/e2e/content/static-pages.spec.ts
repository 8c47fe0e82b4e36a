import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support";

const h2 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 2, name });

test.describe("Static pages", () => {
  test("About: mission, offer, story, impact and the two buttons", async ({ page }) => {
    expect((await page.goto("/about"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of ["Find Local", "Support Farmers", "Connect Communities"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(h2(page, "What We Offer")).toBeVisible();
    await expect(h2(page, "Our Story")).toBeVisible();
    await expect(page.getByText("Listing is free")).toBeVisible();
    await expect(page.getByText(/1-2 business days/)).toBeVisible();
    const impact = page.getByRole("region", { name: "Our Impact" });
    await expect(impact.getByText("80+")).toBeVisible();
    await expect(impact.getByText("All 32")).toBeVisible();
    await expect(impact.getByText("Growing")).toBeVisible();
    // Scoped: the site footer has a "List Your Shop" link of its own.
    const join = page.getByRole("region", { name: "Own a farm shop, or looking for one?" });
    await expect(join.getByRole("link", { name: "List Your Shop" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expect(join.getByRole("link", { name: "Find Farm Shops" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expectAccessible(page);
  });

  test("Privacy Policy: effective August 2025, nine sections, GDPR rights", async ({ page }) => {
    expect((await page.goto("/privacy-policy"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText("Effective date: August 2025.")).toBeVisible();
    const sections = [
      "Information We Collect",
      "How We Use Your Information",
      "Sharing Your Information",
      "Data Retention",
      "Your Rights Under GDPR",
      "Data Security",
      "External Links",
      "Changes to This Policy",
      "Contact Us",
    ];
    await expect(page.getByRole("region", { name: /^\d+\. / })).toHaveCount(9);
    for (const [i, name] of sections.entries())
      await expect(h2(page, `${i + 1}. ${name}`)).toBeVisible();
    const rights = page.getByRole("region", { name: "5. Your Rights Under GDPR" });
    for (const right of [
      "access",
      "rectification",
      "erasure",
      "restriction",
      "portability",
      "object",
    ]) {
      await expect(
        rights.getByText(new RegExp(`Right (of|to) (data )?${right}`, "i")),
      ).toBeVisible();
    }
    await expect(rights.getByText(/Data Protection Commission/)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "9. Contact Us" }).locator('a[href^="mailto:"]'),
    ).toHaveCount(1);
    await expectAccessible(page);
  });

  test("Terms of Service: eleven sections with Irish law", async ({ page }) => {
    expect((await page.goto("/terms-of-service"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^\d+\. / })).toHaveCount(11);
    for (const name of [
      /Submissions/,
      /Accuracy/,
      /Intellectual Property/,
      /Liability/,
      /Governing Law/,
      /Disclaimer/,
    ]) {
      await expect(h2(page, name)).toBeVisible();
    }
    await expect(page.getByText(/governed by the laws of Ireland/)).toBeVisible();
    await expectAccessible(page);
  });

  test("Help Center: every topic, the lists and the contact line", async ({ page }) => {
    expect((await page.goto("/help"))?.status()).toBe(200);
    for (const name of [
      "Quick Start",
      "Ways to Search",
      "Understanding Shop Information",
      "Service Icons",
      "Product Categories",
      "Physical Shops and Online-Only Shops",
      "List Your Farm Shop in Five Steps",
      "Tips",
      "Still Need Help?",
    ]) {
      await expect(h2(page, name)).toBeVisible();
    }
    // An owner learns there that the listing can show on their own website.
    await expect(page.getByRole("region", { name: "List Your Farm Shop in Five Steps" }).getByRole("link", { name: "Add Shops to Your Website" })).toHaveAttribute("href", "/embed");
    const services = page.getByRole("region", { name: "Service Icons" });
    for (const s of [
      "Online Shopping",
      "Delivery Service",
      "Cafe",
      "Petting Farm",
      "Pick Your Own",
      "Kids Play Area",
      "Seasonal Events",
      "Farm Tours",
      "Farmer Markets",
      "Organic Products",
    ]) {
      await expect(services.getByText(s, { exact: true })).toBeVisible();
    }
    const products = page.getByRole("region", { name: "Product Categories" }).getByRole("listitem");
    await expect(products).toHaveText([
      "Fresh Vegetables",
      "Fruits",
      "Meat",
      "Dairy",
      "Eggs",
      "Bread & Baked Goods",
      "Honey",
      "Jams & Preserves",
      "Plants & Flowers",
      "Organic",
      "Hampers",
      "Grow Boxes",
    ]);
    await expect(
      page.getByRole("region", { name: "List Your Farm Shop in Five Steps" }).getByRole("listitem"),
    ).toHaveCount(5);
    const contact = page.getByRole("region", { name: "Still Need Help?" });
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(contact).toContainText("within 24 hours on business days");
    await expectAccessible(page);
  });
});

test.describe("404", () => {
  test("an unknown path answers a real 404, not indexed, with the router message", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    // One robots tag, and it says noindex.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // The icon the browser asks for by itself on a page without icon links is there.
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    await expect(
      page.getByRole("link", { name: "Go to the home page", exact: true }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("link", { name: "Search farm shops", exact: true }),
    ).toHaveAttribute("href", "/search");
    await expectAccessible(page);
  });
});
