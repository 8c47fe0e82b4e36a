import { expect, test, type Page } from "@playwright/test";
import { pngFile, toast, uniqueTag } from "../admin/support/fixtures";
import { gotoHydrated } from "../public-core/helpers";

async function fillRequired(page: Page, name: string) {
  await page.getByLabel("Shop Name").fill(name);
  await page.getByLabel("County").selectOption("Clare");
  await page.getByLabel("Town/City").fill("Ennis");
  await page.getByLabel("Full Address").fill("Clonroad, Ennis");
  await page.getByRole("checkbox", { name: "Dairy" }).check();
}

test.beforeEach(async ({ page }) => {
  // A click on the form before React has attached its handlers would be a native submit.
  await gotoHydrated(page, "/submit");
  await expect(page.getByRole("heading", { level: 1, name: "List Your Farm Shop" })).toBeVisible();
});

test("the form's sections, required marks, field types and default opening hours", async ({
  page,
}) => {
  for (const section of [
    "Basic Information",
    "Address & Contact",
    "Products",
    "Services",
    "About Your Farm Shop",
    "Opening Hours",
    "Farm Shop Image",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  }
  for (const label of ["Shop Name", "Shop Type", "County", "Town/City", "Full Address"]) {
    await expect(page.locator("label", { hasText: label }).first()).toContainText("*");
    await expect(page.getByLabel(label)).toHaveAttribute("aria-required", "true");
  }
  await expect(page.locator("label", { hasText: "Eircode" })).not.toContainText("*");
  await expect(page.getByRole("checkbox")).toHaveCount(15 + 9 + 7);
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Website")).toHaveAttribute("type", "url");
  await expect(page.getByLabel("Shop Type")).toHaveValue("physical");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
    await expect(page.getByRole("checkbox", { name: `Closed on ${day}` })).not.toBeChecked();
    await expect(page.getByLabel(`${day} opening time`)).toHaveValue("09:00");
    await expect(page.getByLabel(`${day} closing time`)).toHaveValue("17:00");
  }
  await expect(page.getByRole("checkbox", { name: "Closed on Sunday" })).toBeChecked();
  await expect(page.getByLabel("Sunday opening time")).toHaveCount(0);
  // Re-opening Sunday starts from the usual hours; a closing time before the opening one is refused.
  await page.getByRole("checkbox", { name: "Closed on Sunday" }).uncheck();
  await expect(page.getByLabel("Sunday opening time")).toHaveValue("09:00");
  await page.getByLabel("Sunday closing time").fill("08:00");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Sunday: Closing time must be after opening time")).toBeVisible();
  // Read with the invalid time (its description), as the other fields' messages are.
  await expect(page.getByLabel("Sunday closing time")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Sunday closing time")).toHaveAccessibleDescription("Sunday: Closing time must be after opening time");
});

test("validation messages, the products toast, and the Eircode upper-cased as typed", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Submit for Review" }).click();
  for (const message of [
    "Shop name is required",
    "County is required",
    "Town/City is required",
    "Full address is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(
    page
      .getByRole("region", { name: "Products", exact: true })
      .getByText("Please select at least one product category"),
  ).toBeVisible();
  await expect(
    toast(page, "Please select products", "Please select at least one product category"),
  ).toBeVisible();
  await expect(page.getByLabel("Shop Name")).toBeFocused();

  await page.getByLabel("County").selectOption("Clare");
  await page.getByLabel("Eircode").pressSequentially("v95 x");
  await expect(page.getByLabel("Eircode")).toHaveValue("V95 X");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Enter a valid Eircode (e.g. A65 F4E2)")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await page.getByLabel("County").selectOption("Fermanagh");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Enter a valid BT postcode (e.g. BT74 6AB)")).toBeVisible();
});

test("images: refused files, upload progress, preview, remove and replace", async ({ page }) => {
  const main = page.getByLabel("Main image");
  const section = page.getByRole("region", { name: "Farm Shop Image" });
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/objects/"))
      uploads.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });

  // Refused in the browser, before anything is sent.
  await main.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(section.getByRole("alert")).toHaveText(
    "Only image files (JPEG, PNG, WebP, GIF) can be uploaded.",
  );
  await main.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5_242_881, 1),
  });
  await expect(section.getByRole("alert")).toHaveText(
    "This image is larger than 5 MB. Please choose a smaller image.",
  );
  expect(uploads).toEqual([]);

  // Refused by the server: the bytes are not an image (415) ...
  await main.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not really a png"),
  });
  await expect(section.getByRole("alert")).toHaveText(
    "Only image files (JPEG, PNG, WebP, GIF) can be uploaded.",
  );
  await expect(
    toast(page, "Upload Error", "Only image files (JPEG, PNG, WebP, GIF) can be uploaded."),
  ).toBeVisible();
  expect(uploads.some((u) => u.startsWith("PUT "))).toBe(true);

  // ... or too large (413).
  await page.route("**/api/objects/submissions/**", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 413,
          contentType: "application/json",
          body: JSON.stringify({ message: "too large" }),
        })
      : route.fallback(),
  );
  await main.setInputFiles(pngFile("ok.png"));
  await expect(section.getByRole("alert")).toHaveText(
    "This image is larger than 5 MB. Please choose a smaller image.",
  );
  await page.unrouteAll();

  // A real upload, held a moment so that its progress shows.
  await page.route("**/api/objects/**", async (route) => {
    if (route.request().method() === "PUT")
      await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.fallback();
  });
  await main.setInputFiles(pngFile("front.png"));
  await expect(page.getByRole("progressbar", { name: "Uploading main image" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for Review" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove main image" })).toBeVisible();
  await expect(section.getByRole("alert")).toHaveCount(0);
  const preview = page.getByRole("img", { name: "Main image preview" });
  const first = await preview.getAttribute("src");
  expect(first).toMatch(/^\/api\/objects\//);

  // Replace, then remove.
  await page.getByLabel("Main image").setInputFiles(pngFile("better.png"));
  await expect(page.getByRole("progressbar", { name: "Uploading main image" })).toBeHidden();
  await expect(preview).not.toHaveAttribute("src", first ?? "");
  await page.getByRole("button", { name: "Remove main image" }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choose main image" })).toBeVisible();
  // The Remove button went with the image: the picker's own button has the focus.
  await expect(page.getByRole("button", { name: "Choose main image" })).toBeFocused();
});

