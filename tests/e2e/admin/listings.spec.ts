import type { APIRequestContext } from "@playwright/test";
import { expect, openAdmin, test, toast, uniqueTag } from "./support/fixtures";
import { linkFromOutbox, mailFromOutbox } from "./support/outbox";

type ApiShop = { id: string; slug: string; name: string; email: string };

/** A new approved shop with an email address, made through the API as the signed-in admin. */
async function liveShop(request: APIRequestContext, name: string): Promise<ApiShop> {
  const tag = uniqueTag();
  const submitted = await request.post("/api/farm-shops", {
    data: {
      name,
      shopType: "physical",
      county: "Kerry",
      town: "Dingle",
      address: `${tag} Strand Street`,
      email: `owner-${tag}@example.com`,
      products: ["Eggs", "Vegetables"],
      openingHours: { monday: { open: "09:00", close: "17:00", closed: false } },
      latitude: "52.1408",
      longitude: "-10.2686",
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const shop = (await submitted.json()) as ApiShop;
  const approved = await request.post(`/api/admin/farm-shops/${shop.id}/approve`);
  expect(approved.status()).toBe(200);
  return (await approved.json()) as ApiShop;
}

test("an owner updates their listing from a mailed link; the admin approves the name, sees both in Activity and reverts the hours", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const name = `Listing Journey Farm ${uniqueTag()}`;
  const shop = await liveShop(request, name);
  const newName = `${name} and Bakery`;
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();

  await test.step("the owner asks for a link on the shop page", async () => {
    await ownerPage.goto(`/shop/${shop.slug}`);
    await expect(ownerPage.getByText(/^Details checked /)).toBeVisible();
    await ownerPage.getByRole("button", { name: "Update this listing" }).click();
    const answer = ownerPage.getByRole("status").filter({ hasText: "If this listing has an email address, we have sent it a link to update the listing" });
    await expect(answer).toBeVisible();
    // The button is spent (disabled): the answer holds the keyboard's focus.
    await expect(answer).toBeFocused();
  });

  await test.step("the link from the mail in the outbox opens the owner's form", async () => {
    const link = await linkFromOutbox(shop.email, `Update your listing: ${name}`, "/owner/sign-in");
    await ownerPage.goto(link);
    await expect(ownerPage).toHaveURL(/\/owner$/);
    await expect(ownerPage.getByRole("heading", { name: `Update ${name}` })).toBeVisible();
  });

  await test.step("the owner changes the hours and the name", async () => {
    await ownerPage.getByLabel("Monday opening time").fill("07:30");
    await ownerPage.getByLabel("Shop Name").fill(newName);
    await ownerPage.getByRole("button", { name: "Save changes" }).click();
    await expect(ownerPage.getByText("Live now: Opening hours.", { exact: true })).toBeVisible();
    await expect(ownerPage.getByText("Waiting for review: Shop name.", { exact: true })).toBeVisible();
    // The toast says the same, and focus moves to the result (the button is at the end of a long form).
    await expect(toast(ownerPage, "Listing updated", "Live now: Opening hours. Waiting for review: Shop name.")).toBeVisible();
    await expect(ownerPage.getByRole("status").filter({ hasText: "Live now: Opening hours." })).toBeFocused();
  });

  await test.step("back later, the form shows the proposed name, and another save keeps it waiting", async () => {
    await ownerPage.reload();
    await expect(ownerPage.getByLabel("Shop Name")).toHaveValue(newName);
    await ownerPage.getByLabel("Description", { exact: true }).fill("Eggs, bread and a bakery on Saturdays.");
    await ownerPage.getByRole("button", { name: "Save changes" }).click();
    // Only what changed is live; the hours, saved unchanged, are not named.
    await expect(ownerPage.getByText("Live now: Description.", { exact: true })).toBeVisible();
    await expect(ownerPage.getByText("Waiting for review: Shop name.", { exact: true })).toBeVisible();
  });

  await test.step("the hours are live at once; the name is not", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/shop/${shop.slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.locator("#hours-title").locator("..").getByText("07:30 - 17:00")).toBeVisible();
    await visitor.close();
  });

  await test.step("the name waits in the admin's review list; the admin approves it", async () => {
    await openAdmin(page);
    await page.getByRole("tab", { name: /Changes/ }).click();
    const card = page.getByRole("article").filter({ hasText: name }).filter({ hasText: newName });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Approve change to ${name}` }).click();
    await expect(toast(page, "Change approved")).toBeVisible();
    const visitor = await browser.newPage();
    await visitor.goto(`/shop/${shop.slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name: newName })).toBeVisible();
    await visitor.close();
  });

  await test.step("both changes appear in Activity, and the admin reverts the hours", async () => {
    await page.getByRole("tab", { name: "Activity" }).click();
    await page.getByLabel("Filter by shop").selectOption({ label: newName });
    const entries = page.getByRole("list", { name: "Activity entries" });
    // Scoped to this shop's entries: until the filter's answer arrives, the list may still hold
    // other shops' (the other tests' owners update theirs too).
    const ofThisShop = entries.getByRole("listitem").filter({ hasText: newName });
    await expect(ofThisShop.getByText("owner.update").first()).toBeVisible();
    await expect(ofThisShop.getByText("shop.apply-change").first()).toBeVisible();
    await expect(entries.getByText(`Shop name: ${name} → ${newName}`).first()).toBeVisible();
    // Newest first: the last of the owner's two edits is the first one, the hours (the other is the description).
    await page.getByRole("button", { name: `Revert owner.update of ${newName}` }).last().click();
    // Asked first; the fields changed since would be left as they are.
    const confirm = page.getByRole("dialog", { name: "Revert this owner's edit?" });
    await expect(confirm).toContainText("A field changed again since (by you, an import or the owner's next edit) is left as it is.");
    await confirm.getByRole("button", { name: "Revert" }).click();
    await expect(toast(page, "Change reverted")).toBeVisible();
    await expect(entries.getByText("shop.revert")).toBeVisible();
    const visitor = await browser.newPage();
    await visitor.goto(`/shop/${shop.slug}`);
    await expect(visitor.locator("#hours-title").locator("..").getByText("09:00 - 17:00")).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1, name: newName })).toBeVisible();
    await visitor.close();
  });
  await test.step("text typed and not saved: a link of the page asks first, and so does signing out", async () => {
    const description = ownerPage.getByLabel("Description", { exact: true });
    await description.fill("Typed, and not saved.");
    const discard = ownerPage.getByRole("dialog", { name: "Discard your changes?" });
    await ownerPage.getByRole("banner").getByRole("link", { name: "Events" }).click();
    await expect(discard).toContainText("What you typed here has not been sent yet. Discard it, or keep editing.");
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await expect(ownerPage).toHaveURL(/\/owner$/);
    await expect(description).toHaveValue("Typed, and not saved.");
    await ownerPage.getByRole("button", { name: "Sign out" }).click();
    await discard.getByRole("button", { name: "Discard and sign out" }).click();
  });
  await test.step("signing out says so (not that the link expired)", async () => {
    await expect(ownerPage.getByRole("heading", { name: "You have signed out" })).toBeVisible();
    await expect(ownerPage.getByRole("heading", { name: "Your link has expired" })).toHaveCount(0);
  });
  await owner.close();
});

