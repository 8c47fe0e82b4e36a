import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { addDays, dublinToday } from "../../../lib/time";
import {
  errorToast,
  expect,
  failRoute,
  openAdmin,
  pngFile,
  shopPayload,
  test,
  toast,
  uniqueTag,
} from "./support/fixtures";

/** A fresh pending shop (and, when asked, approved) made through the API. */
async function makeShop(request: APIRequestContext, { approve }: { approve: boolean }) {
  const name = `Failure Farm ${uniqueTag()}`;
  const res = await request.post("/api/farm-shops", { data: shopPayload(name) });
  expect(res.status()).toBe(201);
  const shop = (await res.json()) as { id: string; name: string };
  if (approve)
    expect((await request.post(`/api/admin/farm-shops/${shop.id}/approve`)).status()).toBe(200);
  return shop;
}

// Every admin failure toast: the server is made to fail on purpose.
test.describe("admin failure toasts", () => {
  test("farm shops: approve, reject, update, featured, delete", async ({ page }) => {
    const pending = await makeShop(page.request, { approve: false });
    const approved = await makeShop(page.request, { approve: true });
    await openAdmin(page);
    const card = page.getByRole("article", { name: pending.name });

    await failRoute(page, `**/api/admin/farm-shops/${pending.id}/approve`, "POST");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(errorToast(page, "Failed to approve farm shop. Please try again.")).toBeVisible();
    await expect(card).toBeVisible();

    await failRoute(page, `**/api/admin/farm-shops/${pending.id}/reject`, "DELETE");
    await card.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("dialog", { name: "Reject farm shop?" }).getByRole("button", { name: "Reject" }).click();
    await expect(errorToast(page, "Failed to reject farm shop. Please try again.")).toBeVisible();
    await expect(card).toBeVisible();

    await failRoute(page, `**/api/admin/farm-shops/${pending.id}`, "PATCH");
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${pending.name}` });
    await dialog.getByLabel("Town/City").fill("Annascaul");
    await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
    await expect(errorToast(page, "Failed to update farm shop. Please try again.")).toBeVisible();
    // The dialog stays open with the edit, so nothing is lost.
    await expect(dialog.getByLabel("Town/City")).toHaveValue("Annascaul");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();

    await page.getByLabel("Filter approved shops").fill(approved.name);
    const approvedCard = page.getByRole("article", { name: approved.name });
    await failRoute(page, `**/api/admin/farm-shops/${approved.id}/featured`, "PATCH");
    await approvedCard.getByRole("switch").click();
    await expect(
      errorToast(page, "Failed to update featured status. Please try again."),
    ).toBeVisible();
    await expect(approvedCard.getByRole("switch")).toHaveAttribute("aria-checked", "false");

    await failRoute(page, `**/api/admin/farm-shops/${approved.id}`, "DELETE");
    await approvedCard.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete farm shop?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(errorToast(page, "Failed to delete farm shop. Please try again.")).toBeVisible();
    await expect(approvedCard).toBeVisible();
  });

  test("events: create, update, featured, delete, and a refused image publish", async ({
    page,
  }) => {
    const shop = await makeShop(page.request, { approve: true });
    const start = addDays(dublinToday(), 5);
    const made = await page.request.post(`/api/admin/farm-shops/${shop.id}/events`, {
      data: {
        name: "Failing Fair",
        description: "A fair that fails.",
        eventDate: start,
        eventTime: "11:00",
      },
    });
    expect(made.status()).toBe(201);
    const event = (await made.json()) as { id: string };

    await openAdmin(page, "Events");
    await page
      .getByLabel("Select a Farm Shop to Manage Events")
      .selectOption({ label: `${shop.name} - Kerry` });
    const item = page.getByRole("article", { name: "Failing Fair" });
    await expect(item).toBeVisible();

    await failRoute(page, `**/api/admin/farm-shops/${shop.id}/events`, "POST");
    const form = page.getByRole("form", { name: "Create event" });
    await form.getByLabel("Event Name").fill("Never Created");
    await form.getByLabel("Start Date").fill(start);
    await form.getByLabel("Start Time").fill("09:30");
    await form.getByLabel("Event Description").fill("Will not be saved.");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(errorToast(page, "Failed to create event. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Event Name")).toHaveValue("Never Created");

    await failRoute(page, "**/api/objects/publish", "POST");
    await form.getByLabel("Event image").setInputFiles(pngFile("poster.png"));
    await expect(
      toast(page, "Upload Error", "Failed to publish image. Please try again."),
    ).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText("Failed to publish image. Please try again.");

    await failRoute(page, `**/api/admin/events/${event.id}`, "PATCH");
    await item.getByRole("button", { name: "Edit" }).click();
    // The create form still holds what failed to save: editing another event asks first.
    await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();
    const editForm = page.getByRole("form", { name: "Edit event Failing Fair" });
    await editForm.getByLabel("Event Name").fill("Failing Fair (renamed)");
    await editForm.getByRole("button", { name: "Update Event" }).click();
    await expect(errorToast(page, "Failed to update event. Please try again.")).toBeVisible();
    await editForm.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();

    await failRoute(page, `**/api/admin/events/${event.id}/featured`, "PATCH");
    await item.getByRole("switch").click();
    await expect(
      errorToast(page, "Failed to update featured status. Please try again."),
    ).toBeVisible();

    await failRoute(page, `**/api/admin/events/${event.id}`, "DELETE");
    await item.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete event?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(errorToast(page, "Failed to delete event. Please try again.")).toBeVisible();
    await expect(item).toBeVisible();
  });

  test("Harvest Hub: create, update, delete", async ({ page }) => {
    const title = `Failing Post ${uniqueTag()}`;
    const made = await page.request.post("/api/admin/blog-posts", {
      data: { title, author: "Test Author", excerpt: "An excerpt.", content: "Some content." },
    });
    expect(made.status()).toBe(201);
    const post = (await made.json()) as { id: string };

    await openAdmin(page, "Harvest Hub");
    await failRoute(page, "**/api/admin/blog-posts", "POST");
    const form = page.getByRole("form", { name: "Create blog post" });
    await form.getByLabel("Title").fill("Not saved");
    await form.getByLabel("Author").fill("Nobody");
    await form.getByLabel("Excerpt").fill("Nothing.");
    await form.getByRole("textbox", { name: "Content" }).fill("Nothing at all.");
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect(errorToast(page, "Failed to create blog post. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue("Not saved");

    const item = page.getByRole("article", { name: title });
    await failRoute(page, `**/api/admin/blog-posts/${post.id}`, "PATCH");
    await item.getByRole("button", { name: "Edit" }).click();
    // The create form still holds what failed to save: editing a post asks first.
    await page.getByRole("dialog", { name: "Discard your changes?" }).getByRole("button", { name: "Discard changes" }).click();
    const editForm = page.getByRole("form", { name: `Edit blog post ${title}` });
    await editForm.getByRole("button", { name: "Update Post" }).click();
    await expect(errorToast(page, "Failed to update blog post. Please try again.")).toBeVisible();
    await editForm.getByRole("button", { name: "Cancel Edit" }).click();
    await expect(page.getByRole("form", { name: "Create blog post" })).toBeVisible();

    await failRoute(page, `**/api/admin/blog-posts/${post.id}`, "DELETE");
    await item.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete blog post?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(errorToast(page, "Failed to delete blog post. Please try again.")).toBeVisible();
    await expect(item).toBeVisible();
  });

  test("map diagnostics: every check and run", async ({ page }) => {
    await openAdmin(page, "Map Diagnostics");
    const coords = page.getByRole("region", { name: "Map Coordinate Diagnostics" });
    const slugs = page.getByRole("region", { name: "SEO Slug Migration" });

    await failRoute(page, "**/api/admin/coordinates", "GET");
    await coords.getByRole("button", { name: "Check Coordinates" }).click();
    await expect(errorToast(page, "Failed to check coordinates")).toBeVisible();

    // A report with one missing shop, so that both runs are offered.
    await page.unroute("**/api/admin/coordinates");
    const missingShop = {
      id: "m1",
      name: "Placeless Farm",
      county: "Kerry",
      town: "Dingle",
      eircode: null,
      address: "Somewhere",
    };
    await page.route("**/api/admin/coordinates", (route) =>
      route.fulfill({
        json: {
          total: 2,
          withCoordinates: 1,
          missing: 1,
          suspicious: 0,
          suspiciousShops: [],
          missingShops: [missingShop],
          outsideIreland: 0,
          outsideIrelandShops: [],
        },
      }),
    );
    await coords.getByRole("button", { name: "Check Coordinates" }).click();
    await expect(coords.getByText("Placeless Farm")).toBeVisible();
    await page.route("**/api/admin/bulk-geocode", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "boom" }),
      }),
    );
    await coords.getByRole("button", { name: "Fix 1 Missing Coordinates" }).click();
    await expect(errorToast(page, "Failed to geocode shops")).toBeVisible();
    await coords.getByRole("button", { name: "Force Re-geocode All 2 Shops" }).click();
    await expect(errorToast(page, "Failed to force re-geocode shops")).toBeVisible();

    await failRoute(page, "**/api/admin/slugs", "GET");
    await slugs.getByRole("button", { name: "Check Slug Status" }).click();
    await expect(errorToast(page, "Failed to check slug status")).toBeVisible();

    await page.unroute("**/api/admin/slugs");
    await page.route("**/api/admin/slugs", (route) =>
      route.fulfill({
        json: {
          total: 2,
          withSlugs: 1,
          needMigration: 1,
          shops: [{ id: "s1", name: "Sluggish Farm", county: "Kerry", town: "Dingle" }],
        },
      }),
    );
    await slugs.getByRole("button", { name: "Check Slug Status" }).click();
    await expect(slugs.getByText("Sluggish Farm")).toBeVisible();
    await failRoute(page, "**/api/admin/migrate-slugs", "POST", 401);
    await slugs.getByRole("button", { name: "Migrate 1 Shops" }).click();
    await expect(
      errorToast(page, "Failed to migrate slugs. Make sure you're logged in as admin."),
    ).toBeVisible();
  });
});

test.describe("admin form validation", () => {
  test("the edit dialog needs at least one product", async ({ page }) => {
    const shop = await makeShop(page.request, { approve: false });
    await openAdmin(page);
    await page
      .getByRole("article", { name: shop.name })
      .getByRole("button", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: `Edit Farm Shop - ${shop.name}` });
    await dialog.getByRole("checkbox", { name: "Vegetables" }).uncheck();
    await dialog.getByRole("button", { name: "Update Farm Shop" }).click();
    await expect(dialog.getByText("Please select at least one product category")).toBeVisible();
    await expect(
      toast(page, "Please select products", "Please select at least one product category"),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("the event form's required fields", async ({ page }) => {
    const shop = await makeShop(page.request, { approve: true });
    await openAdmin(page, "Events");
    await page
      .getByLabel("Select a Farm Shop to Manage Events")
      .selectOption({ label: `${shop.name} - Kerry` });
    const form = page.getByRole("form", { name: "Create event" });
    await form.getByRole("button", { name: "Create Event" }).click();
    for (const message of [
      "Event name is required",
      "Start date is required",
      "Start time is required",
      "Event description is required",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    for (const label of ["Event Name", "Start Date", "Start Time", "Event Description"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByLabel("Event Website")).toHaveAttribute("type", "url");
  });

  test("the blog form's limits and messages", async ({ page }) => {
    await openAdmin(page, "Harvest Hub");
    const form = page.getByRole("form", { name: "Create blog post" });
    await form.getByRole("button", { name: "Create Post" }).click();
    for (const message of [
      "Title is required",
      "Author is required",
      "Excerpt is required",
      "Content is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel("Title").fill("t".repeat(201));
    await form.getByLabel("Author").fill("a".repeat(101));
    await form.getByLabel("Excerpt").fill("e".repeat(301));
    await form.getByRole("textbox", { name: "Content" }).fill("Body");
    await form.getByLabel("Meta Description").fill("m".repeat(161));
    await form.getByRole("button", { name: "Create Post" }).click();
    for (const message of [
      "Title must be less than 200 characters",
      "Author must be less than 100 characters",
      "Excerpt must be less than 300 characters",
      "Meta description must be less than 160 characters",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText("Content is required")).toHaveCount(0);
    await expect(form.getByText("201/200 characters")).toBeVisible();
  });
});

// The session ends while a form is filled in (the idle limit, "Sign out everywhere" elsewhere):
// a 401 opens a sign-in dialog over the dashboard, and the form keeps what was typed.
test("a session that ends under a form: sign in again in a dialog, nothing typed is lost", async ({
  page,
}) => {
  const title = `Kept Post ${uniqueTag()}`;
  await openAdmin(page, "Harvest Hub");
  const form = page.getByRole("form", { name: "Create blog post" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Author").fill("Test Author");
  await form.getByLabel("Excerpt").fill("Written before the session ended.");
  await form.getByRole("textbox", { name: "Content" }).fill("A long post, typed over two hours.");

  // The server says the session has ended for this one call (the test's shared session stays).
  await failRoute(page, "**/api/admin/blog-posts", "POST", 401);
  await form.getByRole("button", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await expect(toast(page, "Your session has ended")).toBeVisible();
  // The dashboard is still there beneath, with the form as it was.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeAttached();
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await page.unroute("**/api/admin/blog-posts");

  // The password field has the focus: signing in is what the dialog asks for.
  await expect(dialog.getByLabel("Password")).toBeFocused();
  await dialog.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  // Focus is back on the button that was pressed, not lost to the page's <body>.
  await expect(form.getByRole("button", { name: "Create Post" })).toBeFocused();

  await expect(form.getByRole("textbox", { name: "Content" })).toHaveValue("A long post, typed over two hours.");
  await page.keyboard.press("Enter");
  const item = page.getByRole("article", { name: title });
  await expect(item).toBeVisible();
  const posts = (await (await page.request.get("/api/admin/blog-posts?limit=200")).json()) as { id: string; title: string }[];
  const made = posts.find((p) => p.title === title);
  expect(made).toBeDefined();
  expect((await page.request.delete(`/api/admin/blog-posts/${made?.id}`)).status()).toBe(200);
});
