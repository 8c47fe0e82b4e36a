import type { APIRequestContext } from "@playwright/test";
import { expect, openAdmin, test, toast, uniqueTag } from "./support/fixtures";
import { linkFromOutbox, mailFromOutbox } from "./support/outbox";
import { gotoHydrated } from "../public-core/helpers";

/** A new approved shop with an email address, made through the API as the signed-in admin. */
async function liveShop(request: APIRequestContext, name: string): Promise<{ id: string; slug: string; email: string }> {
  const tag = uniqueTag();
  const submitted = await request.post("/api/farm-shops", {
    data: { name, shopType: "physical", county: "Kerry", town: "Dingle", address: `${tag} Strand Street`, email: `owner-${tag}@example.com`, products: ["Honey"], openingHours: { monday: { open: "09:00", close: "17:00", closed: false } }, latitude: "52.1408", longitude: "-10.2686" },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const shop = (await submitted.json()) as { id: string };
  const approved = await request.post(`/api/admin/farm-shops/${shop.id}/approve`);
  expect(approved.status()).toBe(200);
  return (await approved.json()) as { id: string; slug: string; email: string };
}

test("a signed-in owner switches their page to Irish (/ga/owner) and saves there; the admin's editor stays English", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const name = `Feirm Ghaelach ${uniqueTag()}`;
  const shop = await liveShop(request, name);
  const owner = await browser.newContext();
  const tab = await owner.newPage();
  await tab.goto(`/shop/${shop.slug}`);
  await tab.getByRole("button", { name: "Update this listing" }).click();
  await expect(tab.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();
  await tab.goto(await linkFromOutbox(shop.email, `Update your listing: ${name}`, "/owner/sign-in"));
  await expect(tab).toHaveURL(/\/owner$/);
  await expect(tab.getByRole("heading", { name: `Update ${name}` })).toBeVisible();

  await tab.getByRole("banner").getByRole("link", { name: "Gaeilge" }).click();
  await expect(tab).toHaveURL(/\/ga\/owner$/);
  await expect(tab.locator("html")).toHaveAttribute("lang", "ga");
  await expect(tab.getByRole("heading", { level: 1, name: `Nuashonraigh ${name}` })).toBeVisible();
  const figures = tab.getByRole("region", { name: "Do liostú sna 4 seachtaine seo caite" });
  await expect(figures.getByRole("columnheader", { name: "Airmheán an chontae (Ciarraí)" })).toBeVisible();
  await expect(figures.getByRole("switch", { name: "Achoimre mhíosúil ar ríomhphost" })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Cuir an siopa seo le do shuíomh gréasáin" })).toBeVisible();
  // The snippet gives the widget in the page's language.
  await expect(tab.getByLabel(/^An blúire/)).toHaveValue(new RegExp(`^<div data-farm-shop="${shop.slug}" data-lang="ga" data-title=`));
  await expect(tab.getByRole("checkbox", { name: "Mil", exact: true })).toBeChecked();

  await tab.getByLabel("Ainm an tSiopa").fill("");
  await tab.getByRole("button", { name: "Sábháil na hathruithe" }).click();
  await expect(tab.getByText("Tá ainm an tsiopa riachtanach", { exact: true })).toBeVisible();
  await tab.getByLabel("Ainm an tSiopa").fill(name);
  await tab.getByLabel("Am oscailte Dé Luain").fill("08:30");
  await tab.getByRole("button", { name: "Sábháil na hathruithe" }).click();
  // Said on the page (where focus goes) and in the toast, in Irish.
  await expect(tab.locator("#main-content").getByRole("status").filter({ hasText: "Beo anois: Uaireanta oscailte." })).toBeFocused();
  await expect(toast(tab, "Liostú nuashonraithe", "Beo anois: Uaireanta oscailte.")).toBeVisible();
  await owner.close();

  // The admin's shop editor shares the form's sections, in English (a pending shop's Edit).
  const pendingName = `Pending English Farm ${uniqueTag()}`;
  const pending = await request.post("/api/farm-shops", {
    data: { name: pendingName, shopType: "physical", county: "Kerry", town: "Dingle", address: "Main Street", products: ["Honey"] },
  });
  expect(pending.status()).toBe(201);
  await openAdmin(page);
  await page.getByRole("article", { name: pendingName }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${pendingName}` });
  for (const label of ["Shop Name", "Town/City", "Latitude", "Eircode"]) await expect(dialog.getByLabel(label)).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Honey", exact: true })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Closed on Sunday" })).toBeVisible();
  await dialog.getByLabel("Shop Name").fill("");
  await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
  await expect(dialog.getByText("Shop name is required", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();
});

test("an owner who asks on the Irish shop page is mailed in Irish, and the link opens the Irish owner's page", async ({ browser, request }) => {
  const name = `Feirm Chois Cuain ${uniqueTag()}`;
  const shop = await liveShop(request, name);
  const owner = await browser.newContext();
  const tab = await owner.newPage();
  try {
    await gotoHydrated(tab, `/ga/shop/${shop.slug}`);
    await tab.getByRole("button", { name: "Nuashonraigh an liostú seo" }).click();
    await expect(tab.getByRole("status").filter({ hasText: "sheolamar nasc chuige" })).toBeVisible();
    // The page said its language with the request (Accept-Language: ga): the mail is Irish.
    const text = await mailFromOutbox(shop.email, `Nuashonraigh do liostú: ${name}`);
    expect(text).toContain(`D'iarr duine éigin liostú ${name} ar Shiopaí Feirme Éireann a nuashonrú.`);
    expect(text).toMatch(/^Content-Language: ga$/m);
    await tab.goto(await linkFromOutbox(shop.email, `Nuashonraigh do liostú: ${name}`, "/owner/sign-in"));
    await expect(tab).toHaveURL(/\/ga\/owner$/);
    await expect(tab.getByRole("heading", { level: 1, name: `Nuashonraigh ${name}` })).toBeVisible();
  } finally {
    await owner.close();
  }
});
