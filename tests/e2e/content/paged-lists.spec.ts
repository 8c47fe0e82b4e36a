import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, dublinToday } from "@/lib/time";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { eventCounty, publishedPosts, upcomingSeedEvents } from "./support";

// The events list and the Harvest Hub at more than one page: real page links, each page its own
// canonical address, past the last page 404, county counts from the database. The test adds its
// own shop (in Leitrim), 20 events and 10 posts through the admin API and removes them after.

const EVENTS_PAGE = 18;
const POSTS_PAGE = 9;
const COUNTY = "Leitrim";
const ADDED_EVENTS = 20;
const ADDED_POSTS = 10;
const tag = randomBytes(4).toString("hex");

let admin: APIRequestContext;
let shopId = "";
const postIds: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post("/api/admin/auth/login", { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(200);
  const shop = await admin.post("/api/farm-shops", {
    data: {
      name: `Paging Farm ${tag}`,
      shopType: "physical",
      description: "A farm that holds many events.",
      county: COUNTY,
      town: "Carrick-on-Shannon",
      address: `Paging Farm ${tag}, Main Street, Carrick-on-Shannon`,
      email: `paging-${tag}@example.com`,
      products: ["Vegetables"],
      services: [],
      // Coordinates given, so that no geocoding is needed.
      latitude: "53.9469",
      longitude: "-8.0900",
    },
  });
  expect(shop.status(), await shop.text()).toBe(201);
  shopId = ((await shop.json()) as { id: string }).id;
  expect((await admin.post(`/api/admin/farm-shops/${shopId}/approve`)).status()).toBe(200);
  const today = dublinToday();
  for (let i = 0; i < ADDED_EVENTS; i++) {
    const res = await admin.post(`/api/admin/farm-shops/${shopId}/events`, {
      data: {
        name: `Paging Event ${String(i).padStart(2, "0")} ${tag}`,
        description: "A morning on the farm.",
        eventDate: addDays(today, 40 + i),
        eventTime: "10:00",
        endDate: null,
        endTime: null,
        websiteUrl: null,
        imageUrl: null,
        featured: false,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (let i = 0; i < ADDED_POSTS; i++) {
    const res = await admin.post("/api/admin/blog-posts", {
      data: {
        title: `Paging Post ${String(i).padStart(2, "0")} ${tag}`,
        author: "Test Author",
        excerpt: "A short excerpt.",
        content: "<p>Some content.</p>",
        metaDescription: "A meta description.",
        featuredImage: null,
        featured: false,
        published: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    postIds.push(((await res.json()) as { id: string }).id);
  }
});

test.afterAll(async () => {
  // The shop's events go with it.
  if (shopId) expect([200, 404]).toContain((await admin.delete(`/api/admin/farm-shops/${shopId}`)).status());
  for (const id of postIds) expect([200, 404]).toContain((await admin.delete(`/api/admin/blog-posts/${id}`)).status());
  await admin.dispose();
});

const eventTitles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

test("the events list pages through every event with real links, each page its own canonical address", async ({ page }) => {
  const total = upcomingSeedEvents.length + ADDED_EVENTS;
  const pages = Math.ceil(total / EVENTS_PAGE);
  expect(pages).toBeGreaterThan(1);

  await page.goto("/events");
  await expect(page.getByText(`Showing all ${total} events`)).toBeVisible();
  await expect(page.getByRole("link", { name: /View Event Details/ })).toHaveCount(EVENTS_PAGE);
  expect(await canonical(page)).toMatch(/\/events$/);
  const nav = page.getByRole("navigation", { name: "Pages of events" });
  await expect(nav.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(nav.locator('[aria-current="page"]')).toHaveText("1");
  // Plain links that a crawler follows: rel=next to page 2, no previous on page 1.
  await expect(nav.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/events?page=2");
  await expect(nav.getByRole("link", { name: "Next" })).toHaveAttribute("rel", "next");
  await expect(nav.getByRole("link", { name: "Previous" })).toHaveCount(0);
  const first = await eventTitles(page);

  const seen = [...first];
  for (let n = 2; n <= pages; n++) {
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?page=${n}$`));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(String(n));
    await expect(nav.getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
    expect(await canonical(page)).toMatch(new RegExp(`/events\\?page=${n}$`));
    seen.push(...(await eventTitles(page)));
  }
  // Every event once, none twice, the later pages other events than the first.
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  await nav.getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(await eventTitles(page)).toEqual(first);

  // The page's HTML holds the cards itself (no streamed, hidden copy), and past the last page is 404.
  const html = await (await page.request.get("/events?page=2")).text();
  expect(html).toMatch(new RegExp(`Page (<!-- -->)?2(<!-- -->)? of (<!-- -->)?${pages}<`));
  expect(html).not.toMatch(/<div hidden id="S:/);
  const past = await page.request.get(`/events?page=${pages + 1}`);
  expect(past.status()).toBe(404);
  // The 404 page's own title and robots, not the list's.
  const pastHtml = await past.text();
  expect(pastHtml).not.toContain(`Farm Shop Events (page ${pages + 1})`);
  expect(pastHtml).toMatch(/<meta name="robots" content="noindex/);
  expect((await page.request.get("/events?page=abc")).status()).toBe(404);
});

test("county counts come from the database and the county's pages keep the county", async ({ page }) => {
  const inCounty = upcomingSeedEvents.filter((e) => eventCounty(e) === COUNTY).length + ADDED_EVENTS;
  await page.goto("/events");
  const filter = page.getByRole("navigation", { name: "Filter events by county" });
  await expect(filter.getByRole("link", { name: `All Counties (${upcomingSeedEvents.length + ADDED_EVENTS})` })).toBeVisible();
  await filter.getByRole("link", { name: `${COUNTY} (${inCounty})`, exact: true }).click();
  await expect(page).toHaveURL(/\/events\?county=leitrim$/);
  await expect(page.getByText(`Showing ${inCounty} events in ${COUNTY}`)).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pages of events" });
  await expect(nav.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/events?county=leitrim&page=2");
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/events\?county=leitrim&page=2$/);
  await expect(page.getByRole("link", { name: /View Event Details/ })).toHaveCount(inCounty - EVENTS_PAGE);
  for (const shop of await page.getByRole("article").getByText(/, Co\. /).allTextContents()) expect(shop).toContain(`Co. ${COUNTY}`);
  await expect(filter.getByRole("link", { name: `${COUNTY} (${inCounty})`, exact: true })).toHaveAttribute("aria-current", "page");
});

test("the Harvest Hub pages its latest posts; featured stories head the first page only", async ({ page }) => {
  const total = publishedPosts.length + ADDED_POSTS;
  const pages = Math.ceil(total / POSTS_PAGE);
  await page.goto("/harvest-hub");
  const latest = page.getByRole("region", { name: "Latest Posts" });
  await expect(latest.getByRole("article")).toHaveCount(POSTS_PAGE);
  await expect(page.getByRole("region", { name: "Featured Stories" })).toBeVisible();
  const first = await latest.getByRole("article").getByRole("heading").allTextContents();
  const nav = page.getByRole("navigation", { name: "Pages of posts" });
  await expect(nav.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/harvest-hub\?page=2$/);
  await expect(latest.getByRole("article")).toHaveCount(Math.min(POSTS_PAGE, total - POSTS_PAGE));
  const second = await latest.getByRole("article").getByRole("heading").allTextContents();
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  await expect(page.getByRole("region", { name: "Featured Stories" })).toHaveCount(0);
  expect(await canonical(page)).toMatch(/\/harvest-hub\?page=2$/);
  const past = await page.request.get(`/harvest-hub?page=${pages + 1}`);
  expect(past.status()).toBe(404);
  const pastHtml = await past.text();
  expect(pastHtml).not.toContain(`(page ${pages + 1})`);
  expect(pastHtml).toMatch(/<meta name="robots" content="noindex/);
});

test("the sitemap lists the lists' first pages, the events list of each county with events among them", async ({ request }) => {
  const xml = await (await request.get("/sitemaps/sitemap/0.xml")).text();
  for (const path of ["/events", "/harvest-hub", "/events?county=leitrim"]) expect(xml).toContain(`${path}</loc>`);
  expect(xml).not.toContain("page=2");
});

test("the lists' internal addresses answer 404 when typed; a parameter the lists do not read is taken off", async ({ request }) => {
  for (const path of ["/events/list/all/1", "/events/list/cork/2", "/harvest-hub/list/1"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain("Page Not Found");
  }
  const events = await request.get("/events?county=leitrim&ref=mail", { maxRedirects: 0 });
  expect(events.status()).toBe(308);
  expect(events.headers().location).toMatch(/\/events\?county=leitrim$/);
  // Campaign tags pass.
  expect((await request.get("/events?county=leitrim&utm_source=mail", { maxRedirects: 0 })).status()).toBe(200);
  const hub = await request.get("/harvest-hub?sort=new&page=2", { maxRedirects: 0 });
  expect(hub.status()).toBe(308);
  expect(hub.headers().location).toMatch(/\/harvest-hub\?page=2$/);
});

test("an answer does not name the internal address it was rewritten to", async ({ request }) => {
  // Pages and redirects alike: "/", the lists, a county's search, a page past the last (whatever the data holds).
  for (const path of ["/", "/ga", "/events", "/ga/harvest-hub", "/farm-shops/cork?sort=town", "/farm-shops/cork?page=9999", "/in-season"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([200, 307], path).toContain(res.status());
    expect(Object.keys(res.headers()).filter((name) => name.startsWith("x-middleware")), path).toEqual([]);
  }
});
