import { describe, expect, it } from "vitest";
import { META_MAX, META_MIN, metaDescription } from "@/lib/seo/description";

describe("a page's meta description", () => {
  it("fills a short one out in the page's language, to 150-160 characters", () => {
    const english = metaDescription("Farm shops selling honey in County Cork, with their hours and a map of each shop.");
    const irish = metaDescription("Siopaí feirme a dhíolann mil i gContae Chorcaí, lena n-uaireanta agus léarscáil de gach siopa.", "ga-IE");
    expect(english).toContain("Discover local farm shops");
    expect(irish).toContain("Aimsigh siopaí feirme");
    expect(irish).not.toMatch(/Discover|farm shops|Ireland/);
    for (const text of [english, irish]) {
      expect(text.length).toBeGreaterThanOrEqual(META_MIN);
      expect(text.length).toBeLessThanOrEqual(META_MAX);
    }
  });
});
