import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { expect, openAdmin, shopPayload, test, toast, uniqueTag } from "./support/fixtures";

/** Text as Windows-1252 bytes, as Excel on Windows saves a CSV (every character used is in Latin-1). */
const windows1252 = (text: string) => Buffer.from([...text].map((c) => c.charCodeAt(0)));

test("the Import tab previews a Windows-1252 semicolon spreadsheet, maps a column, picks a county, imports and undoes", async ({ page }) => {
  const tag = uniqueTag();
  const sheet = windows1252(
    "Trading as;Phone number;Town;Address;County;Products;Latitude;Longitude\r\n" +
      `Dún Laoghaire Farm ${tag};01 280 1234;Dún Laoghaire;"1 Main St\r\nDún Laoghaire";Dublin;Eggs;53.2${tag.charCodeAt(0) % 10}4;-6.13${tag.charCodeAt(1) % 10}\r\n` +
      `Ó Briain ${tag};;Dingle;Ballyroe;;Honey;52.1${tag.charCodeAt(2) % 10}4;-10.2${tag.charCodeAt(3) % 10}4\r\n` +
      `Bad Phone ${tag};phone me;Tralee;The Square;Kerry;Eggs;;\r\n`,
  );
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  await page.getByLabel("File to import").setInputFiles({ name: "partner.csv", mimeType: "text/csv", buffer: sheet });

  // "Trading as" is not a header the importer knows: map it to the name.
  const nameColumn = page.getByLabel("Field for column Trading as");
  await expect(nameColumn).toHaveValue("");
  await expect(page.getByLabel("Field for column Phone number")).toHaveValue("phone");
  await nameColumn.selectOption("name");

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 1 new, 0 updated, 0 unchanged, 0 possible duplicates, 2 rows with errors")).toBeVisible();
  await expect(page.getByText('Line 4, column County: No county in the row, its address or its postcode; pick the county.')).toBeVisible();
  await expect(page.getByText('Line 5, column Phone number ("phone me"): Phone may contain only digits, spaces, +, ( ) and -')).toBeVisible();
  await expect(page.getByRole("cell", { name: `Dún Laoghaire Farm ${tag}` })).toBeVisible();

  await page.getByLabel("County for line 4").selectOption("Kerry");
  await page.getByRole("button", { name: "Preview again" }).click();
  await expect(page.getByText("Preview: 2 new, 0 updated, 0 unchanged, 0 possible duplicates, 1 row with errors")).toBeVisible();
  await expect(page.getByRole("cell", { name: `Ó Briain ${tag}` })).toBeVisible();

  // Another column choice makes other rows: the preview goes, and only a new one can be imported.
  await page.getByLabel("Field for column Phone number").selectOption("");
  await expect(page.getByText(/^Preview: /)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  await page.getByLabel("Field for column Phone number").selectOption("phone");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 2 new, 0 updated, 0 unchanged, 0 possible duplicates, 1 row with errors")).toBeVisible();

  await page.getByLabel("Approve new shops (otherwise they wait for review)").check();
  // Hold the commit a moment so that its progress bar can be seen.
  await page.route("**/api/admin/import", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  await page.getByRole("button", { name: "Import 2 shops" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByText("Imported: 2 new, 0 updated, 0 unchanged, 0 possible duplicates, 1 row with errors")).toBeVisible();
  // The row in error stays listed with its reason, to mend the file and import it again.
  await expect(page.getByText("Rows with errors, not imported (1)")).toBeVisible();
  await expect(page.getByText('Line 5, column Phone number ("phone me"): Phone may contain only digits, spaces, +, ( ) and -')).toBeVisible();

  // The fadas survived the Windows-1252 file, on the live page.
  const shopPage = await page.context().newPage();
  await shopPage.goto(`/shop/o-briain-${tag}`);
  await expect(shopPage.getByRole("heading", { level: 1, name: `Ó Briain ${tag}` })).toBeVisible();
  await expect(shopPage.getByText("Kerry").first()).toBeVisible();
  await shopPage.close();

  // Undoing deletes shops that may be public by now: it asks first.
  await page.getByRole("button", { name: "Undo this import" }).click();
  const confirm = page.getByRole("dialog", { name: "Undo this import?" });
  await expect(confirm).toContainText("This deletes the shops the import added, also those approved since");
  await confirm.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone: 2 shops removed, 0 shops restored.")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  const gone = await page.request.get(`/api/farm-shops/o-briain-${tag}`);
  expect(gone.status()).toBe(404);
});

test("an import is undone from the Activity tab after a confirmation, whose toast says what it removed", async ({ page }) => {
  const tag = uniqueTag();
  const slug = `undo-farm-${tag}`.toLowerCase();
  const sheet = Buffer.from(`name,town,address,county,products,latitude,longitude\nUndo Farm ${tag},Dingle,Main Street,Kerry,Eggs,52.14,-10.27\n`);
  const done = await page.request.post("/api/admin/import", { multipart: { file: { name: "undo.csv", mimeType: "text/csv", buffer: sheet }, approve: "1" } });
  expect(done.status(), await done.text()).toBe(200);
  expect((await page.request.get(`/api/farm-shops/${slug}`)).status()).toBe(200);

  await openAdmin(page);
  await page.getByRole("tab", { name: "Activity" }).click();
  const entry = page.getByRole("list", { name: "Activity entries" }).getByRole("listitem").filter({ hasText: "import.commit" }).first();
  await entry.getByRole("button", { name: "Undo this import" }).click();
  const confirm = page.getByRole("dialog", { name: "Undo this import?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect((await page.request.get(`/api/farm-shops/${slug}`)).status()).toBe(200);

  await entry.getByRole("button", { name: "Undo this import" }).click();
  await confirm.getByRole("button", { name: "Undo import" }).click();
  await expect(toast(page, "Import undone", "1 shop removed, 0 shops restored.")).toBeVisible();
  expect((await page.request.get(`/api/farm-shops/${slug}`)).status()).toBe(404);
});

test("a session that ends before Preview: the sign-in dialog opens, and the file and the column choice are kept", async ({ page }) => {
  const tag = uniqueTag();
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  await page.getByLabel("File to import").setInputFiles({
    name: "kept.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Trading as,Town,County,Products\nKept Farm ${tag},Dingle,Kerry,Eggs\n`),
  });
  await page.getByLabel("Field for column Trading as").selectOption("name");
  // The server says the session has ended, for this one call (the shared test session stays).
  await page.route("**/api/admin/import", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: "Please sign in as admin", message: "Please sign in as admin" }) }),
  );
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(/Your session has ended\. Sign in again, then press the button again/)).toBeAttached();
  await page.unroute("**/api/admin/import");
  await dialog.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Field for column Trading as")).toHaveValue("name");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 1 new, 0 updated, 0 unchanged, 0 possible duplicates, 0 rows with errors")).toBeVisible();
  await expect(page.getByRole("cell", { name: `Kept Farm ${tag}` })).toBeVisible();
});