test("a visitor's report is resolved by the admin; a shop reported closed is marked closed and answers 410", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const name = `Reported Farm ${uniqueTag()}`;
  const shop = await liveShop(request, name);
  const visitor = await browser.newPage();

  await test.step("a visitor reports wrong hours and, later, that the shop has closed", async () => {
    for (const [kind, message] of [
      ["Opening hours are wrong", "They open at 10 on Mondays now."],
      ["Permanently closed", "The shop has shut for good, the sign is gone."],
    ] as const) {
      await visitor.goto(`/shop/${shop.slug}`);
      await visitor.getByRole("button", { name: "Report a problem" }).click();
      const form = visitor.getByRole("form", { name: `Report a problem with ${name}` });
      await form.getByLabel(kind).check();
      await form.getByLabel("Tell us more").fill(message);
      await form.getByRole("button", { name: "Send report" }).click();
      await expect(visitor.getByText("Thank you. Your report has been sent, and we will look into it.")).toBeFocused();
    }
  });

  await test.step("the admin resolves the hours report", async () => {
    await openAdmin(page);
    await page.getByRole("tab", { name: /^Reports/ }).click();
    const hours = page.getByRole("article").filter({ hasText: name }).filter({ hasText: "They open at 10 on Mondays now." });
    await expect(hours.getByText("Opening hours are wrong")).toBeVisible();
    await hours.getByRole("button", { name: "Resolve" }).click();
    await expect(toast(page, "Report resolved")).toBeVisible();
    await expect(hours).toHaveCount(0);
    await page.getByLabel("Show reports").selectOption("resolved");
    await expect(page.getByRole("article").filter({ hasText: "They open at 10 on Mondays now." })).toBeVisible();
    await page.getByLabel("Show reports").selectOption("open");
  });

  await test.step("the admin marks the shop closed from the other report; its page answers 410", async () => {
    const closed = page.getByRole("article").filter({ hasText: name }).filter({ hasText: "The shop has shut for good" });
    await closed.getByRole("button", { name: "Mark shop closed" }).click();
    // It asks first, as the shop list does.
    const dialog = page.getByRole("dialog", { name: "Mark this shop closed?" });
    await expect(dialog).toContainText(`${name} will leave every public list`);
    await dialog.getByRole("button", { name: "Mark closed" }).click();
    await expect(toast(page, "Shop marked closed")).toBeVisible();
    const response = await visitor.goto(`/shop/${shop.slug}`);
    expect(response?.status()).toBe(410);
    await expect(visitor.getByRole("heading", { level: 1, name: `${name} has closed` })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "All farm shops in County Kerry" })).toBeVisible();
    // A browser keeps a 410 it may store for ever: this one may not be stored.
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  });

  await test.step("reopened, the shop's page is back for the same visitor at once", async () => {
    expect((await request.post(`/api/admin/farm-shops/${shop.id}/reopen`)).status()).toBe(200);
    await expect(async () => {
      const response = await visitor.goto(`/shop/${shop.slug}`);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 5_000 });
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  });
  await visitor.close();
});

