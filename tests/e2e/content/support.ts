import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { seedEvents } from "@/lib/db/seed-data/events";
import { seedPosts } from "@/lib/db/seed-data/posts";
import { seedShops } from "@/lib/db/seed-data/shops";
import { slugify } from "@/lib/slug";

/** Fails on any serious or critical axe violation of the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(bad).toEqual([]);
}

/** Demo data facts, derived from the seed so that the tests follow it. */
const countyOf = new Map(seedShops.map((s) => [s.name, s.county]));
export const upcomingSeedEvents = seedEvents.filter(
  (e) => (e.endOffsetDays ?? e.startOffsetDays) >= 0,
);
export const pastSeedEvents = seedEvents.filter((e) => (e.endOffsetDays ?? e.startOffsetDays) < 0);
export const eventCounty = (e: (typeof seedEvents)[number]) => countyOf.get(e.shopName) ?? "";
export const publishedPosts = seedPosts.filter((p) => p.published);
export const featuredPosts = publishedPosts.filter((p) => p.featured);
export const draftPost = seedPosts.find((p) => !p.published);
export const postSlug = (p: { title: string }) => slugify(p.title, "post");

/** Opens the events list and returns the address of the event page with the given name. */
export async function eventHref(page: Page, name: string): Promise<string> {
  await page.goto("/events");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  const href = await card.getByRole("link", { name: /View Event Details/ }).getAttribute("href");
  expect(href).toMatch(/^\/event\/[0-9a-f-]{36}$/);
  return href ?? "";
}
