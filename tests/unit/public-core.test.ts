import { describe, expect, it } from "vitest";
import { isCurrentNav, NAV_ITEMS } from "@/components/layout/nav-items";
import { toMapShops } from "@/components/map/map-shops";
import { readCountySort, routes } from "@/lib/routes";
import type { PublicShop } from "@/lib/shops/cached";
import { cardExcerpt, formatCount, formatIsoDate, shortMonth } from "@/lib/format";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { openingHoursSpecification } from "@/lib/seo/shop-json-ld";
import {
  cardImages,
  directionsUrl,
  externalUrl,
  fullAddress,
  shopHref,
  shopImages,
  telHref,
} from "@/lib/shops/present";

const base: PublicShop = {
  id: "7c1e9a52-3a1b-4c55-9d7e-2f0a1b2c3d4e",
  slug: "ballyroe-farm",
  name: "Ballyroe Farm",
  county: "Kerry",
  town: "Tralee",
  address: "Ballyroe, Tralee Road",
  eircode: "V92 AB12",
  phone: null,
  email: null,
  website: null,
  facebook: null,
  instagram: null,
  description: "Raw milk cheese and eggs.",
  shopType: "physical",
  products: ["Dairy", "Eggs", "Honey", "Meat", "Organic"],
  services: [],
  openingHours: DEFAULT_OPENING_HOURS,
  publicHolidayHours: "usual",
  hoursExceptions: [],
  hoursAsPublished: null,
  latitude: "52.27",
  longitude: "-9.70",
  imageUrl: null,
  imageUrl2: null,
  featured: false,
  approved: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  closedAt: null,
  verifiedAt: null,
};
const make = (over: Partial<PublicShop>): PublicShop => ({ ...base, ...over });

describe("county address parameters", () => {
  it("builds and reads the county address parameters", () => {
    expect(routes.county("kerry", { q: "  jam ", sort: "town" })).toBe(
      "/farm-shops/kerry?q=jam&sort=town",
    );
    expect(routes.county("kerry", { q: "", sort: "name" })).toBe("/farm-shops/kerry");
    expect(readCountySort("featured")).toBe("featured");
    expect(readCountySort("price")).toBe("name");
  });
});

