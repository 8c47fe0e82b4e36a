import { expect, test } from "@playwright/test";
import { COUNTIES } from "@/lib/counties";
import { cachedPage } from "../public-core/helpers";
import {
  eventCounty,
  eventHref,
  expectAccessible,
  pastSeedEvents,
  upcomingSeedEvents,
} from "./support";

const total = upcomingSeedEvents.length;
const byCounty = new Map<string, number>();
for (const e of upcomingSeedEvents)
  byCounty.set(eventCounty(e), (byCounty.get(eventCounty(e)) ?? 0) + 1);

test.describe("Events list", () => {
  test("lists every upcoming event with county filter counts", async ({ page }) => {
    const response = await page.goto("/events");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Farm Shop Events" })).toBeVisible();

    const filter = page.getByRole("navigation", { name: "Filter events by county" });
    await expect(filter.getByRole("link", { name: `All Counties (${total})` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // One button per county that has events, with its count, and none for the others.
    await expect(filter.getByRole("link")).toHaveCount(byCounty.size + 1);
    for (const [county, count] of byCounty) {
      await expect(
        filter.getByRole("link", { name: `${county} (${count})`, exact: true }),
      ).toBeVisible();
    }

    await expect(page.getByText(`Showing all ${total} events`)).toBeVisible();
    await expect(page.getByRole("link", { name: /View Event Details/ })).toHaveCount(total);
    // Past events are not listed.
    for (const past of pastSeedEvents)
      await expect(page.getByRole("heading", { name: past.name, exact: true })).toHaveCount(0);

    const featured = upcomingSeedEvents.find((e) => e.featured);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: featured?.name ?? "", exact: true }) });
    await expect(card.getByText("Featured")).toBeVisible();
    await expect(
      card.getByText(`${featured?.shopName}, Co. ${featured ? eventCounty(featured) : ""}`),
    ).toBeVisible();
    await expect(card.getByText(`${featured?.eventTime} - ${featured?.endTime}`)).toBeVisible();

    await expect(page.getByRole("link", { name: "Add Your Shop" })).toHaveAttribute(
      "href",
      "/submit",
    );
    await expectAccessible(page);
  });

  test("filters by county through ?county= and back", async ({ page }) => {
    const [county, count] = [...byCounty].find(([, n]) => n > 1) ?? [...byCounty][0] ?? ["", 0];
    await page.goto("/events");
    await page.getByRole("link", { name: `${county} (${count})`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?county=${county.toLowerCase()}$`));
    await expect(page.getByText(`Showing ${count} events in ${county}`)).toBeVisible();
    // The language switch follows the address the page moved to (the header stayed on the page).
    await expect(page.getByRole("banner").getByTestId("language-switch")).toHaveAttribute("href", `/ga/events?county=${county.toLowerCase()}`);
    await expect(page.getByRole("link", { name: /View Event Details/ })).toHaveCount(count);
    await expect(
      page.getByRole("link", { name: `${county} (${count})`, exact: true }),
    ).toHaveAttribute("aria-current", "page");

    // Server-rendered: the filtered list is in the HTML itself.
    const html = await (await page.request.get(`/events?county=${county.toLowerCase()}`)).text();
    expect(html).toContain(`Showing ${count} events in ${county}`);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
  });

  test("shows the empty state with 'View All Events' for a county without events", async ({
    page,
  }) => {
    const quiet = COUNTIES.find((c) => !byCounty.has(c.name));
    expect(quiet).toBeDefined();
    await page.goto(`/events?county=${quiet?.slug}`);
    await expect(page.getByText(`Showing 0 events in ${quiet?.name}`)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: `No upcoming events in ${quiet?.name}` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /View Event Details/ })).toHaveCount(0);
    // An empty list is no page for search engines; a county with events is.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(page);
    await page.getByRole("link", { name: "View All Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByText(`Showing all ${total} events`)).toBeVisible();
  });

  test("is a cached page that arrives whole: no skeleton, no streamed hidden copy of the cards", async ({ page }) => {
    await page.request.get("/events");
    const again = await cachedPage(page.request, "/events");
    expect(again.status()).toBe(200);
    const html = await again.text();
    expect(html).toContain(`Showing all ${total} events`);
    // The cards are in the list itself, not in a hidden <div> that a script moves into place.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain("Loading events");

    // Back from an event page, the list shows at once without a loading state.
    const href = await eventHref(page, upcomingSeedEvents[0]?.name ?? "");
    await page.goto(href);
    await page.getByRole("link", { name: "Back to Events" }).click();
    await expect(page.getByText(`Showing all ${total} events`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading events" })).toHaveCount(0);
  });
});
