import { expect, test } from "@playwright/test";
import { formatTimeRange } from "@/lib/format";
import { eventCounty, eventHref, expectAccessible, upcomingSeedEvents } from "./support";

const multiDay = upcomingSeedEvents.find(
  (e) => e.endOffsetDays !== null && e.endOffsetDays > e.startOffsetDays && e.websiteUrl,
);
const singleDay = upcomingSeedEvents.find(
  (e) => e.endOffsetDays === null && e.description.includes("\n"),
);

test.describe("Event detail", () => {
  test("shows the event, its location and information cards", async ({ page }) => {
    if (!multiDay) throw new Error("demo data has no multi-day event");
    const href = await eventHref(page, multiDay.name);
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: multiDay.name })).toBeVisible();
    if (multiDay.featured)
      await expect(page.getByRole("article").getByText("Featured", { exact: true })).toBeVisible();
    await expect(
      page.getByText(formatTimeRange(multiDay.eventTime, multiDay.endTime)).first(),
    ).toBeVisible();
    // Date range with both ends: "d Month yyyy - d Month yyyy".
    await expect(page.getByText(/^\d{1,2} \w+ \d{4} - \d{1,2} \w+ \d{4}$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Event Website/ })).toHaveAttribute(
      "href",
      multiDay.websiteUrl ?? "",
    );
    await expect(page.getByRole("link", { name: "View Farm Shop" })).toHaveAttribute(
      "href",
      /^\/shop\/[\w-]+$/,
    );

    const location = page.getByRole("region", { name: "Event Location" });
    await expect(location.getByRole("link", { name: multiDay.shopName })).toBeVisible();
    await expect(location.getByText(`Co. ${eventCounty(multiDay)}`)).toBeVisible();
    await expect(location.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(location.locator('a[href^="mailto:"]')).toHaveCount(1);

    const info = page.getByRole("region", { name: "Event Information" });
    await expect(info.getByText("Farm Event")).toBeVisible();
    await expect(info.getByText(eventCounty(multiDay), { exact: true })).toBeVisible();
    await expect(info.getByText("Multi-day event")).toBeVisible();

    // Structured data: Event with a free offer, a Place in IE and an organizer; breadcrumbs.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const event = ld.find((d) => d["@type"] === "Event");
    expect(event).toMatchObject({
      name: multiDay.name,
      offers: { price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      location: {
        "@type": "Place",
        name: multiDay.shopName,
        address: { "@type": "PostalAddress", addressCountry: "IE" },
      },
      organizer: { "@type": "Organization", name: multiDay.shopName },
    });
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    // The page (ItemPage, its bare address) is about the event (#event): two nodes, two @ids.
    const itemPage = ld.find((d) => d["@type"] === "ItemPage");
    expect(itemPage?.mainEntity).toEqual({ "@id": event?.["@id"] });
    expect(String(event?.["@id"])).toBe(`${String(itemPage?.["@id"])}#event`);
    expect(ld.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      new RegExp(multiDay.shopName),
    );
    await expect(page).toHaveTitle(new RegExp(multiDay.name));

    await expectAccessible(page);
  });

  test("splits the description into paragraphs and says 'Single day event'", async ({ page }) => {
    if (!singleDay) throw new Error("demo data has no single-day event with two paragraphs");
    await page.goto(await eventHref(page, singleDay.name));
    for (const paragraph of singleDay.description.split("\n")) {
      await expect(
        page.getByRole("article").locator("p", { hasText: paragraph.trim() }),
      ).toHaveCount(1);
    }
    await expect(page.getByText("Single day event")).toBeVisible();
    // End time different from the start is shown; a single date has no range.
    await expect(page.getByText(/^\d{1,2} \w+ \d{4}$/).first()).toBeVisible();
  });

  test("offers the event as an iCalendar download", async ({ page, request }) => {
    if (!singleDay) throw new Error("demo data has no single-day event");
    const href = await eventHref(page, singleDay.name);
    await page.goto(href);
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `${href}/ics`,
    );
    const res = await request.get(`${href}/ics`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/calendar");
    expect(res.headers()["content-disposition"]).toContain("attachment");
    const body = await res.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const unfolded = body.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${singleDay.name.replace(/([,;])/g, "\\$1")}`);
    expect(unfolded).toMatch(
      new RegExp(`DTSTART;TZID=Europe/Dublin:\\d{8}T${singleDay.eventTime.replace(":", "")}00`),
    );
    expect(unfolded).toContain(`UID:${href.split("/").pop()}@`);
    expect((await request.get("/event/no-such-event/ics")).status()).toBe(404);
  });

  test("answers 'Event Not Found' with a real 404", async ({ page }) => {
    const response = await page.goto("/event/00000000-0000-0000-0000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Event Not Found" })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the event you're looking for."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
