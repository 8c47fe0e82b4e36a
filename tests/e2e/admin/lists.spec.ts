import { expect, openAdmin, shopPayload, test, toast, uniqueTag } from "./support/fixtures";

test("empty lists say so", async ({ page }) => {
  for (const list of ["pending", "approved"]) {
    await page.route(`**/api/admin/farm-shops/${list}`, (route) => route.fulfill({ json: [] }));
  }
  await page.route("**/api/admin/blog-posts", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.fallback(),
  );
  await openAdmin(page);
  await expect(page.getByRole("heading", { name: "Pending Submissions (0)" })).toBeVisible();
  await expect(page.getByText("No pending submissions", { exact: true })).toBeVisible();
  await expect(page.getByText("All farm shop submissions have been reviewed.")).toBeVisible();
  await expect(page.getByText("No approved shops", { exact: true })).toBeVisible();
  await expect(page.getByText("No shops have been approved yet.")).toBeVisible();
  await page.getByRole("tab", { name: "Harvest Hub" }).click();
  await expect(page.getByText("No blog posts yet", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Create your first blog post to get started with Harvest Hub."),
  ).toBeVisible();
});

test("the Harvest Hub list is fetched only once its tab is open, with three skeletons while it loads", async ({
  page,
}) => {
  const postReads: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "GET" && new URL(req.url()).pathname === "/api/admin/blog-posts")
      postReads.push(req.url());
  });
  await page.route("**/api/admin/blog-posts", async (route) => {
    if (route.request().method() === "GET")
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await openAdmin(page);
  await expect(page.getByRole("heading", { name: /^Pending Submissions/ })).toBeVisible();
  await page.getByRole("tab", { name: "Events" }).click();
  expect(postReads).toHaveLength(0);

  await page.getByRole("tab", { name: "Harvest Hub" }).click();
  const panel = page.getByRole("tabpanel", { name: "Harvest Hub" });
  await expect(panel.getByTestId("skeleton-card")).toHaveCount(3);
  await expect(panel.getByRole("article").first()).toBeVisible();
  await expect(panel.getByTestId("skeleton-card")).toHaveCount(0);
  expect(postReads).toHaveLength(1);
});