test("an owner whose listing is closed sees so instead of a form; a change approved meanwhile is made, not called live", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const name = `Closing Farm ${uniqueTag()}`;
  const shop = await liveShop(request, name);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();

  await test.step("the owner signs in and proposes a new town", async () => {
    await ownerPage.goto(`/shop/${shop.slug}`);
    await ownerPage.getByRole("button", { name: "Update this listing" }).click();
    await ownerPage.goto(await linkFromOutbox(shop.email, `Update your listing: ${name}`, "/owner/sign-in"));
    await ownerPage.getByLabel("Town/City").fill("Ventry");
    await ownerPage.getByRole("button", { name: "Save changes" }).click();
    await expect(ownerPage.getByText("Waiting for review: Town/City.", { exact: true })).toBeVisible();
  });

  await test.step("the admin marks the shop closed, then approves the change", async () => {
    expect((await request.post(`/api/admin/farm-shops/${shop.id}/close`)).status()).toBe(200);
    const changes = (await (await request.get("/api/admin/changes?status=pending&limit=200")).json()) as { id: string; shop: { id: string } }[];
    const change = changes.find((c) => c.shop.id === shop.id);
    if (!change) throw new Error("the owner's change is not waiting for review");
    expect((await request.post(`/api/admin/changes/${change.id}/approve`)).status()).toBe(200);
    const mail = await mailFromOutbox(shop.email, `Your changes were made: ${name}`);
    expect(mail).toContain("Your listing is marked as closed, so visitors do not see it.");
    expect(mail).not.toContain("Your changes are live");
  });

  await test.step("back on the owner page, the listing says it is closed and offers no form", async () => {
    await ownerPage.reload();
    await expect(ownerPage.getByRole("heading", { name: `${name} is marked as closed` })).toBeVisible();
    await expect(ownerPage.getByRole("link", { name: "help page" })).toHaveAttribute("href", "/help");
    await expect(ownerPage.getByRole("button", { name: "Save changes" })).toHaveCount(0);
    await expect(ownerPage.getByRole("button", { name: "Everything is still right" })).toHaveCount(0);
  });
  await owner.close();
});
