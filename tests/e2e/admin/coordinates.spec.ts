import { expect, openAdmin, shopPayload, test, uniqueTag } from "./support/fixtures";

// The shop edit dialog refuses a point off the island of Ireland, and the message is on screen:
// above the dialog's footer, not hidden behind it.
test.use({ viewport: { width: 1366, height: 900 } });

test("swapped coordinates: the dialog says so next to Latitude, in view above its footer", async ({ page }) => {
  const name = `Pin Farm ${uniqueTag()}`;
  expect((await page.request.post("/api/farm-shops", { data: shopPayload(name) })).status()).toBe(201);
  await openAdmin(page);
  await page.getByRole("article", { name }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${name}` });
  await dialog.getByLabel("Latitude").fill("-8.2911");
  await dialog.getByLabel("Longitude").fill("53.9801");
  await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
  const message = dialog.getByText(/^Latitude and longitude look swapped/);
  await expect(message).toBeVisible();
  await expect(dialog.getByLabel("Latitude")).toBeFocused();
  const shown = await message.boundingBox();
  const footer = await dialog.getByRole("button", { name: "Update Farm Shop" }).boundingBox();
  // The footer's buttons sit in its padding: the message ends above them.
  expect((shown?.y ?? 0) + (shown?.height ?? 0)).toBeLessThanOrEqual((footer?.y ?? 0) - 8);

  // Only one of the two: asked for the other.
  await dialog.getByLabel("Latitude").fill("53.98");
  await dialog.getByLabel("Longitude").fill("");
  await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
  await expect(dialog.getByText("Give both latitude and longitude, or neither")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
});
