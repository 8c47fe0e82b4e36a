import { expect, openAdmin, shopPayload, test, uniqueTag } from "./support/fixtures";
import { addDays, dublinToday } from "../../../lib/time";

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

test("a link of the site, with a half-written post, asks from any tab, and is followed once the changes are discarded", async ({ page }) => {
  await openAdmin(page, "Harvest Hub");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post not yet saved");
  const about = page.getByRole("banner").getByRole("link", { name: "About" });
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  // From another tab, the post's tab hidden: the question still shows; Keep editing stays.
  await page.getByRole("tab", { name: "Farm Shops" }).click();
  await about.click();
  await expect(discard).toContainText("What you changed here has not been saved.");
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=shops$/);
  await page.getByRole("tab", { name: "Harvest Hub" }).click();
  await expect(form.getByLabel("Title")).toHaveValue("A post not yet saved");
  await about.click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("on a phone, Keep editing after a tap in the header's menu gives the focus to the menu's button, the menu having closed", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openAdmin(page, "Harvest Hub");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post typed on a phone");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(discard).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\?tab=blog$/);
  await expect(form.getByLabel("Title")).toHaveValue("A post typed on a phone");
});

test("after Discard, a page that is still there when the admin acts again (the link's page did not come) is guarded again", async ({ page }) => {
  // The About page answers 204 No Content: the browser stays on the admin page.
  await page.route(/\/about$/, (route) => route.fulfill({ status: 204 }));
  await openAdmin(page, "Harvest Hub");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post not yet saved");
  const about = page.getByRole("banner").getByRole("link", { name: "About" });
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await about.click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(discard).toBeHidden();
  // The admin goes on typing: the post is still there, and a link asks again.
  await form.getByLabel("Title").fill("A post not yet saved, still");
  await expect(page).toHaveURL(/\/admin\?tab=blog$/);
  await about.click();
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(form.getByLabel("Title")).toHaveValue("A post not yet saved, still");
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("out of the admin page by a link and Back again: a draft typed then is not lost to Forward without the browser's question", async ({ page }) => {
  await openAdmin(page, "Harvest Hub");
  // No changes: the link is followed at once, by a whole page load.
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?tab=blog$/);
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill("A post typed after Back");
  const asked = new Promise<string>((resolve) => page.once("dialog", (d) => void d.dismiss().then(() => resolve(d.type()))));
  void page.goForward().catch(() => null);
  expect(await asked).toBe("beforeunload");
  await expect(page).toHaveURL(/\/admin\?tab=blog$/);
  await expect(form.getByLabel("Title")).toHaveValue("A post typed after Back");
});

test("choosing another shop, or editing another event or post, asks before the form's text is dropped", async ({ page }) => {
  const tag = uniqueTag();
  const names = [`Guard Farm A ${tag}`, `Guard Farm B ${tag}`];
  const ids: string[] = [];
  for (const name of names) {
    const res = await page.request.post("/api/farm-shops", { data: shopPayload(name) });
    const { id } = (await res.json()) as { id: string };
    expect((await page.request.post(`/api/admin/farm-shops/${id}/approve`)).status()).toBe(200);
    ids.push(id);
  }
  const event = { name: `Guarded Fair ${tag}`, description: "A fair.", eventDate: addDays(dublinToday(), 5), eventTime: "10:00" };
  expect((await page.request.post(`/api/admin/farm-shops/${ids[0]}/events`, { data: event })).status()).toBe(201);
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });

  await openAdmin(page, "Events");
  await page.getByLabel("Find a shop").fill(tag);
  const select = page.getByLabel("Select a Farm Shop to Manage Events");
  await expect(select.getByRole("option", { name: `${names[1]} - Kerry` })).toBeAttached();
  await select.selectOption({ label: `${names[0]} - Kerry` });
  const form = page.getByRole("form", { name: "Create event" });
  await form.getByLabel("Event Name").fill("Half-planned market");

  // Another shop: asked; Keep editing stays on the first shop with the text.
  await select.selectOption({ label: `${names[1]} - Kerry` });
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(select).toHaveValue(ids[0]!);
  await expect(form.getByLabel("Event Name")).toHaveValue("Half-planned market");

  // Editing another event: asked; Discard changes opens it.
  await page.getByRole("article", { name: event.name }).getByRole("button", { name: "Edit" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("form", { name: `Edit event ${event.name}` }).getByLabel("Event Name")).toHaveValue(event.name);

  // Unchanged, another shop is chosen at once.
  await select.selectOption({ label: `${names[1]} - Kerry` });
  await expect(discard).toBeHidden();
  await expect(page.getByText("No events created yet. Create the first event above.")).toBeVisible();
  for (const id of ids) await page.request.delete(`/api/admin/farm-shops/${id}`);
});