test("a failed submission shows the server's message and keeps everything typed", async ({
  page,
}) => {
  const name = `Kept Farm ${uniqueTag()}`;
  await fillRequired(page, name);
  await page.getByLabel("Description").fill("Milk and butter.");

  await page.route("**/api/farm-shops", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "The database is unavailable. Please try again shortly." }),
    });
  });
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(
    toast(page, "Submission Failed", "The database is unavailable. Please try again shortly."),
  ).toBeVisible();
  await expect(page.getByLabel("Shop Name")).toHaveValue(name);
  await expect(page.getByLabel("Description")).toHaveValue("Milk and butter.");
  await expect(page.getByRole("checkbox", { name: "Dairy" })).toBeChecked();

  await page.unrouteAll();
  await page.route("**/api/farm-shops", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, body: "" })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(
    toast(page, "Submission Failed", "There was an error submitting your shop. Please try again."),
  ).toBeVisible();
  await expect(page.getByLabel("Shop Name")).toHaveValue(name);

  // Field problems the server names are shown beside the field.
  await page.unrouteAll();
  await page.route("**/api/farm-shops", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            message: "Full address looks incomplete",
            issues: [{ path: "address", message: "Full address looks incomplete" }],
          }),
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Submission Failed", "Full address looks incomplete")).toBeVisible();
  await expect(page.locator("#submit-address-error")).toHaveText("Full address looks incomplete");
});

test("Clear Form asks, then empties the form; a successful submission resets it and says what happens next", async ({
  page,
}) => {
  await fillRequired(page, "To Be Cleared");
  await page.getByRole("checkbox", { name: "Closed on Monday" }).check();
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await page.getByRole("button", { name: "Clear Form" }).click();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByLabel("Shop Name")).toHaveValue("To Be Cleared");
  await page.getByRole("button", { name: "Clear Form" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Shop Name")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Dairy" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Closed on Monday" })).not.toBeChecked();

  const name = `Ennis Dairy ${uniqueTag()}`;
  await fillRequired(page, name);
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${name} has been submitted for review` }),
  ).toContainText("we review every submission within 2-3 business days");
  await expect(toast(page, "Shop Submitted!")).toBeVisible();
  await expect(page.getByLabel("Shop Name")).toHaveValue("");
  await expect(page.getByLabel("County")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Dairy" })).not.toBeChecked();
});

test("typed and not sent: a link of the page asks first, in the page's language; a clean form's links go at once, the language switch remembered", async ({ page, context }) => {
  const name = page.getByLabel("Shop Name");
  await name.fill("Half-typed Farm");
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  const about = page.getByRole("banner").getByRole("link", { name: "About" });
  await about.click();
  await expect(discard).toContainText("What you typed here has not been sent yet. Discard it, or keep editing.");
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(name).toHaveValue("Half-typed Farm");
  await about.click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/about$/);

  // A clean form: the language switch goes at once, and its choice is remembered (its own click handler ran).
  await gotoHydrated(page, "/submit");
  await page.getByRole("banner").getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/ga\/submit$/);
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("ga-IE");

  // In Irish, the question is Irish.
  await page.locator("#submit-name").fill("Feirm Leath-Líonta");
  await page.getByRole("banner").getByTestId("language-switch").click();
  const ceist = page.getByRole("dialog", { name: "Do chuid athruithe a chaitheamh uait?" });
  await expect(ceist).toContainText("Níor seoladh a bhfuil clóscríofa agat anseo fós.");
  await expect(ceist.getByRole("button", { name: "Dún" })).toBeVisible();
  await ceist.getByRole("button", { name: "Lean ort ag athrú" }).click();
  await expect(page).toHaveURL(/\/ga\/submit$/);
});

test("without JavaScript the form says it needs it and cannot be sent, so nothing typed goes into an address", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    await page.goto("/submit");
    await expect(page.getByRole("alert").filter({ hasText: "Sending this form needs JavaScript" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit for Review" })).toBeDisabled();
    await page.getByLabel("Shop Name").fill("Private Farm");
    await page.getByLabel("Email").fill("owner@example.ie");
    await page.getByLabel("Email").press("Enter");
    // Give a native submission the time it would take, then check none was made.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/submit$/);
    expect(asked.filter((u) => u.includes("example.ie") || u.includes("Private"))).toEqual([]);

    await page.goto("/ga/submit");
    await expect(page.getByRole("alert").filter({ hasText: "Tá JavaScript ag teastáil chun an fhoirm seo a sheoladh" })).toBeVisible();
  } finally {
    await noScript.close();
  }
});
