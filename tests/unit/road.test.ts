import { describe, expect, it } from "vitest";
import { readSharedKeys, SAVED_KEYS_MAX } from "@/lib/saved/keys";
import { comingMonthDates, monthOfSlug, monthSlug } from "@/lib/season/months";
import { PRODUCE, produceIn } from "@/lib/season/produce";
import { directionsHref, hasDirections, mapsPlatform } from "@/lib/shops/directions";
import { bySlugsQuery } from "@/lib/validation/saved";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const shop = { name: "Ballyroe Farm (Shop)", address: "Ballyroe", town: "Tralee", county: "Kerry", eircode: "V92 AB12", latitude: "52.27", longitude: "-9.7" };

describe("directions", () => {
  it("tells the maps platform from the user agent", () => {
    expect(mapsPlatform(ANDROID)).toBe("android");
    expect(mapsPlatform(IPHONE)).toBe("ios");
    expect(mapsPlatform(IPAD_DESKTOP)).toBe("web");
    expect(mapsPlatform(IPAD_DESKTOP, { touch: true })).toBe("ios");
    expect(mapsPlatform(null)).toBe("web");
  });

  it("opens geo: on Android, Apple Maps on iPhone and Google Maps with the Eircode elsewhere", () => {
    expect(directionsHref(shop, "android")).toBe("geo:52.27,-9.7?q=52.27,-9.7(Ballyroe%20Farm%20%20Shop)");
    expect(directionsHref(shop, "ios")).toBe("https://maps.apple.com/?daddr=52.27%2C-9.7&q=Ballyroe+Farm+%28Shop%29");
    const web = directionsHref(shop, "web");
    expect(web).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(decodeURIComponent(web)).toContain("V92 AB12");
    expect(directionsHref({ ...shop, eircode: null }, "web")).toBe(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("52.27,-9.7")}`);
  });

  it("falls back to the address without coordinates and hides for online-only shops", () => {
    expect(directionsHref({ ...shop, latitude: null }, "android")).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(directionsHref({ ...shop, latitude: null }, "ios")).toContain("daddr=Ballyroe+Farm");
    expect(hasDirections({ shopType: "online" })).toBe(false);
    expect(hasDirections({ shopType: "honesty-box" })).toBe(true);
  });
});

describe("saved list keys", () => {
  it("reads a shared address leniently, counting what it skips", () => {
    expect(readSharedKeys("a-farm,B-Farm,,a-farm,bad key,<x>")).toEqual({ keys: ["a-farm", "b-farm"], skipped: 2 });
    expect(readSharedKeys(null)).toEqual({ keys: [], skipped: 0 });
    const many = Array.from({ length: SAVED_KEYS_MAX + 3 }, (_, i) => `shop-${i}`).join(",");
    expect(readSharedKeys(many)).toMatchObject({ skipped: 3 });
  });

  it("validates the by-slugs query strictly", () => {
    expect(bySlugsQuery.parse({ slugs: "a-farm, b-farm,a-farm" })).toEqual({ slugs: ["a-farm", "b-farm"] });
    expect(bySlugsQuery.safeParse({}).success).toBe(false);
    expect(bySlugsQuery.safeParse({ slugs: "" }).success).toBe(false);
    expect(bySlugsQuery.safeParse({ slugs: "ok,not ok" }).success).toBe(false);
    expect(bySlugsQuery.safeParse({ slugs: Array.from({ length: 101 }, (_, i) => `s${i}`).join(",") }).success).toBe(false);
    // Repeats (in any case) are one shop, counted once against the limit.
    expect(bySlugsQuery.parse({ slugs: Array.from({ length: 500 }, (_, i) => (i % 2 ? "A-Farm" : "a-farm")).join(",") })).toEqual({ slugs: ["a-farm"] });
  });
});

describe("what's in season", () => {
  it("knows the twelve month names and nothing else", () => {
    expect(monthOfSlug("june")).toBe(6);
    expect(monthOfSlug("June")).toBeNull();
    expect(monthOfSlug("13")).toBeNull();
    expect(monthSlug(12)).toBe("december");
  });

  it("has produce every month, strawberries in June and not in January", () => {
    for (let m = 1; m <= 12; m++) expect(produceIn(m).length, String(m)).toBeGreaterThan(4);
    expect(produceIn(6).map((p) => p.name)).toContain("Strawberries");
    expect(produceIn(1).map((p) => p.name)).not.toContain("Strawberries");
    for (const p of PRODUCE) expect(p.months.every((m) => m >= 1 && m <= 12), p.name).toBe(true);
  });

  it("lists the coming month's dates: from today this month, next year for a past month", () => {
    expect(comingMonthDates(6, "2026-06-29")).toEqual(["2026-06-29", "2026-06-30"]);
    expect(comingMonthDates(2, "2026-06-29")).toHaveLength(28);
    expect(comingMonthDates(2, "2027-06-29")[0]).toBe("2028-02-01");
    expect(comingMonthDates(2, "2027-06-29")).toHaveLength(29);
  });
});
