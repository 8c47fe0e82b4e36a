import { expect, test } from "@playwright/test";
import { readTimeMinutes } from "@/lib/format";
import { draftPost, expectAccessible, featuredPosts, postSlug, publishedPosts } from "./support";
import { gotoHydrated } from "../public-core/helpers";

const featured = featuredPosts[0];
const plain = publishedPosts.find((p) => !p.featured);
if (!featured || !plain) throw new Error("demo data needs featured and non-featured posts");

test.describe("Blog post", () => {
  test("shows the post with author, date and time, read time and content", async ({ page }) => {
    const response = await page.goto(`/harvest-hub/${postSlug(featured)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();
    const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
    await expect(header.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByText(featured.author, { exact: true }).first()).toBeVisible();
    await expect(header.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/);
    await expect(page.getByText(`${readTimeMinutes(featured.content)} min read`)).toBeVisible();

    // Light markup rendered: its first "## " heading becomes an h2 of the article.
    const firstHeading = /^## (.+)$/m.exec(featured.content)?.[1] ?? "";
    await expect(page.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.getByText("**")).toHaveCount(0);

    // Related: featured posts other than this one, at most three.
    const related = page.getByRole("region", { name: "Related Posts" }).getByRole("article");
    await expect(related).toHaveCount(Math.min(3, featuredPosts.length - 1));
    await expect(related.filter({ hasText: featured.title })).toHaveCount(0);

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    expect(ld.find((d) => d["@type"] === "BlogPosting")).toMatchObject({
      headline: featured.title,
      author: { name: featured.author },
    });
    expect(ld.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expectAccessible(page);
  });

  test("a post that is not featured lists up to three featured posts as related", async ({
    page,
  }) => {
    await page.goto(`/harvest-hub/${postSlug(plain)}`);
    const related = page.getByRole("region", { name: "Related Posts" }).getByRole("article");
    await expect(related).toHaveCount(Math.min(3, featuredPosts.length));
    await expect(
      page
        .locator("header", { has: page.getByRole("heading", { level: 1 }) })
        .getByText("Featured", { exact: true }),
    ).toHaveCount(0);
  });

  test("Share copies the link when there is no share sheet, with a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await gotoHydrated(page, `/harvest-hub/${postSlug(featured)}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    await expect(page.getByText("Blog post URL has been copied to your clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share falls back to copying when the share sheet fails", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const w = window as unknown as { shareCalls: number };
      w.shareCalls = 0;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: () => {
          w.shareCalls++;
          return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
        },
      });
    });
    await gotoHydrated(page, `/harvest-hub/${postSlug(plain)}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { shareCalls: number }).shareCalls),
    ).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share reports a failed copy", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new Error("denied")) }),
      });
    });
    await gotoHydrated(page, `/harvest-hub/${postSlug(plain)}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Failed to copy link to clipboard.")).toBeVisible();
  });

  test("answers 'Blog Post Not Found' with a real 404", async ({ page }) => {
    const response = await page.goto("/harvest-hub/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Blog Post Not Found" }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Harvest Hub" }).click();
    await expect(page).toHaveURL(/\/harvest-hub$/);
  });

  test("a draft is not published: 404", async ({ page }) => {
    if (!draftPost) throw new Error("demo data has no draft post");
    const response = await page.goto(`/harvest-hub/${postSlug(draftPost)}`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Blog Post Not Found" }),
    ).toBeVisible();
  });
});
