import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import type { MonthKey } from "@/i18n/keys";
import { checkedValues, listingFreshness, type MonthsTranslator } from "@/lib/shops/freshness";

const shopCare = (locale: "en-IE" | "ga-IE") =>
  createTranslator({ locale, messages: locale === "en-IE" ? en : ga, namespace: "ShopCare" });
const months = (locale: "en-IE" | "ga-IE"): MonthsTranslator => {
  const t = createTranslator({ locale, messages: locale === "en-IE" ? en : ga, namespace: "Months" });
  return (key) => t(key);
};

describe("listingFreshness", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("names the month and year of the last check", () => {
    expect(listingFreshness({ verifiedAt: "2026-03-04T10:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now)).toEqual({ checkedMonth: "march", checkedYear: 2026, stale: false, unconfirmedImport: false });
  });

  it("says an imported shop nobody has confirmed since is that, from the month of the import", () => {
    expect(listingFreshness({ verifiedAt: null, createdAt: "2026-10-01T00:00:00Z" }, now, true)).toEqual({ checkedMonth: "october", checkedYear: 2026, stale: false, unconfirmedImport: true });
    expect(listingFreshness({ verifiedAt: null, createdAt: "2025-10-01T00:00:00Z" }, now, true)).toMatchObject({ stale: true, unconfirmedImport: true });
    // Confirmed since (by its owner or the administrator): a check like any other.
    expect(listingFreshness({ verifiedAt: "2026-11-01T00:00:00Z", createdAt: "2026-10-01T00:00:00Z" }, now, true)).toMatchObject({ checkedMonth: "november", unconfirmedImport: false });
  });

  it("falls back to when the listing was created when nobody has checked it", () => {
    expect(listingFreshness({ verifiedAt: null, createdAt: "2026-10-01T00:00:00Z" }, now).checkedMonth).toBe("october");
  });

  it("is stale once the check is more than 12 months old", () => {
    expect(listingFreshness({ verifiedAt: "2025-11-23T00:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now).stale).toBe(false);
    expect(listingFreshness({ verifiedAt: "2025-11-21T00:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now).stale).toBe(true);
    expect(listingFreshness({ verifiedAt: null, createdAt: "2024-06-01T00:00:00Z" }, now).stale).toBe(true);
  });

  it("reads the month on the Irish clock", () => {
    // 23:30 UTC on 31 May is 00:30 on 1 June in Ireland; 23:30 UTC on 31 December is still 2026.
    expect(listingFreshness({ verifiedAt: "2026-05-31T23:30:00Z", createdAt: "2020-01-01T00:00:00Z" }, now)).toMatchObject({ checkedMonth: "june", checkedYear: 2026 });
    expect(listingFreshness({ verifiedAt: "2026-12-31T23:30:00Z", createdAt: "2020-01-01T00:00:00Z" }, now)).toMatchObject({ checkedMonth: "december", checkedYear: 2026 });
  });
});

describe("when the details were checked, in words", () => {
  const checked = (checkedMonth: MonthKey, locale: "en-IE" | "ga-IE") => checkedValues({ checkedMonth, checkedYear: 2025 }, months(locale));

  it("English says the month as before: \"Details checked April 2025\"", () => {
    expect(shopCare("en-IE")("checked", checked("april", "en-IE"))).toBe("Details checked April 2025");
    expect(shopCare("en-IE")("stale", checked("march", "en-IE"))).toMatch(/^Details checked March 2025\. That is more than a year ago/);
  });

  it("Irish says \"i mí …\" after the verb, for every month: \"Seiceáladh na sonraí i mí Aibreáin 2025\"", () => {
    expect(shopCare("ga-IE")("checked", checked("april", "ga-IE"))).toBe("Seiceáladh na sonraí i mí Aibreáin 2025");
    expect(shopCare("ga-IE")("stale", checked("november", "ga-IE"))).toMatch(/^Seiceáladh na sonraí i mí na Samhna 2025\. Tá sé sin/);
    for (const [key, { in: inMonth }] of Object.entries(ga.Months)) {
      const text = shopCare("ga-IE")("checked", checked(key as MonthKey, "ga-IE"));
      expect(text).toBe(`Seiceáladh na sonraí ${inMonth} 2025`);
      expect(text).toMatch(/^Seiceáladh na sonraí i mí /);
    }
  });
});
