import { expect, openAdmin, shopPayload, test, toast, uniqueTag } from "./support/fixtures";

test("the admin edit dialog edits holiday hours and special dates", async ({ page }) => {
  const name = `Admin Hours Farm ${uniqueTag()}`;
  const created = await page.request.post("/api/farm-shops", {
    data: shopPayload(name, {
      publicHolidayHours: "closed",
      hoursExceptions: [{ from: "2026-12-25", to: "2026-12-26", closed: true, note: "Christmas" }],
    }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openAdmin(page);
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${name}` });
  await expect(dialog.getByRole("radio", { name: /^Closed/ })).toBeChecked();
  const rows = dialog.getByRole("region", { name: "Special Dates" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByLabel("From")).toHaveValue("2026-12-25");
  await expect(rows.first().getByLabel("Note")).toHaveValue("Christmas");

  await dialog.getByRole("radio", { name: /Usual hours/ }).check();
  await dialog.getByRole("button", { name: "Add special date" }).click();
  const added = rows.nth(1);
  await added.getByLabel("From").fill("2027-02-14");
  await added.getByRole("checkbox", { name: "Closed" }).uncheck();
  await added.getByLabel("Special date 2 opening time").fill("10:00");
  await added.getByLabel("Special date 2 closing time").fill("13:00");
  await dialog.getByRole("button", { name: "Remove special date 1" }).click();
  await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
  await expect(toast(page, "Farm Shop Updated")).toBeVisible();

  const res = await page.request.get("/api/admin/farm-shops/pending");
  const shop = (
    (await res.json()) as { id: string; publicHolidayHours: unknown; hoursExceptions: unknown }[]
  ).find((s) => s.id === id);
  expect(shop?.publicHolidayHours).toBe("usual");
  expect(shop?.hoursExceptions).toEqual([
    { from: "2027-02-14", to: "2027-02-14", closed: false, open: "10:00", close: "13:00" },
  ]);
  await page.request.post(`/api/admin/farm-shops/${id}/reject`);
});
