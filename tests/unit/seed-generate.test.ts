import { describe, expect, it } from "vitest";
import { COUNTY_NAMES } from "@/lib/counties";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { seedShops } from "@/lib/db/seed-data";
import { PLACES, generateEvents, generateShop, generatedShopId } from "../../scripts/seed/generate";
import { createRng } from "../../scripts/seed/generate/random";
import { isInIreland, isSuspiciousLocation } from "@/lib/geo/coordinates";
import { isNorthernIrelandCounty, isValidPostcodeForCounty } from "@/lib/geo/postcode";
import { shopSubmissionSchema } from "@/lib/validation/shop";

const SAMPLE = Array.from({ length: 3000 }, (_, i) => generateShop(i));

describe("generated shop data (pure)", () => {
  it("knows every one of the 32 counties, each with real towns and postcode areas of its jurisdiction", () => {
    expect(PLACES.map((p) => p.county).sort()).toEqual([...COUNTY_NAMES].sort());
    for (const place of PLACES) {
      expect(place.towns.length, place.county).toBeGreaterThanOrEqual(5);
      for (const town of place.towns) {
        expect(town.postcode.startsWith("BT"), `${town.name}, ${place.county}`).toBe(
          isNorthernIrelandCounty(place.county),
        );
        expect(isInIreland({ latitude: town.lat, longitude: town.lon }), town.name).toBe(true);
      }
    }
  });

  it("is deterministic: the same index and seed give the same shop, another seed another one", () => {
    expect(generateShop(1234)).toEqual(generateShop(1234));
    expect(generateShop(1234, 7)).not.toEqual(generateShop(1234));
    expect(generateShop(5).id).toBe(generatedShopId(5));
    expect(new Set(SAMPLE.map((s) => s.id)).size).toBe(SAMPLE.length);
  });

  it("covers all 32 counties within the first 32 shops", () => {
    expect(new Set(SAMPLE.slice(0, 32).map((s) => s.county))).toEqual(new Set(COUNTY_NAMES));
  });

  it("follows the demo data's rules: fixed lists, valid postcodes, towns of the county, plausible points", () => {
    for (const shop of SAMPLE) {
      const place = PLACES.find((p) => p.county === shop.county);
      const town = place?.towns.find((t) => t.name === shop.town);
      expect(town, `${shop.town} in ${shop.county}`).toBeDefined();
      expect(shop.products.length).toBeGreaterThanOrEqual(1);
      expect(shop.products.length).toBeLessThanOrEqual(6);
      for (const p of shop.products) expect(PRODUCT_CATEGORIES).toContain(p);
      for (const s of shop.services) expect(SERVICES).toContain(s);
      if (shop.eircode) {
        expect(
          isValidPostcodeForCounty(shop.eircode, shop.county),
          `${shop.eircode} ${shop.county}`,
        ).toBe(true);
        expect(shop.eircode.startsWith(`${town?.postcode} `)).toBe(true);
      }
      if (shop.latitude !== null && shop.longitude !== null && town) {
        const point = { latitude: Number(shop.latitude), longitude: Number(shop.longitude) };
        expect(isInIreland(point)).toBe(true);
        expect(isSuspiciousLocation(shop)).toBe(false);
        expect(Math.abs(point.latitude - town.lat)).toBeLessThanOrEqual(0.0121);
        expect(Math.abs(point.longitude - town.lon)).toBeLessThanOrEqual(0.0181);
      }
      if (shop.phone) expect(shop.phone).toMatch(/^\+(353 \d{1,3}|44 (28|7\d{3})) [\d ]+$/);
      if (shop.email) expect(shop.email).toMatch(/@[a-z0-9]+\.example$/);
      expect(shopSubmissionSchema.safeParse(shop).success, shop.name).toBe(true);
    }
  });

  it("has the demo's mix: mostly physical shops, about a third with Honey, ~2% pending, ~1% featured", () => {
    const share = (f: (s: (typeof SAMPLE)[number]) => boolean) =>
      SAMPLE.filter(f).length / SAMPLE.length;
    expect(share((s) => s.shopType === "physical")).toBeGreaterThan(0.65);
    for (const type of ["online", "honesty-box", "farmers-market"])
      expect(share((s) => s.shopType === type)).toBeGreaterThan(0.03);
    expect(share((s) => s.products.includes("Honey"))).toBeGreaterThan(0.28);
    expect(share((s) => s.products.includes("Honey"))).toBeLessThan(0.38);
    expect(share((s) => !s.approved)).toBeGreaterThan(0.01);
    expect(share((s) => !s.approved)).toBeLessThan(0.035);
    expect(share((s) => s.featured)).toBeGreaterThan(0.004);
    expect(share((s) => s.featured)).toBeLessThan(0.02);
    expect(share((s) => s.featured && !s.approved)).toBe(0);
    expect(share((s) => s.website !== null)).toBeGreaterThan(0.4);
    expect(share((s) => s.description.includes("\n"))).toBeGreaterThan(0.05);
    const honesty = SAMPLE.find((s) => s.shopType === "honesty-box");
    expect(honesty?.openingHours.sunday).toEqual({ open: "08:00", close: "20:00", closed: false });
  });

  it("never reuses a demo shop's name when told to avoid them", () => {
    const demoNames = new Set(seedShops.map((s) => s.name));
    const clash = SAMPLE.findIndex((s) => demoNames.has(s.name));
    // With no clash in the sample the rule is still exercised on a forced one.
    const avoid = clash >= 0 ? demoNames : new Set([SAMPLE[0]!.name]);
    const index = clash >= 0 ? clash : 0;
    expect(avoid.has(generateShop(index, undefined, avoid).name)).toBe(false);
  });

  it("gives events to about one approved shop in twenty, with valid days and times", () => {
    const all = SAMPLE.flatMap((s, i) => generateEvents(s, i));
    expect(all.length / SAMPLE.length).toBeGreaterThan(0.03);
    expect(all.length / SAMPLE.length).toBeLessThan(0.07);
    for (const e of all) {
      expect(e.eventTime < e.endTime).toBe(true);
      if (e.endOffsetDays !== null) expect(e.endOffsetDays).toBeGreaterThan(e.startOffsetDays);
    }
  });

  it("draws reproducible numbers from the seeded generator", () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b.next()));
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});