test("OpenStreetMap nodes without addr:* tags: the towns are looked up from their points or typed, the counties picked, and they import", async ({ page, geocoder }) => {
  const tag = uniqueTag();
  const id = Date.now() * 10 + Math.floor(Math.random() * 10);
  // Points of this test's own: the stub answers the first with a place and knows nothing at the second.
  const lat = Number((52.5 + Math.random() / 100).toFixed(6));
  geocoder.place(lat, -8.79, { road: "R519", village: "Adare", county: "County Limerick", country_code: "ie" });
  const overpass = {
    elements: [
      { type: "node", id, lat, lon: -8.79, tags: { name: `Bare Farm ${tag}`, shop: "farm" } },
      { type: "node", id: id + 1, lat: 52.14, lon: -10.27, tags: { name: `Dingle Farm ${tag}`, shop: "farm", "addr:city": "Dingle", "addr:county": "Kerry" } },
      { type: "node", id: id + 2, lat, lon: -9.77, tags: { name: `Far Farm ${tag}`, shop: "farm" } },
    ],
  };
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  // As Overpass writes it: one object over several lines.
  await page.getByLabel("File to import").setInputFiles({ name: "overpass.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(overpass, null, 2)) });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 1 new, 0 updated, 0 unchanged, 0 possible duplicates, 2 rows with errors")).toBeVisible();
  const bare = page.getByRole("row").filter({ hasText: `Bare Farm ${tag}` });
  const far = page.getByRole("row").filter({ hasText: `Far Farm ${tag}` });
  await expect(bare.getByRole("link", { name: "Where is it? (OpenStreetMap, new tab)" })).toHaveAttribute("href", `https://www.openstreetmap.org/node/${id}`);

  // Only the rows in error: the complete one leaves the table.
  await page.getByLabel("Show only the rows in error").check();
  await expect(page.getByRole("cell", { name: `Dingle Farm ${tag}` })).toHaveCount(0);
  const bareLine = (await bare.getByRole("cell").first().textContent())!.trim();
  const farLine = (await far.getByRole("cell").first().textContent())!.trim();

  // The lookup fills the town, the address and the county it found; the other row is left to type.
  await page.getByRole("button", { name: "Look up the towns of this page's 2 rows without one" }).click();
  await expect(page.getByText(`Found a town for 1 of 2 rows (OpenStreetMap's geocoder): check them, then preview again. No town found for line ${farLine}: type it in.`)).toBeVisible();
  await expect(bare.getByLabel(`Town for line ${bareLine}`)).toHaveValue("Adare");
  await expect(bare.getByLabel(`Address for line ${bareLine}`)).toHaveValue("R519, Adare");
  await expect(bare.getByLabel(`County for line ${bareLine}`)).toHaveValue("Limerick");
  await expect(page.getByRole("button", { name: /Look up the towns/ })).toHaveCount(0);
  await far.getByLabel(`Town for line ${farLine}`).fill("Newcastle West");
  await far.getByLabel(`County for line ${farLine}`).selectOption("Limerick");
  await expect(page.getByRole("button", { name: "Import with these choices" })).toBeVisible();
  await page.getByRole("button", { name: "Preview again" }).click();
  await expect(page.getByText("Preview: 3 new, 0 updated, 0 unchanged, 0 possible duplicates, 0 rows with errors")).toBeVisible();
  // No errors left: the filter goes and every row shows, with what the admin gave still in view.
  await expect(page.getByLabel("Show only the rows in error")).toHaveCount(0);
  await expect(page.getByRole("cell", { name: `Dingle Farm ${tag}` })).toBeVisible();
  await expect(page.getByLabel(`Town for line ${farLine}`)).toHaveValue("Newcastle West");

  await page.getByLabel("Approve new shops (otherwise they wait for review)").check();
  await page.getByRole("button", { name: "Import 3 shops" }).click();
  await expect(page.getByText("Imported: 3 new, 0 updated, 0 unchanged, 0 possible duplicates, 0 rows with errors")).toBeVisible();
  const shop = async (slug: string) => (await page.request.get(`/api/farm-shops/${slug}-${tag.toLowerCase()}`)).json() as Promise<Record<string, unknown>>;
  expect(await shop("bare-farm")).toMatchObject({ town: "Adare", address: "R519, Adare", county: "Limerick" });
  expect(await shop("far-farm")).toMatchObject({ town: "Newcastle West", address: "Newcastle West", county: "Limerick" });

  // Next month's refresh of the same file, in another tab: every row is the shop it imported, nothing to type or look up.
  const refresh = await page.context().newPage();
  await openAdmin(refresh);
  await refresh.getByRole("tab", { name: "Import" }).click();
  await refresh.getByLabel("File to import").setInputFiles({ name: "overpass.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(overpass, null, 2)) });
  await refresh.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(refresh.getByText("Preview: 0 new, 0 updated, 3 unchanged, 0 possible duplicates, 0 rows with errors")).toBeVisible();
  await expect(refresh.getByRole("row").filter({ hasText: `Far Farm ${tag}` })).toContainText("Newcastle West, Co. Limerick (from the shop it already is)");
  await expect(refresh.getByLabel(/^Town for line/)).toHaveCount(0);
  await expect(refresh.getByLabel(/^County for line/)).toHaveCount(0);
  await expect(refresh.getByRole("button", { name: /Look up the towns/ })).toHaveCount(0);
  await refresh.close();
  await page.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("dialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone: 3 shops removed, 0 shops restored.")).toBeVisible();
});

test("a preview's typed towns are not dropped without a question: another file, or a link of the site, asks first", async ({ page }) => {
  const tag = uniqueTag();
  const overpass = { elements: [{ type: "node", id: Date.now() * 10 + 7, lat: 52.4, lon: -8.58, tags: { name: `Unasked Farm ${tag}`, shop: "farm" } }] };
  const file = { name: "overpass.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(overpass)) };
  const other = { name: "partner.csv", mimeType: "text/csv", buffer: Buffer.from(`Shop name,Town,County\nOther Farm ${tag},Tralee,Kerry\n`) };
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  const input = page.getByLabel("File to import");
  const about = page.getByRole("banner").getByRole("link", { name: "About" });
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  await input.setInputFiles(file);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 0 new, 0 updated, 0 unchanged, 0 possible duplicates, 1 row with errors")).toBeVisible();
  const town = page.getByLabel("Town for line 1");
  // A town typed and erased again is no answer: the file is chosen again at once, without a question.
  await town.fill("K");
  await town.fill("");
  await input.setInputFiles(file);
  await expect(town).toHaveCount(0);
  await expect(discard).toHaveCount(0);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 0 new, 0 updated, 0 unchanged, 0 possible duplicates, 1 row with errors")).toBeVisible();
  await town.fill("Kilmallock");

  // Another file: asked; Keep editing keeps the town, and the input shows the file in hand again.
  await input.setInputFiles(other);
  await expect(discard).toContainText("What you changed here has not been saved.");
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(town).toHaveValue("Kilmallock");
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe("overpass.json");

  // A link of the site's header: asked; Keep editing stays on the tab.
  await about.click();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=import$/);
  await expect(town).toHaveValue("Kilmallock");

  // Another file, discarding: the preview goes and the new file's columns show.
  await input.setInputFiles(other);
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(town).toHaveCount(0);
  await expect(page.getByLabel("Field for column Shop name")).toHaveValue("name");

  // Its preview, with nothing typed: the link leaves at once.
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 1 new, 0 updated, 0 unchanged, 0 possible duplicates, 0 rows with errors")).toBeVisible();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(discard).toHaveCount(0);
});

test("a possible duplicate left as it is is listed after the import, with the shop it looks like", async ({ page }) => {
  const tag = uniqueTag();
  const phone = `087 ${String(Date.now()).slice(-7)}`;
  const listed = `Listed Farm ${tag}`;
  const created = await page.request.post("/api/farm-shops", { data: shopPayload(listed, { phone }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sheet = `Shop name,Town,County,Phone\nNew Name Farm ${tag},Dingle,Kerry,${phone}\nFresh Farm ${tag},Tralee,Kerry,\n`;
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  await page.getByLabel("File to import").setInputFiles({ name: "partner.csv", mimeType: "text/csv", buffer: Buffer.from(sheet) });
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page.getByText("Preview: 1 new, 0 updated, 0 unchanged, 1 possible duplicate, 0 rows with errors")).toBeVisible();
  await page.getByRole("button", { name: "Import 1 shops" }).click();
  await expect(page.getByText("Imported: 1 new, 0 updated, 0 unchanged, 1 possible duplicate, 0 rows with errors")).toBeVisible();
  const kept = page.getByRole("group").filter({ hasText: "Possible duplicates, not imported (1)" });
  await expect(kept).toContainText("To import one, preview the file again and choose Update or Add as new for it.");
  await expect(kept.getByRole("listitem")).toHaveText([`Line 2: New Name Farm ${tag}, like ${listed} (same phone)`]);
  await page.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("dialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone: 1 shops removed, 0 shops restored.")).toBeVisible();
  await page.request.delete(`/api/admin/farm-shops/${id}`);
});

test("a file over 20 MB is refused as it is chosen, before any upload, and a file that fits is taken next", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/admin/import")) uploads.push(req.url());
  });
  await openAdmin(page);
  await page.getByRole("tab", { name: "Import" }).click();
  const input = page.getByLabel("File to import");
  const alert = page.getByRole("region", { name: "Import shops" }).getByRole("alert");
  await input.setInputFiles({ name: "everything.csv", mimeType: "text/csv", buffer: Buffer.alloc(21 * 1024 * 1024, "A\n") });
  await expect(alert).toHaveText('"everything.csv" is 21.0 MB; an import takes files of up to 20 MB. Split it into parts (a few thousand rows each) and import them one after another.');
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeDisabled();
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: "part-1.csv", mimeType: "text/csv", buffer: Buffer.from("Shop name,Town,County\nPart Farm,Tralee,Kerry\n") });
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel("Field for column Shop name")).toHaveValue("name");
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeEnabled();
});