test("a pending submission can be rejected", async ({ page }) => {
  const name = `Unwanted Farm ${uniqueTag()}`;
  expect((await page.request.post("/api/farm-shops", { data: shopPayload(name) })).status()).toBe(
    201,
  );
  await openAdmin(page);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  const count = Number(
    /\((\d+)\)/.exec(
      (await page.getByRole("heading", { name: /^Pending Submissions/ }).textContent()) ?? "",
    )?.[1],
  );
  await card.getByRole("button", { name: "Reject" }).click();
  // Rejecting removes the submission for good: it asks first, and Cancel keeps it.
  const confirm = page.getByRole("dialog", { name: "Reject farm shop?" });
  await expect(confirm).toContainText(`This removes the submission of ${name} for good.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Reject" }).click();
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Farm Shop Rejected")).toBeVisible();
  // The card has gone: the keyboard's focus is on the list's heading, not lost to the page.
  await expect(page.getByRole("heading", { name: /^Pending Submissions/ })).toBeFocused();
  await expect(card).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: `Pending Submissions (${count - 1})` }),
  ).toBeVisible();
});

test("tabs and dialogs work from the keyboard", async ({ page }) => {
  await openAdmin(page);
  const shopsTab = page.getByRole("tab", { name: "Farm Shops" });
  await expect(shopsTab).toHaveAttribute("aria-selected", "true");
  await shopsTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Events" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Event Management" })).toBeVisible();
  // End: the last tab.
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Insights" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(shopsTab).toHaveAttribute("aria-selected", "true");

  const view = page.getByRole("article").first().getByRole("button", { name: "View" });
  await view.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Focus is inside the modal dialog; Tab cannot leave it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
});

test("at 1366 px every admin tab sits inside the tab bar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAdmin(page);
  const bar = await page.getByRole("tablist", { name: "Admin sections" }).boundingBox();
  const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
  expect(await tabs.count()).toBe(9);
  for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.right).toBeLessThanOrEqual((bar?.x ?? 0) + (bar?.width ?? 0));
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the dashboard fits the screen and its controls are reachable", async ({ page }) => {
    await openAdmin(page);
    const card = page.getByRole("article").first();
    await expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
    for (const tab of ["Farm Shops", "Events", "Harvest Hub", "Map Diagnostics", /^Reports/, /^Changes/, "Activity", "Import", "Insights"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      // Each panel's content has loaded before it is measured.
      await expect(page.getByRole("tabpanel").getByText(/Loading/)).toHaveCount(0);
      // Nothing wider than the phone: the browser would zoom the page out to fit it.
      expect(
        await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]),
      ).toEqual([390, 390]);
    }
    await page.getByRole("tab", { name: "Farm Shops" }).click();
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog");
    const box = await dialog.boundingBox();
    expect(box && box.width <= 390).toBe(true);
    await expect(dialog.getByRole("button", { name: "Update Farm Shop" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test("Harvest Hub: Previous/Next page through the posts, and the search box asks the server", async ({ page }) => {
  // Without a search: 120 posts in pages of 50, answered here so that the test need not write 120 posts.
  const offsets: string[] = [];
  await page.route(
    (url) => url.pathname === "/api/admin/blog-posts" && !url.searchParams.has("q"),
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const offset = Number(new URL(route.request().url()).searchParams.get("offset") ?? 0);
      offsets.push(String(offset));
      const original = await route.fetch({ url: new URL("/api/admin/blog-posts?limit=1", route.request().url()).toString() });
      const [post] = (await original.json()) as Record<string, unknown>[];
      const items = Array.from({ length: Math.min(50, 120 - offset) }, (_, i) => ({ ...post, id: `p-${offset + i}`, title: `Paged Post ${offset + i + 1}` }));
      await route.fulfill({ json: items, headers: { "X-Total-Count": "120" } });
    },
  );
  await openAdmin(page, "Harvest Hub");
  const panel = page.getByRole("tabpanel", { name: "Harvest Hub" });
  const pager = panel.getByRole("navigation", { name: "Blog posts pages" });
  await expect(pager.getByText("Showing 1–50 of 120")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Posts (120)" })).toBeVisible();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText("Showing 51–100 of 120")).toBeVisible();
  await expect(panel.getByRole("article", { name: "Paged Post 51" })).toBeVisible();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByText("Showing 101–120 of 120")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await pager.getByRole("button", { name: "Previous" }).click();
  await expect(pager.getByText("Showing 51–100 of 120")).toBeVisible();
  expect(offsets).toEqual(expect.arrayContaining(["0", "50", "100"]));

  // A search goes to the server (not answered here).
  const tag = uniqueTag();
  const ids: string[] = [];
  for (const title of [`Searchable Sowing ${tag}`, `Searchable Reaping ${tag}`]) {
    const made = await page.request.post("/api/admin/blog-posts", {
      data: { title, author: "Test Author", excerpt: "An excerpt.", content: "Some content." },
    });
    expect(made.status()).toBe(201);
    ids.push(((await made.json()) as { id: string }).id);
  }
  const searched = page.waitForRequest((req) => new URL(req.url()).searchParams.get("q") === `reaping ${tag}`);
  await panel.getByRole("searchbox", { name: "Search blog posts" }).fill(`reaping ${tag}`);
  await searched;
  await expect(panel.getByRole("heading", { name: "Posts (1)" })).toBeVisible();
  await expect(panel.getByRole("article")).toHaveCount(1);
  await expect(panel.getByRole("article", { name: `Searchable Reaping ${tag}` })).toBeVisible();
  await expect(pager).toBeHidden();
  await panel.getByRole("searchbox", { name: "Search blog posts" }).fill(`zz-no-such-post-${tag}`);
  await expect(panel.getByText("No blog post matches this search.")).toBeVisible();
  for (const id of ids) expect((await page.request.delete(`/api/admin/blog-posts/${id}`)).status()).toBe(200);
});

test("Back up now says when the backup is made, and the status line shows it", async ({ page }) => {
  await openAdmin(page);
  const status = page.getByTestId("backup-status");
  await status.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page, "Backup made", /^farmshops-.+ \((\d+ KB|[\d.]+ MB)\)$/)).toBeVisible();
  await expect(status).toContainText(/Last backup: .+ \((\d+ KB|[\d.]+ MB)\)/);
});

test("All shops / Needs checking are two toggle buttons, each saying whether it is on", async ({ page }) => {
  await openAdmin(page);
  const group = page.getByRole("group", { name: "Show shops" });
  const all = group.getByRole("button", { name: "All shops" });
  const due = group.getByRole("button", { name: "Needs checking" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await due.focus();
  await page.keyboard.press("Enter");
  await expect(due).toHaveAttribute("aria-pressed", "true");
  await expect(all).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("button", { name: "Ask these owners to check their listing" })).toBeVisible();
});
