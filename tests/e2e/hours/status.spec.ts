import { expect, test } from "@playwright/test";
import { demoHours } from "@/lib/db/seed-data/hours";
import { publicHolidaysBetween } from "@/lib/hours/holidays";
import { dayAndDate } from "@/lib/hours/status";
import { addDays, dublinToday } from "@/lib/time";
import { jsonLd } from "../public-core/helpers";
import { shop, slugOf } from "../public-core/demo";

// The demo's hours (lib/db/seed-data/hours.ts): Tara Hill and Glens of Antrim close on public
// holidays, Seafield opens 10:00-14:00 on them, Slieve Bloom closes for one day next week.
const taraHill = `/shop/${slugOf(shop("Tara Hill Farm Shop"))}`;
const glens = `/shop/${slugOf(shop("Glens of Antrim Farm Shop"))}`;
const slieveBloom = `/shop/${slugOf(shop("Slieve Bloom Larder"))}`;
const STATUS = "[data-status]";

test.describe("status on a public holiday, with the browser's clock fixed", () => {
  test("St Patrick's Day: a shop closed on holidays says so and why", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-17T12:00:00Z"));
    await page.goto(taraHill);
    const status = page.locator(STATUS).first();
    await expect(status).toHaveAttribute("data-status", "closed");
    await expect(status).toContainText("Closed Today");
    await expect(status).toContainText("Closed today · St Patrick's Day");
    await expect(status).toContainText("Opens tomorrow at 09:00");
  });

  test("Monday 28 December 2026: closed in Antrim (substitute day), open in Meath", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-12-28T12:00:00Z"));
    await page.goto(glens);
    await expect(page.locator(STATUS).first()).toContainText(
      "Closed today · Boxing Day (substitute day)",
    );
    await page.goto(taraHill);
    const status = page.locator(STATUS).first();
    await expect(status).toHaveAttribute("data-status", "open");
    await expect(status).toHaveText("Open until 18:00");
  });

  test("a search card shows holiday hours with the reason", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2027-03-17T12:00:00Z"));
    await page.goto("/search?q=Seafield%20Farm%20Shop");
    const card = page.getByRole("article").filter({ hasText: "Seafield Farm Shop" }).first();
    await expect(card.locator(STATUS)).toHaveAttribute("data-status", "open");
    await expect(card.locator(STATUS)).toContainText("Open until 14:00");
    await expect(card.locator(STATUS)).toContainText(
      "Holiday hours today: 10:00–14:00 (St Patrick's Day)",
    );
    // An hour later the same card (no reload) is closed, still for the holiday.
    await page.clock.setFixedTime(new Date("2027-03-17T15:00:00Z"));
    await page.clock.runFor(31_000);
    await expect(card.locator(STATUS)).toHaveAttribute("data-status", "closed");
  });
});

test("the shop page lists special dates and the next three public holidays, also in JSON-LD", async ({
  page,
}) => {
  await page.goto(slieveBloom);
  const today = dublinToday();
  const closure = demoHours("Slieve Bloom Larder", today).hoursExceptions[0];
  expect(closure?.from).toBe(addDays(today, 7));
  const special = page.getByRole("region", { name: "Special Dates", exact: true });
  await expect(special.locator("dt").first()).toContainText(dayAndDate(addDays(today, 7)));
  await expect(special.locator("dt").first()).toContainText("Closed for a family wedding");
  await expect(special.locator("dd").first()).toHaveText("Closed");

  const holidays = publicHolidaysBetween("ROI", today, addDays(today, 400)).slice(0, 3);
  const list = page.getByRole("region", { name: "Public Holidays", exact: true });
  await expect(list.locator("dt")).toHaveCount(3);
  for (const [i, h] of holidays.entries()) {
    await expect(list.locator("dt").nth(i)).toContainText(dayAndDate(h.date));
    await expect(list.locator("dt").nth(i)).toContainText(h.name);
  }

  const data = await jsonLd(page);
  const business = data.find((d) => d["@type"] === "LocalBusiness") as {
    specialOpeningHoursSpecification?: Record<string, string>[];
  };
  expect(business.specialOpeningHoursSpecification?.[0]).toEqual({
    "@type": "OpeningHoursSpecification",
    validFrom: addDays(today, 7),
    validThrough: addDays(today, 7),
    opens: "00:00",
    closes: "00:00",
    description: "Closed for a family wedding",
  });
  expect(business.specialOpeningHoursSpecification?.slice(1).map((s) => s.validFrom)).toEqual(
    holidays.map((h) => h.date),
  );
});
