import { expect, test, type Page } from "@playwright/test";
import { uniqueTag } from "../admin/support/fixtures";

async function fillRequired(page: Page, name: string) {
  await page.getByLabel("Shop Name").fill(name);
  await page.getByLabel("County").selectOption("Antrim");
  await page.getByLabel("Town/City").fill("Ballymena");
  await page.getByLabel("Full Address").fill("Galgorm Road, Ballymena");
  await page.getByRole("checkbox", { name: "Eggs" }).check();
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`submit form hours editors (${label})`, () => {
    test.use({ viewport });

    test("copy Monday, holiday choice, special dates added, refused, removed and sent", async ({
      page,
    }) => {
      await page.goto("/submit");
      const name = `Hours Editor Farm ${uniqueTag()}`;
      await fillRequired(page, name);

      // Copy Monday to all weekdays: Tuesday to Friday follow, Saturday and Sunday do not.
      await page.getByLabel("Monday opening time").fill("08:00");
      await page.getByLabel("Monday closing time").fill("18:30");
      await page.getByRole("button", { name: "Copy Monday to all weekdays" }).click();
      for (const day of ["Tuesday", "Wednesday", "Thursday", "Friday"]) {
        await expect(page.getByLabel(`${day} opening time`)).toHaveValue("08:00");
        await expect(page.getByLabel(`${day} closing time`)).toHaveValue("18:30");
      }
      await expect(page.getByLabel("Saturday opening time")).toHaveValue("09:00");
      await expect(page.getByRole("checkbox", { name: "Closed on Sunday" })).toBeChecked();

      // Public holidays: three choices, usual by default; the third asks for times.
      const holidays = page.getByRole("region", { name: "Public Holidays" });
      await expect(holidays.getByRole("radio", { name: /Usual hours/ })).toBeChecked();
      await expect(holidays.getByLabel("Holiday opening time")).toHaveCount(0);
      await holidays.getByRole("radio", { name: /Special holiday hours/ }).check();
      await holidays.getByLabel("Holiday opening time").fill("11:00");
      await holidays.getByLabel("Holiday closing time").fill("15:00");

      // Special dates: add three rows, remove the middle one.
      const special = page.getByRole("region", { name: "Special Dates" });
      await expect(special.getByText("No special dates yet.")).toBeVisible();
      for (let i = 0; i < 3; i++)
        await special.getByRole("button", { name: "Add special date" }).click();
      await expect(special.getByRole("listitem")).toHaveCount(3);
      // A new row's first field takes the focus; a removed row's focus goes to "Add special date".
      await expect(special.getByRole("listitem", { name: "Special date 3" }).getByLabel("From")).toBeFocused();
      await special.getByRole("button", { name: "Remove special date 2" }).click();
      await expect(special.getByRole("listitem")).toHaveCount(2);
      await expect(special.getByRole("button", { name: "Add special date" })).toBeFocused();

      // A day's break: removed, the focus goes to that day's "Add break".
      await page.getByRole("button", { name: "Add break on Tuesday" }).click();
      await page.getByRole("button", { name: "Remove break 1 on Tuesday" }).click();
      await expect(page.getByRole("button", { name: "Add break on Tuesday" })).toBeFocused();

      const first = special.getByRole("listitem", { name: "Special date 1" });
      // A date already over is kept, with a note that visitors no longer see it.
      const passed = first.getByText("This date has passed: visitors no longer see it. You can remove it.");
      await first.getByLabel("From").fill("2020-05-01");
      await expect(passed).toBeVisible();
      await first.getByLabel("From").fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
      await expect(passed).toHaveCount(0);
      await first.getByLabel("To").fill("");
      await first.getByLabel("From").fill("2026-12-24");
      await expect(first.getByLabel("To")).toHaveValue("2026-12-24");
      await first.getByRole("checkbox", { name: "Closed" }).uncheck();
      await first.getByLabel("Special date 1 opening time").fill("10:00");
      await first.getByLabel("Special date 1 closing time").fill("14:00");
      await first.getByLabel("Note").fill("Christmas Eve");

      const second = special.getByRole("listitem", { name: "Special date 2" });
      await second.getByLabel("From").fill("2027-03-01");
      await second.getByLabel("To").fill("2027-01-10");
      await page.getByRole("button", { name: "Submit for Review" }).click();
      await expect(
        second.getByText("Special date 2: the To date must be on or after the From date"),
      ).toBeVisible();

      await second.getByLabel("From").fill("2027-01-01");
      await second.getByLabel("To").fill("2027-03-13");
      await second.getByLabel("Note").fill("Closed for the winter");
      const posted = page.waitForResponse(
        (r) => r.url().endsWith("/api/farm-shops") && r.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Submit for Review" }).click();
      const res = await posted;
      expect(res.status()).toBe(201);
      const shop = (await res.json()) as Record<string, unknown>;
      expect(shop.name).toBe(name);
      expect(shop.publicHolidayHours).toEqual({ open: "11:00", close: "15:00" });
      expect(shop.hoursExceptions).toEqual([
        {
          from: "2026-12-24",
          to: "2026-12-24",
          closed: false,
          open: "10:00",
          close: "14:00",
          note: "Christmas Eve",
        },
        { from: "2027-01-01", to: "2027-03-13", closed: true, note: "Closed for the winter" },
      ]);
      expect((shop.openingHours as Record<string, unknown>).thursday).toEqual({
        open: "08:00",
        close: "18:30",
        closed: false,
      });
      // Nothing on the page runs wider than a phone's screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  });
}
