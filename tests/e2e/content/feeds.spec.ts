import { expect, test } from "@playwright/test";
import { COUNTIES } from "@/lib/counties";
import { CALENDAR_FEED } from "@/lib/events/calendar-feed";
import { draftPost, eventCounty, postSlug, publishedPosts, upcomingSeedEvents } from "./support";

/** An iCalendar's content lines, unfolded. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
/** A TEXT value as iCalendar writes it. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

test.describe("Feeds for crawlers and calendars", () => {
  test("sitemap.xml is an index of files that list counties, shops, upcoming events, published posts and static pages", async ({
    request,
  }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    const index = await res.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(files.length).toBeGreaterThanOrEqual(2);
    const locs: string[] = [];
    for (const file of files) {
      const part = await request.get(file);
      expect(part.status(), file).toBe(200);
      const xml = await part.text();
      expect(xml).toContain("<urlset");
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
      expect(urls.length).toBeLessThanOrEqual(10_000);
      locs.push(...urls);
    }
    for (const c of COUNTIES) expect(locs).toContain(`/farm-shops/${c.slug}`);
    for (const p of [
      "/",
      "/events",
      "/harvest-hub",
      "/about",
      "/help",
      "/privacy-policy",
      "/terms-of-service",
      "/submit",
    ]) {
      expect(locs).toContain(p);
    }
    expect(locs.filter((l) => l.startsWith("/event/"))).toHaveLength(upcomingSeedEvents.length);
    for (const p of publishedPosts) expect(locs).toContain(`/harvest-hub/${postSlug(p)}`);
    if (draftPost) expect(locs).not.toContain(`/harvest-hub/${postSlug(draftPost)}`);
    expect(locs.filter((l) => l.startsWith("/shop/")).length).toBeGreaterThan(50);
    expect(locs.some((l) => l.startsWith("/admin") || l.startsWith("/api"))).toBe(false);
  });

  test("robots.txt keeps crawlers out of /admin and /api (but not its images) and names the sitemap", async ({
    request,
  }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/api$/m);
    // Images served under /api/objects/ stay crawlable (the longer Allow wins over Disallow: /api).
    expect(body).toMatch(/^Allow: \/api\/objects\/$/m);
    expect(body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("the Harvest Hub RSS feed has every published post", async ({ request }) => {
    const res = await request.get("/harvest-hub/rss.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(publishedPosts.length);
    for (const p of publishedPosts) expect(xml).toContain(`/harvest-hub/${postSlug(p)}</link>`);
    if (draftPost) expect(xml).not.toContain(postSlug(draftPost));
    expect(xml).toContain("<content:encoded><![CDATA[<p>");
  });

  test("calendar.ics has every upcoming event (all of the demo's), and says so", async ({ request }) => {
    const res = await request.get("/events/calendar.ics");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/calendar");
    const ics = await res.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(upcomingSeedEvents.length);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Dublin\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines).toContain("X-WR-CALNAME:Farm Shop Events – Ireland");
    expect(lines).toContain("X-WR-CALDESC:Upcoming farm shop events across Ireland\\, soonest first.");
    expect(lines).toContain(`REFRESH-INTERVAL;VALUE=DURATION:PT${CALENDAR_FEED.refreshHours}H`);
  });

  test("a county's calendar has that county's upcoming events; the county's events page links it; an unknown county is a 400", async ({
    page,
    request,
  }) => {
    // The county with the most upcoming demo events.
    const byCounty = new Map<string, typeof upcomingSeedEvents>();
    for (const e of upcomingSeedEvents) byCounty.set(eventCounty(e), [...(byCounty.get(eventCounty(e)) ?? []), e]);
    const [name, countyEvents] = [...byCounty].sort((a, b) => b[1].length - a[1].length)[0]!;
    const slug = COUNTIES.find((c) => c.name === name)!.slug;
    expect(countyEvents.length).toBeLessThan(upcomingSeedEvents.length);

    const res = await request.get(`/events/calendar.ics?county=${slug}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toBe(`attachment; filename="farm-shop-events-${slug}.ics"`);
    const lines = unfold(await res.text());
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(countyEvents.length);
    for (const e of countyEvents) expect(lines).toContain(`SUMMARY:${icsText(e.name)}`);
    expect(lines).toContain(`X-WR-CALNAME:Farm Shop Events – Co. ${name}`);
    const locations = lines.filter((l) => l.startsWith("LOCATION:"));
    expect(locations).toHaveLength(countyEvents.length);
    for (const l of locations) expect(l).toContain(`Co. ${name}`);

    await page.goto(`/events?county=${slug}`);
    await expect(page.getByRole("link", { name: `Add ${name}'s events to your calendar` })).toHaveAttribute(
      "href",
      `/events/calendar.ics?county=${slug}`,
    );

    const bad = await request.get("/events/calendar.ics?county=narnia");
    expect(bad.status()).toBe(400);
    expect(bad.headers()["content-type"]).toContain("text/plain");
    expect(await bad.text()).toContain('Unknown county "narnia"');
  });
});
