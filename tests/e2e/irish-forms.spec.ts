import { expect, test } from "@playwright/test";
import { toast } from "./admin/support/fixtures";
import { gotoHydrated } from "./public-core/helpers";

// The submission form and the owner's page in Irish (/ga/submit, /ga/owner): their labels, the
// catalogue's names and the schema's errors in Irish; English stays as tests/e2e/submit checks it.

test.describe("the forms in Irish", () => {
  test("/ga/submit: Irish labels, sections, catalogue names and weekdays", async ({ page }) => {
    await page.goto("/ga/submit");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1, name: "Liostaigh do Shiopa Feirme" })).toBeVisible();
    // Each province's counties in Irish alphabetical order, as every county list of the Irish site.
    for (const group of await page.locator("select[name='county'] optgroup").all()) {
      const names = (await group.locator("option").allTextContents()).map((n) => n.trim());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ga-IE")));
    }
    expect(await page.locator("select[name='county'] optgroup").count()).toBeGreaterThan(3);
    for (const section of ["Bunfhaisnéis", "Seoladh agus Teagmháil", "Táirgí", "Seirbhísí", "Uaireanta Oscailte", "Laethanta Saoire Poiblí", "Dátaí Speisialta"])
      await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    for (const label of ["Ainm an tSiopa", "Cineál Siopa", "Contae", "Baile/Cathair", "Seoladh Iomlán"])
      await expect(page.getByLabel(new RegExp(`^${label}\\*?$`))).toHaveAttribute("aria-required", "true");
    await expect(page.getByLabel("Cineál Siopa")).toContainText("Siopa fisiceach");
    await expect(page.getByLabel(/^Contae\*?$/).locator("option", { hasText: "Corcaigh" })).toHaveAttribute("value", "Cork");
    await expect(page.getByRole("checkbox", { name: "Mil", exact: true })).toHaveAttribute("value", "Honey");
    await expect(page.getByRole("checkbox", { name: "Dúnta Dé Luain" })).not.toBeChecked();
    await expect(page.getByLabel("Am oscailte Dé Luain")).toHaveValue("09:00");
    await expect(page.getByRole("checkbox", { name: "Dúnta Dé Domhnaigh" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Cuir sos leis Dé Máirt" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Roghnaigh príomhíomhá" })).toBeVisible();
    // No English label of the form is left.
    const form = page.getByRole("form", { name: "Liostaigh do Shiopa Feirme" });
    for (const english of ["Shop Name", "Basic Information", "Opening Hours", "Monday", "Submit for Review", "Add break", "Honey"])
      await expect(form.getByText(english, { exact: true })).toHaveCount(0);
  });

  test("/ga/submit: an empty form's errors are in Irish, and the English form's stay English", async ({ page }) => {
    await gotoHydrated(page, "/ga/submit");
    await page.getByRole("button", { name: "Seol le hAthbhreithniú" }).click();
    for (const message of ["Tá ainm an tsiopa riachtanach", "Tá an contae riachtanach", "Tá an baile nó an chathair riachtanach", "Tá an seoladh iomlán riachtanach"])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Táirgí", exact: true }).getByText("Roghnaigh catagóir táirge amháin ar a laghad, le do thoil")).toBeVisible();
    await expect(toast(page, "Roghnaigh táirgí, le do thoil", "Roghnaigh catagóir táirge amháin ar a laghad, le do thoil")).toBeVisible();
    await expect(page.getByText("Shop name is required")).toHaveCount(0);
    // A day's error names the day in Irish.
    await page.getByLabel("Am dúnta Dé Luain").fill("08:00");
    await page.getByRole("button", { name: "Seol le hAthbhreithniú" }).click();
    await expect(page.getByText("Dé Luain: Caithfidh an t-am dúnta a bheith i ndiaidh an ama oscailte")).toBeVisible();

    await gotoHydrated(page, "/submit");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await expect(page.getByText("Shop name is required", { exact: true })).toBeVisible();
  });

  test("/ga/shop: the report form's errors are in Irish, the English one's in plain English", async ({ page }) => {
    for (const [path, open, name, send, kind, message] of [
      ["/ga/shop/avonmore-valley-farm-shop", "Tuairiscigh fadhb", "Tuairiscigh fadhb le Avonmore Valley Farm Shop", "Seol an tuairisc", "Roghnaigh cad atá mícheart.", "Inis dúinn cad atá mícheart, le do thoil."],
      ["/shop/avonmore-valley-farm-shop", "Report a problem", "Report a problem with Avonmore Valley Farm Shop", "Send report", "Choose what is wrong.", "Please tell us what is wrong."],
    ] as const) {
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: open }).click();
      const form = page.getByRole("form", { name });
      await form.getByRole("button", { name: send }).click();
      await expect(form.getByText(kind, { exact: true })).toBeVisible();
      await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(form.getByRole("textbox").first()).toHaveAttribute("aria-describedby", "report-message-error");
      // Not the API's wording, which names its values.
      await expect(form.getByText(/hours, closed, location/)).toHaveCount(0);
    }
  });

  test("/ga/owner: the owner's page in Irish, with a switch to and from /owner", async ({ page }) => {
    const res = await page.goto("/ga/owner");
    expect(res?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    // Not signed in: how to get a new link, in Irish.
    await expect(page.getByRole("heading", { level: 1, name: "Tá do nasc imithe as feidhm" })).toBeVisible();
    await expect(page.getByText("Nuashonraigh an liostú seo")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Aimsigh do shiopa" })).toHaveAttribute("href", "/ga/search");
    await expect(page.getByRole("banner").getByTestId("language-switch")).toHaveAttribute("href", "/owner");

    await page.goto("/owner");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IE");
    await expect(page.getByRole("heading", { level: 1, name: "Your link has expired" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL(/\/ga\/owner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tá do nasc imithe as feidhm" })).toBeVisible();
    // The language folders stay internal.
    expect((await page.goto("/ga-IE/owner"))?.status()).toBe(404);
  });
});
