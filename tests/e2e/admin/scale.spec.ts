import { expect, openAdmin, shopPayload, test, uniqueTag } from "./support/fixtures";

// The admin at scale: lists searched, filtered and paged on the server; bulk actions with one
// confirmation and a summary; the open tab in the address.

test("bulk approve, then search, filter and bulk feature the approved shops", async ({ page }) => {
  const tag = uniqueTag();
  const names = [1, 2, 3].map((n) => `Bulk Farm ${n} ${tag}`);
  for (const name of names) {
    const res = await page.request.post("/api/farm-shops", { data: shopPayload(name, { county: "Leitrim", town: "Carrick-on-Shannon", address: `${name} Quay` }) });
    expect(res.status()).toBe(201);
  }
  await openAdmin(page);
  const pending = page.getByRole("region", { name: /^Pending Submissions/ });
  for (const name of names) await pending.getByRole("checkbox", { name: `Select ${name}` }).check();
  const toolbar = page.getByRole("toolbar", { name: "Selected pending submissions" });
  await expect(toolbar).toContainText("3 shops selected");
  await toolbar.getByRole("button", { name: "Approve selected" }).click();
  const confirm = page.getByRole("dialog", { name: "Approve 3 shops?" });
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(pending.getByText("Approved 3 shops.", { exact: true })).toBeVisible();
  for (const name of names) await expect(pending.getByRole("article", { name })).toHaveCount(0);

  const approved = page.getByRole("region", { name: "Featured Shops Management" });
  await approved.getByLabel("Filter approved shops").fill(tag);
  for (const name of names) await expect(approved.getByRole("article", { name })).toBeVisible();
  await expect(approved.getByText("3 approved shops match.")).toBeVisible();

  // Filters narrow on the server: wrong county, then the right one; not featured yet.
  await approved.getByLabel("County").selectOption("Kerry");
  await expect(approved.getByText("No approved shop matches these filters.")).toBeVisible();
  await approved.getByLabel("County").selectOption("Leitrim");
  await approved.getByLabel("Featured", { exact: true }).selectOption("true");
  await expect(approved.getByText("No approved shop matches these filters.")).toBeVisible();
  await approved.getByLabel("Featured", { exact: true }).selectOption("");
  await expect(approved.getByRole("article")).toHaveCount(3);

  await approved.getByRole("checkbox", { name: "Select all on this page" }).check();
  await approved.getByRole("toolbar", { name: "Selected approved shops" }).getByRole("button", { name: "Feature selected", exact: true }).click();
  await page.getByRole("dialog", { name: "Feature 3 shops?" }).getByRole("button", { name: "Feature", exact: true }).click();
  await expect(approved.getByText("Featured 3 shops.", { exact: true })).toBeVisible();
  await approved.getByLabel("Featured", { exact: true }).selectOption("true");
  await expect(approved.getByRole("article")).toHaveCount(3);
  for (const name of names) await expect(approved.getByRole("switch", { name: `Featured: ${name}` })).toBeChecked();

  // Tidy up: the shops are this test's own.
  const ids = (await (await page.request.get(`/api/admin/farm-shops/approved?q=${encodeURIComponent(tag)}`)).json()) as { id: string }[];
  expect(ids).toHaveLength(3);
  for (const { id } of ids) expect((await page.request.delete(`/api/admin/farm-shops/${id}`)).status()).toBe(200);
});

test("a pending card names a possible duplicate, with a link to it", async ({ page }) => {
  const tag = uniqueTag();
  const original = await page.request.post("/api/farm-shops", { data: shopPayload(`Twin Farm ${tag}`, { email: `twin-${tag}@example.com` }) });
  const originalShop = (await original.json()) as { id: string; slug: string };
  expect((await page.request.post(`/api/admin/farm-shops/${originalShop.id}/approve`)).status()).toBe(200);
  expect((await page.request.post("/api/farm-shops", { data: shopPayload(`Another Name ${tag}`, { email: `TWIN-${tag}@example.com` }) })).status()).toBe(201);
  await openAdmin(page);
  const card = page.getByRole("article", { name: `Another Name ${tag}` });
  await expect(card).toContainText(`Possible duplicate of Twin Farm ${tag}`);
  await expect(card.getByRole("link", { name: `Twin Farm ${tag}` })).toHaveAttribute("href", `/shop/${originalShop.slug}`);
});

test("the open tab is in the address: reload, back and forward keep it, and no tab asks the server for the page again", async ({ page }) => {
  await openAdmin(page);
  // A tab is this client page's own state: its address changes without a fetch of the page's payload.
  const pageFetches: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/admin") pageFetches.push(req.url());
  });
  await page.getByRole("tab", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=events$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Event Management" })).toBeVisible();
  await page.getByRole("tab", { name: "Harvest Hub" }).click();
  await expect(page).toHaveURL(/\?tab=blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=events$/);
  await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page).toHaveURL(/\?tab=blog$/);
  await expect(page.getByRole("tab", { name: "Harvest Hub" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Event Management" })).toBeHidden();
  // The one load of the page is the reload's.
  expect(pageFetches).toEqual([expect.stringMatching(/\/admin\?tab=events$/)]);
});
