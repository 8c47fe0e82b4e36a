import type { APIRequestContext } from "@playwright/test";
import { formatDateRange, formatTimeRange } from "../../../lib/format";
import { addDays, dublinToday } from "../../../lib/time";
import { expect, openAdmin, pngFile, test, toast, uniqueTag } from "./support/fixtures";

type ApiShop = {
  id: string;
  slug: string | null;
  name: string;
  county: string;
  latitude: string | null;
  longitude: string | null;
  featured: boolean;
};

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The whole journey of an owner and the administrator: submit with two images → pending
 * → edit → approve → public lists → feature → event → Harvest Hub post → diagnostics → delete.
 * The public pages themselves are checked in public-pages.spec.ts; here the public side
 * is read through the public API the pages use.
 */
test("an owner's submission goes live, is featured, gets an event; a post is written; diagnostics run", async ({
  page,
  geocoder,
}) => {
  test.setTimeout(300_000);
  const tag = uniqueTag();
  const name = `Journey Farm ${tag}`;
  const eircode = "V92 J8K4";
  // The stand-in places the new shop by its Eircode when the server geocodes it after submission.
  geocoder.point(eircode, 52.1408, -10.2686);

  await test.step("the owner submits the shop with two images", async () => {
    await page.goto("/submit");
    await expect(
      page.getByRole("heading", { level: 1, name: "List Your Farm Shop" }),
    ).toBeVisible();
    await page.getByLabel("Shop Name").fill(name);
    await page.getByLabel("County").selectOption("Kerry");
    await page.getByLabel("Town/City").fill("Dingle");
    await page.getByLabel("Full Address").fill("Ballymore, Conor Pass Road, Dingle");
    await page.getByLabel("Eircode").pressSequentially("v92 j8k4");
    await expect(page.getByLabel("Eircode")).toHaveValue(eircode);
    await page.getByLabel("Phone").fill("+353 66 915 0000");
    await page.getByLabel("Email").fill(`owner-${tag}@journeyfarm.example`);
    await page.getByLabel("Website").fill("https://journeyfarm.example");
    await page.getByRole("checkbox", { name: "Vegetables" }).check();
    await page.getByRole("checkbox", { name: "Organic" }).check();
    await page.getByRole("checkbox", { name: "Cafe" }).check();
    await page.getByRole("checkbox", { name: "Farm Tours" }).check();
    await page
      .getByLabel("Description")
      .fill("Organic vegetables from the Dingle peninsula, with a café in the old barn.");
    await page.getByRole("checkbox", { name: "Closed on Monday" }).check();
    await page.getByLabel("Main image").setInputFiles(pngFile("front.png"));
    await expect(page.getByRole("button", { name: "Remove main image" })).toBeVisible();
    await page.getByLabel("Second image").setInputFiles(pngFile("produce.png"));
    await expect(page.getByRole("button", { name: "Remove second image" })).toBeVisible();
    await page.getByRole("button", { name: "Submit for Review" }).click();
    const done = page.getByRole("status").filter({ hasText: "has been submitted for review" });
    await expect(done).toContainText("2-3 business days");
    await expect(done).toContainText("email confirmation when it is live");
    // The form is reset for the next shop.
    await expect(page.getByLabel("Shop Name")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Organic" })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Remove main image" })).toHaveCount(0);
  });

  const pendingSection = page.getByRole("region", { name: /^Pending Submissions/ });
  const approvedSection = page.getByRole("region", { name: "Featured Shops Management" });
  const card = pendingSection.getByRole("article", { name });

  await test.step("it waits in Pending Submissions with its images, icons and details", async () => {
    await openAdmin(page);
    await expect(
      page.getByRole("heading", { name: /^Pending Submissions \(\d+\)$/ }),
    ).toBeVisible();
    await expect(card).toBeVisible();
    await expect(card.getByText("Dingle, Kerry")).toBeVisible();
    await expect(card.getByRole("img", { name: `${name}, image 1` })).toBeVisible();
    await expect(card.getByRole("img", { name: `${name}, image 2` })).toBeVisible();
    await expect(card.getByTitle("Cafe")).toBeVisible();
    await expect(card.getByTitle("Farm Tours")).toBeVisible();
    await expect(card.getByTitle("Organic")).toBeVisible();

    await card.getByRole("button", { name: "View" }).click();
    const detail = page.getByRole("dialog", { name });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("Ballymore, Conor Pass Road, Dingle");
    await expect(detail).toContainText(`owner-${tag}@journeyfarm.example`);
    await expect(detail).toContainText("Mon: Closed, Tue: 09:00 - 17:00");
    await expect(detail).toContainText("Sun: Closed");
    await expect(detail.getByText("Organic", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
  });

  await test.step("the admin edits it", async () => {
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${name}` });
    await expect(dialog.getByLabel("Shop Name")).toHaveValue(name);
    await expect(dialog.getByRole("checkbox", { name: "Organic" })).toBeChecked();
    await dialog
      .getByLabel("Description")
      .fill("Organic vegetables and a café in the old stone barn above Dingle harbour.");
    await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
    await expect(toast(page, "Farm Shop Updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("old stone barn above Dingle harbour");
  });

  let shop: ApiShop | undefined;

  await test.step("approved, it is in the public lists, in its county and on the map", async () => {
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Farm Shop Approved")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByLabel("Filter approved shops").fill(tag);
    const approved = approvedSection.getByRole("article", { name });
    await expect(approved.getByText("Approved", { exact: true })).toBeVisible();

    const search = await getJson<ApiShop[]>(
      page.request,
      `/api/farm-shops/search?q=${encodeURIComponent(name)}`,
    );
    expect(search.map((s) => s.name)).toEqual([name]);
    const county = await getJson<ApiShop[]>(page.request, "/api/farm-shops/search?county=Kerry");
    expect(county.map((s) => s.name)).toContain(name);
    // Geocoded from its Eircode through the stand-in: the map has a marker for it.
    shop = (await getJson<ApiShop[]>(page.request, "/api/farm-shops")).find((s) => s.name === name);
    expect(shop).toBeDefined();
    expect(Number(shop?.latitude)).toBeCloseTo(52.1408, 3);
    expect(Number(shop?.longitude)).toBeCloseTo(-10.2686, 3);
    expect(shop?.slug).toBeTruthy();
  });

  await test.step("featured, it is among the home page's featured shops", async () => {
    const approved = approvedSection.getByRole("article", { name });
    const featuredSwitch = approved.getByRole("switch", { name: `Featured: ${name}` });
    await expect(featuredSwitch).toHaveAttribute("aria-checked", "false");
    await expect(approved.getByText("Featured", { exact: true })).toHaveCount(1);
    await featuredSwitch.click();
    await expect(toast(page, "Shop Featured")).toBeVisible();
    await expect(featuredSwitch).toHaveAttribute("aria-checked", "true");
    // The switch's own "Featured" label, and now the Featured badge.
    await expect(approved.getByText("Featured", { exact: true })).toHaveCount(2);
    const featured = await getJson<ApiShop[]>(page.request, "/api/farm-shops/featured");
    expect(featured.map((s) => s.name)).toContain(name);
  });

  const eventName = `Harvest Open Day ${tag}`;
  const start = addDays(dublinToday(), 10);
  const end = addDays(start, 1);

  await test.step("an event is added, edited and featured", async () => {
    await page.getByRole("tab", { name: "Events" }).click();
    await expect(page.getByRole("heading", { name: "Event Management" })).toBeVisible();
    await page
      .getByLabel("Select a Farm Shop to Manage Events")
      .selectOption({ label: `${name} - Kerry` });
    await expect(
      page.getByText("No events created yet. Create the first event above."),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Create event" });
    await form.getByLabel("Event Name").fill(eventName);
    await form.getByLabel("Start Date").fill(start);
    await form.getByLabel("Start Time").fill("10:00");
    await form.getByLabel("End Date").fill(end);
    await form.getByLabel("End Time").fill("16:00");
    await form.getByLabel("Event Website").fill("https://journeyfarm.example/open-day");
    await form
      .getByLabel("Event Description")
      .fill("Tractor rides, a farm walk and soup from the café.");
    await form.getByLabel("Event image").setInputFiles(pngFile("open-day.png"));
    await expect(form.getByRole("button", { name: "Remove event image" })).toBeVisible();
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(toast(page, "Event Created")).toBeVisible();

    const item = page.getByRole("article", { name: eventName });
    await expect(item).toContainText(formatDateRange(start, end));
    await expect(item).toContainText(formatTimeRange("10:00", "16:00"));
    await expect(item).toContainText("Tractor rides, a farm walk");
    await expect(item.getByRole("link", { name: "Event website" })).toHaveAttribute(
      "href",
      "https://journeyfarm.example/open-day",
    );
    await expect(item.getByRole("img", { name: `${eventName} image` })).toBeVisible();
    // The form is back in create mode, empty.
    await expect(form.getByLabel("Event Name")).toHaveValue("");

    // Edit, then Cancel: back to create mode with the form and image cleared.
    await item.getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("form", { name: `Edit event ${eventName}` });
    await expect(editForm.getByLabel("Event Name")).toHaveValue(eventName);
    await expect(editForm.getByRole("button", { name: "Remove event image" })).toBeVisible();
    await editForm.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByLabel("Event Name")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Remove event image" })).toHaveCount(0);

    await item.getByRole("button", { name: "Edit" }).click();
    await editForm
      .getByLabel("Event Description")
      .fill("Tractor rides, a guided farm walk and soup from the café.");
    await editForm.getByRole("button", { name: "Update Event" }).click();
    await expect(toast(page, "Event Updated")).toBeVisible();
    await expect(item).toContainText("a guided farm walk");

    const featuredSwitch = item.getByRole("switch", { name: `Featured: ${eventName}` });
    await expect(item.getByText("Featured", { exact: true })).toHaveCount(1);
    await featuredSwitch.click();
    await expect(toast(page, "Event Featured")).toBeVisible();
    await expect(featuredSwitch).toHaveAttribute("aria-checked", "true");
    await expect(item.getByText("Featured", { exact: true })).toHaveCount(2);
    // The switch used while the event's form is open: saving the form keeps what the switch set.
    await item.getByRole("button", { name: "Edit" }).click();
    await featuredSwitch.click();
    await expect(toast(page, "Event Unfeatured")).toBeVisible();
    await editForm.getByLabel("Event Description").fill("Tractor rides, a guided farm walk and soup.");
    await editForm.getByRole("button", { name: "Update Event" }).click();
    await expect(item).toContainText("farm walk and soup.");
    await expect(featuredSwitch).toHaveAttribute("aria-checked", "false");
    await featuredSwitch.click();
    await expect(featuredSwitch).toHaveAttribute("aria-checked", "true");

    // Public side: /api/events (the events page), the shop's upcoming events and the Events badge.
    const events = await getJson<{ name: string; farmShop: { name: string } }[]>(
      page.request,
      "/api/events",
    );
    expect(events.find((e) => e.name === eventName)?.farmShop.name).toBe(name);
    const featuredEvents = await getJson<{ name: string }[]>(page.request, "/api/events/featured");
    expect(featuredEvents.map((e) => e.name)).toContain(eventName);
    const upcoming = await getJson<{ name: string }[]>(
      page.request,
      `/api/farm-shops/${shop?.slug}/events/upcoming`,
    );
    expect(upcoming.map((e) => e.name)).toEqual([eventName]);
    await page.getByRole("tab", { name: "Farm Shops" }).click();
    await expect(
      approvedSection.getByRole("article", { name }).getByText("Events", { exact: true }),
    ).toBeVisible();
  });

  const postTitle = `Notes from the Dingle Harvest ${tag}`;

  await test.step("a Harvest Hub post is written, previewed, published, edited and deleted", async () => {
    await page.getByRole("tab", { name: "Harvest Hub" }).click();
    await expect(page.getByRole("heading", { name: "Harvest Hub Blog Management" })).toBeVisible();
    const form = page.getByRole("form", { name: "Create blog post" });
    // Sent empty: the first field with an error, Title, takes the focus (not Content).
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(form.getByLabel("Title")).toBeFocused();
    await form.getByLabel("Title").fill(postTitle);
    await form.getByLabel("Author").fill("Aoife Test");
    await form.getByLabel("Excerpt").fill("What came out of the ground this week in Dingle.");
    const content = form.getByRole("textbox", { name: "Content" });
    await content.fill("Harvest week\nThe potatoes are in.");
    // Heading 2 on the first line, bold on a selected word.
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await form.getByRole("button", { name: "Heading 2" }).click();
    await content.evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf("potatoes");
      el.setSelectionRange(at, at + "potatoes".length);
    });
    await form.getByRole("button", { name: "Bold" }).click();
    await expect(content).toHaveValue("## Harvest week\nThe **potatoes** are in.");
    await form.getByRole("button", { name: "Preview" }).click();
    const preview = form.getByRole("region", { name: "Content preview" });
    await expect(preview.getByRole("heading", { name: "Harvest week" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("potatoes");
    await form.getByRole("button", { name: "Edit" }).click();
    await expect(content).toBeVisible();
    await form.getByLabel("Featured image").setInputFiles(pngFile("harvest.png"));
    await expect(form.getByRole("button", { name: "Remove featured image" })).toBeVisible();
    await form.getByRole("checkbox", { name: "Featured Post" }).check();
    await expect(form.getByRole("checkbox", { name: "Published" })).toBeChecked();
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Blog Post Created")).toBeVisible();

    const item = page.getByRole("article", { name: postTitle });
    await expect(item.getByText("Featured", { exact: true })).toBeVisible();
    await expect(item.getByText("Draft", { exact: true })).toHaveCount(0);
    await expect(item).toContainText("Aoife Test");
    await expect(item).toContainText("Has image");
    const published = await getJson<{ title: string; slug: string; content: string }[]>(
      page.request,
      "/api/blog-posts",
    );
    const post = published.find((p) => p.title === postTitle);
    expect(post?.content).toBe("## Harvest week\nThe **potatoes** are in.");

    // Edit: new title, unpublished → Draft, gone from the public list.
    await item.getByRole("button", { name: "Edit" }).click();
    const editForm = page.getByRole("form", { name: `Edit blog post ${postTitle}` });
    await expect(editForm.getByLabel("Title")).toHaveValue(postTitle);
    // The keyboard's focus moves up to the form it opened (Edit is far below in the list).
    await expect(editForm.getByRole("heading", { name: `Edit Post - ${postTitle}` })).toBeFocused();
    await editForm.getByLabel("Title").fill(`${postTitle} (updated)`);
    await editForm.getByRole("checkbox", { name: "Published" }).uncheck();
    await editForm.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Blog Post Updated")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create New Post" })).toBeFocused();
    const updated = page.getByRole("article", { name: `${postTitle} (updated)` });
    await expect(updated.getByText("Draft", { exact: true })).toBeVisible();
    const after = await getJson<{ title: string }[]>(page.request, "/api/blog-posts");
    expect(after.map((p) => p.title)).not.toContain(`${postTitle} (updated)`);

    await updated.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete blog post?" });
    await expect(confirm).toContainText("Are you sure you want to delete this blog post?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Blog Post Deleted")).toBeVisible();
    await expect(updated).toHaveCount(0);
    // The post took its Delete button with it: the list's heading has the keyboard's focus.
    await expect(page.getByRole("heading", { level: 3, name: /^Posts/ })).toBeFocused();
  });

  await test.step("the coordinate diagnostics fix missing coordinates against the geocoder stand-in", async () => {
    type Report = {
      total: number;
      missing: number;
      suspicious: number;
      missingShops: { name: string; county: string; eircode: string | null }[];
    };
    const before = await getJson<Report>(page.request, "/api/admin/coordinates");
    expect(before.missing).toBeGreaterThan(0);
    // The stand-in knows the Eircode of every missing shop that has one; the others cannot be placed.
    const placeable = before.missingShops.filter((s) => s.eircode);
    placeable.forEach((s, i) => geocoder.point(s.eircode ?? "", 53.0 + i * 0.01, -8.0));

    await page.getByRole("tab", { name: "Map Diagnostics" }).click();
    await page.getByRole("button", { name: "Check Coordinates" }).click();
    const panel = page.getByRole("region", { name: "Map Coordinate Diagnostics" });
    await expect(panel.getByRole("definition").nth(0)).toHaveText(String(before.total));
    await expect(panel.getByRole("definition").nth(2)).toHaveText(String(before.missing));
    await expect(panel.getByRole("definition").nth(3)).toHaveText(String(before.suspicious));
    await expect(panel.getByText(`Missing coordinates (${before.missing})`)).toBeVisible();
    for (const s of before.missingShops)
      await expect(panel.getByText(s.name, { exact: true })).toBeVisible();
    await expect(panel.getByText("Loughshinny Lane Farm Shop")).toBeVisible(); // a suspicious demo shop

    await panel.getByRole("button", { name: `Fix ${before.missing} Missing Coordinates` }).click();
    const failed = before.missing - placeable.length;
    await expect(
      toast(
        page,
        "Geocoding Complete",
        `Successfully geocoded ${placeable.length} shops, ${failed} failed.`,
      ),
    ).toBeVisible();
    // The lists are refreshed after the run.
    await expect(panel.getByText(`Missing coordinates (${failed})`)).toBeVisible();
    if (failed > 0)
      await expect(
        panel.getByRole("button", { name: `Fix ${failed} Missing Coordinates` }),
      ).toBeVisible();
  });

  await test.step("a forced re-geocode shows its progress while it runs", async () => {
    const panel = page.getByRole("region", { name: "Map Coordinate Diagnostics" });
    const total = (await getJson<{ total: number }>(page.request, "/api/admin/coordinates")).total;
    // Hold the request a little so that the progress display can be seen.
    await page.route("**/api/admin/bulk-geocode", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fallback();
    });
    await panel.getByRole("button", { name: `Force Re-geocode All ${total} Shops` }).click();
    await expect(panel.getByRole("progressbar", { name: "Re-geocoding all shops" })).toBeVisible();
    await expect(panel.getByText(/0:0\d elapsed/)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Check Coordinates" })).toBeDisabled();
    await expect(
      panel.getByRole("button", { name: `Force Re-geocode All ${total} Shops` }),
    ).toBeDisabled();
    const done = toast(
      page,
      "Force Re-geocoding Complete",
      new RegExp(`^Force re-geocoded ${total} shops\\. (\\d+) successful, (\\d+) failed\\.$`),
    );
    await expect(done).toBeVisible({ timeout: 120_000 });
    const [, ok, ko] =
      /(\d+) successful, (\d+) failed/.exec((await done.textContent()) ?? "") ?? [];
    expect(Number(ok) + Number(ko)).toBe(total);
    expect(Number(ok)).toBeGreaterThan(0);
    await expect(panel.getByRole("progressbar")).toHaveCount(0);
    await page.unroute("**/api/admin/bulk-geocode");
  });

  await test.step("the slug migration gives every shop an SEO address", async () => {
    const status = await getJson<{
      total: number;
      withSlugs: number;
      needMigration: number;
      shops: { name: string }[];
    }>(page.request, "/api/admin/slugs");
    const panel = page.getByRole("region", { name: "SEO Slug Migration" });
    await panel.getByRole("button", { name: "Check Slug Status" }).click();
    await expect(panel.getByRole("definition").nth(0)).toHaveText(String(status.total));
    await expect(panel.getByRole("definition").nth(1)).toHaveText(String(status.withSlugs));
    await expect(panel.getByRole("definition").nth(2)).toHaveText(String(status.needMigration));
    if (status.needMigration > 0) {
      for (const s of status.shops)
        await expect(panel.getByText(s.name, { exact: true })).toBeVisible();
      await panel.getByRole("button", { name: `Migrate ${status.needMigration} Shops` }).click();
      await expect(
        toast(page, "Migration Complete", /^Migrated \d+ shops? to SEO-friendly URLs$/),
      ).toBeVisible();
    }
    await expect(panel.getByText("All shops have SEO-friendly URLs!")).toBeVisible();
    await expect(panel.getByRole("definition").nth(2)).toHaveText("0");
  });

  await test.step("finally the shop is deleted, after a confirmation", async () => {
    await page.getByRole("tab", { name: "Farm Shops" }).click();
    await page.getByLabel("Filter approved shops").fill(tag);
    const approved = approvedSection.getByRole("article", { name });
    await approved.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete farm shop?" });
    await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(approved).toBeVisible();
    await approved.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Farm Shop Deleted")).toBeVisible();
    await expect(approved).toHaveCount(0);
    // Its Delete button went with it: the list's heading has the keyboard's focus.
    await expect(page.getByRole("heading", { name: "Featured Shops Management" })).toBeFocused();
    expect((await page.request.get(`/api/farm-shops/${shop?.id}`)).status()).toBe(404);
  });
});
