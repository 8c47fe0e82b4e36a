import { expect, test } from "@playwright/test";
import { cachedPage } from "../public-core/helpers";
import {
  draftPost,
  expectAccessible,
  featuredPosts,
  postSlug,
  publishedPosts,
} from "./support";

test.describe("Harvest Hub list", () => {
  test("shows featured stories and the latest posts, never drafts", async ({ page }) => {
    const response = await page.goto("/harvest-hub");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Harvest Hub" })).toBeVisible();

    const featured = page.getByRole("region", { name: "Featured Stories" });
    await expect(featured.getByRole("article")).toHaveCount(featuredPosts.length);
    await expect(featured.getByText("Featured", { exact: true })).toHaveCount(featuredPosts.length);

    const latest = page.getByRole("region", { name: "Latest Posts" });
    await expect(latest.getByRole("article")).toHaveCount(publishedPosts.length);
    if (draftPost) await expect(page.getByText(draftPost.title)).toHaveCount(0);

    const post = publishedPosts[0];
    const card = latest
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: post?.title ?? "" }) });
    await expect(card.getByText(post?.author ?? "")).toBeVisible();
    await expect(card.locator("time")).toHaveText(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute(
      "href",
      `/harvest-hub/${postSlug(post ?? { title: "" })}`,
    );

    // Structured data of up to 10 posts, and the RSS feed announced in the head.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const blog = ld.find((d) => d["@type"] === "Blog");
    expect(Array.isArray(blog?.blogPost) && blog.blogPost.length).toBe(
      Math.min(10, publishedPosts.length),
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/harvest-hub\/rss\.xml$/,
    );
    await expectAccessible(page);
  });

  test("is a cached page that arrives whole: no loading state, no streamed hidden copy of the cards", async ({ page }) => {
    await page.request.get("/harvest-hub");
    const again = await cachedPage(page.request, "/harvest-hub");
    expect(again.status()).toBe(200);
    const html = await again.text();
    expect(html).toContain("Latest Posts");
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain("Loading blog posts...");

    const post = publishedPosts[0];
    await page.goto(`/harvest-hub/${postSlug(post ?? { title: "" })}`);
    await page.getByRole("link", { name: "Back to Harvest Hub" }).click();
    await expect(page.getByRole("heading", { name: "Latest Posts" })).toBeVisible();
    await expect(page.getByText("Loading blog posts...")).toHaveCount(0);
  });
});
