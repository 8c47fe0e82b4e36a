import { expect, openAdmin, shopPayload, test, uniqueTag } from "./support/fixtures";

// A half-made edit is not thrown away without a question: Escape, Cancel and the close button ask
// "Discard your changes?" once something has changed, and leaving the page asks the browser's own.

test("the shop edit dialog asks before it drops an edit, and only then", async ({ page }) => {
  const name = `Unsaved Farm ${uniqueTag()}`;
  expect((await page.request.post("/api/farm-shops", { data: shopPayload(name, { description: "The first words." }) })).status()).toBe(201);
  await openAdmin(page);
  const card = page.getByRole("article", { name });
  const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${name}` });
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });

  // Nothing changed: Escape closes at once.
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Description")).toHaveValue("The first words.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();

  // Changed: Escape asks; Keep editing keeps the words and the dialog.
  await card.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Description").fill("Half-written new words");
  await page.keyboard.press("Escape");
  await expect(discard).toContainText("What you changed here has not been saved.");
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel("Description")).toHaveValue("Half-written new words");

  // The close button asks too; Discard changes closes, and the shop keeps its old words.
  await dialog.getByRole("button", { name: "Close" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Description")).toHaveValue("The first words.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a half-written post asks before the page is left", async ({ page }) => {
  await openAdmin(page, "Harvest Hub");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post not yet saved");
  const asked = new Promise<string>((resolve) => page.once("dialog", (d) => void d.dismiss().then(() => resolve(d.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});