describe("shop presentation", () => {
  it("links by slug, or by id while there is none", () => {
    expect(shopHref(base)).toBe("/shop/ballyroe-farm");
    expect(shopHref({ ...base, slug: null })).toBe(`/shop/${base.id}`);
  });
  it("uses the shop's non-blank images, else the five fallbacks", () => {
    expect(shopImages(make({ imageUrl: "https://x.example/a.jpg", imageUrl2: "  " }))).toEqual([
      { src: "https://x.example/a.jpg", alt: "Ballyroe Farm" },
    ]);
    const fallback = shopImages(base);
    expect(fallback).toHaveLength(5);
    expect(new Set(fallback.map((i) => i.src)).size).toBe(5);
    expect(fallback.every((i) => i.src.startsWith("/images/fallback/") && i.alt.length > 0)).toBe(
      true,
    );
  });
  it("cards show the shop's own photos, else the first fallback only (the shop page has all five)", () => {
    const two = make({ imageUrl: "https://x.example/a.jpg", imageUrl2: "https://x.example/b.jpg" });
    expect(cardImages(two)).toEqual(shopImages(two));
    expect(cardImages(two)).toHaveLength(2);
    const one = make({ imageUrl: "  ", imageUrl2: "https://x.example/b.jpg" });
    expect(cardImages(one)).toEqual([{ src: "https://x.example/b.jpg", alt: "Ballyroe Farm" }]);
    expect(cardImages(base)).toEqual([shopImages(base)[0]]);
  });
  it("cards carry the start of a description, cut at a word, with an ellipsis", () => {
    expect(cardExcerpt("Raw milk cheese and eggs.", 200)).toBe("Raw milk cheese and eggs.");
    expect(cardExcerpt("Line one.\nLine  two.", 200)).toBe("Line one. Line two.");
    const long = "Fresh eggs, honey and apples from our orchard, with a café, a farm trail and pick your own in summer.";
    expect(cardExcerpt(long, 40)).toBe("Fresh eggs, honey and apples from our…");
    expect(cardExcerpt(long, 40).length).toBeLessThanOrEqual(41);
    expect(cardExcerpt("x".repeat(50), 20)).toBe(`${"x".repeat(20)}…`);
  });
  it("writes the address once and directions by address", () => {
    expect(fullAddress(base)).toBe("Ballyroe, Tralee Road, Co. Kerry, V92 AB12");
    expect(fullAddress(make({ address: "Main Street", eircode: null }))).toBe(
      "Main Street, Tralee, Co. Kerry",
    );
    // An address that names its county already (typed so in an import) gets it once.
    expect(fullAddress(make({ address: "Green Street, Dingle, Co. Kerry", town: "Dingle", eircode: null }))).toBe("Green Street, Dingle, Co. Kerry");
    expect(fullAddress(make({ address: "Main Street, County Kerry", eircode: null }))).toBe("Main Street, Tralee, County Kerry");
    expect(fullAddress(make({ address: "Co. Kerry", eircode: "V92 AB12" }))).toBe("Tralee, Co. Kerry, V92 AB12");
    expect(fullAddress(make({ address: "Kerry Road", eircode: null }))).toBe("Kerry Road, Tralee, Co. Kerry");
    expect(directionsUrl(base)).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("Ballyroe Farm, Ballyroe, Tralee Road, Co. Kerry, V92 AB12, Ireland")}`,
    );
  });
  it("adds a scheme to bare web addresses", () => {
    expect(externalUrl("farm.example")).toBe("https://farm.example");
    expect(externalUrl("http://farm.example")).toBe("http://farm.example");
  });
  it("dials a phone number by its digits, without the bracketed trunk 0 after a country code", () => {
    expect(telHref("066 947 1234")).toBe("tel:0669471234");
    expect(telHref("(066) 947-1234")).toBe("tel:0669471234");
    expect(telHref("+353 (0)66 947 1234")).toBe("tel:+353669471234");
    expect(telHref("+353 (66) 947-1234")).toBe("tel:+353669471234");
    expect(telHref(" +44 28.9032.1234 ")).toBe("tel:+442890321234");
    expect(telHref("00353 66 947 1234")).toBe("tel:00353669471234");
  });
  it("maps only usable coordinates, with at most 3 products in the popup", () => {
    const markers = toMapShops([
      base,
      make({ id: "s", latitude: "53.34990", longitude: "-6.26020", address: "Lusk" }),
      make({ id: "n", latitude: null }),
    ]);
    expect(markers).toEqual([
      {
        id: base.id,
        key: "ballyroe-farm",
        address: "Ballyroe, Tralee Road",
        county: "Kerry",
        eircode: "V92 AB12",
        shopType: "physical",
        name: "Ballyroe Farm",
        town: "Tralee",
        products: ["Dairy", "Eggs", "Honey"],
        href: "/shop/ballyroe-farm",
        latitude: 52.27,
        longitude: -9.7,
      },
    ]);
  });
});

describe("structured data", () => {
  it("maps opening hours to Mo..Su and leaves closed days out", () => {
    expect(openingHoursSpecification(DEFAULT_OPENING_HOURS).map((o) => o.dayOfWeek)).toEqual([
      "Mo",
      "Tu",
      "We",
      "Th",
      "Fr",
      "Sa",
    ]);
    expect(
      openingHoursSpecification({ sunday: { open: "11:00", close: "16:00", closed: false } }),
    ).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Su", opens: "11:00", closes: "16:00" },
    ]);
  });
});

describe("navigation", () => {
  const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;
  it("highlights Home only on /, Browse for search, counties and shops, Events for event pages", () => {
    expect(isCurrentNav(item("Home"), "/")).toBe(true);
    expect(isCurrentNav(item("Home"), "/search")).toBe(false);
    for (const path of ["/search", "/farm-shops/cork", "/shop/x"])
      expect(isCurrentNav(item("Browse"), path)).toBe(true);
    expect(isCurrentNav(item("Browse"), "/shopping")).toBe(false);
    expect(isCurrentNav(item("Events"), "/event/123")).toBe(true);
    expect(isCurrentNav(item("Harvest Hub"), "/harvest-hub/a-post")).toBe(true);
  });
});

describe("dates written out without a date format", () => {
  it("match what en-IE's date format writes, every day of a year", () => {
    const long = new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const short = new Intl.DateTimeFormat("en-IE", { month: "short", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatIsoDate(iso), iso).toBe(long.format(date));
      expect(shortMonth(iso), iso).toBe(short.format(date));
    }
  });
});

describe("counts written out without a number format", () => {
  it("match what en-IE's number format writes", () => {
    const en = new Intl.NumberFormat("en-IE");
    const values = [0, 1, 9, 42, 999, 1000, 1348, 9999, 10_000, 20_000, 123_456, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, -1, -1234, -1_000_000];
    for (let n = 0; n < 100_000; n += 997) values.push(n);
    for (const n of values) expect(formatCount(n), String(n)).toBe(en.format(n));
  });

  it("leaves what is not a whole number as it is", () => {
    expect(formatCount(1234.5)).toBe("1234.5");
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});
