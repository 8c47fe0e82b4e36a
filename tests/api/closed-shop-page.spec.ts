import { test, expect, expectJson } from "./support/fixtures";
import { approvedShop, removeShop, type ApiShop } from "./support/data";

// A closed shop's address answers 410 with a page naming its county (app/[locale]/(public)/shop/
// [id]/closed): in the page's language, the county after "County" in the genitive in Irish, and
// one robots tag (Next.js gives every answer over 400 its own noindex).

/** The page's HTML without React's empty comments between text pieces. */
const html = async (res: { text(): Promise<string> }) => (await res.text()).replaceAll("<!-- -->", "");

test.describe("a closed shop's page", () => {
  test("names the county in the page's language, and says noindex once", async ({ request, admin }) => {
    const shop = await approvedShop(request, admin, { county: "Kilkenny", town: "Thomastown", eircode: null });
    try {
      await expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/close`), 200);

      const irish = await request.get(`/ga/shop/${shop.slug}`, { maxRedirects: 0 });
      expect(irish.status()).toBe(410);
      const ga = await html(irish);
      expect(ga).toContain(`<html lang="ga"`);
      expect(ga).toContain(`Dúradh linn go bhfuil ${shop.name} i Thomastown (Contae Chill Chainnigh) dúnta go buan`);
      expect(ga).toContain("Siopaí feirme eile i gContae Chill Chainnigh");
      expect(ga).toContain("Gach siopa feirme i gContae Chill Chainnigh");
      expect(ga).not.toMatch(/Contae: |Kilkenny\)/);
      expect(ga.match(/<meta name="robots"/g)).toHaveLength(1);
      expect(ga).toMatch(/<meta name="robots" content="noindex"/);

      const english = await request.get(`/shop/${shop.slug}`, { maxRedirects: 0 });
      expect(english.status()).toBe(410);
      const en = await html(english);
      expect(en).toContain(`We have been told that ${shop.name} in Thomastown, County Kilkenny has closed for good`);
      expect(en).toContain("Other farm shops in County Kilkenny");
      expect(en.match(/<meta name="robots"/g)).toHaveLength(1);
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
