import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { formatLongDateTime } from "@/lib/format";
import { IRISH_OFFLINE_PATH, isOwnSavedList, isShopPage, keptAnswerFor, OFFLINE_PATH, offlinePathFor, savedListKeys, savedListPath, savedShopPath } from "@/lib/pwa/policy";
import { routes } from "@/lib/routes/paths";
import { SAVED_KEYS_MAX } from "@/lib/saved/keys";

describe("the offline page the worker shows", () => {
  it("is the Irish one for an Irish address, the English one otherwise", () => {
    expect(offlinePathFor("/ga")).toBe(IRISH_OFFLINE_PATH);
    expect(offlinePathFor("/ga/farm-shops/cork")).toBe(IRISH_OFFLINE_PATH);
    expect(offlinePathFor("/")).toBe(OFFLINE_PATH);
    expect(offlinePathFor("/farm-shops/cork")).toBe(OFFLINE_PATH);
    // Not an Irish address: only "/ga" and what is under it.
    expect(offlinePathFor("/gallery")).toBe(OFFLINE_PATH);
    expect(IRISH_OFFLINE_PATH).toBe(`/ga${OFFLINE_PATH}`);
  });
});

describe("the shop pages the worker keeps", () => {
  it("are a shop's page in either language, saved ones in the page's language", () => {
    expect(isShopPage("/shop/avonmore-valley-farm-shop")).toBe(true);
    expect(isShopPage("/ga/shop/avonmore-valley-farm-shop")).toBe(true);
    expect(isShopPage("/shop/x/closed")).toBe(false);
    expect(isShopPage("/gallery/shop/x")).toBe(false);
    expect(savedShopPath("beara-honesty-box")).toBe("/shop/beara-honesty-box");
    expect(savedShopPath("beara-honesty-box", "ga-IE")).toBe("/ga/shop/beara-honesty-box");
  });
});

describe("the saved list the worker keeps", () => {
  const at = (path: string) => new URL(path, "https://farmshops.example");

  it("is this browser's own list in either language, not a shared one", () => {
    expect(savedListPath()).toBe(routes.saved());
    expect(savedListPath("ga-IE")).toBe(`/ga${routes.saved()}`);
    expect(isOwnSavedList(at("/saved"))).toBe(true);
    expect(isOwnSavedList(at("/ga/saved"))).toBe(true);
    expect(isOwnSavedList(at("/saved?utm_source=x"))).toBe(true);
    expect(isOwnSavedList(at(routes.saved(["a-farm", "b-farm"])))).toBe(false);
    expect(isOwnSavedList(at("/saved/x"))).toBe(false);
  });

  it("asks for what the list's page asks for: newest first, at most SAVED_KEYS_MAX", () => {
    expect(savedListKeys(["oldest", "middle", "newest"])).toEqual(["newest", "middle", "oldest"]);
    const many = Array.from({ length: SAVED_KEYS_MAX + 5 }, (_, i) => `farm-${i}`);
    expect(savedListKeys(many)).toHaveLength(SAVED_KEYS_MAX);
    expect(savedListKeys(many)[0]).toBe(`farm-${SAVED_KEYS_MAX + 4}`);
  });

  it("answers a call from the kept answer: the shops asked for, in any case; a key saved since is left out", () => {
    const kept = { shops: [{ key: "a-farm", name: "A" }, { key: "b-farm", name: "B" }], missing: ["gone-farm", "old-farm"] };
    expect(keptAnswerFor(kept, ["b-farm", "gone-farm"])).toEqual({ shops: [{ key: "b-farm", name: "B" }], missing: ["gone-farm"] });
    expect(keptAnswerFor(kept, ["A-FARM", "new-farm"])).toEqual({ shops: [{ key: "a-farm", name: "A" }], missing: [] });
    expect(keptAnswerFor(kept, [])).toEqual({ shops: [], missing: [] });
  });
});

describe("the date of a shop page saved for offline use (components/pwa/offline-notice.tsx)", () => {
  const saved = new Date("2026-11-29T20:07:00Z");

  it("is written in the page's language: Irish usage on an Irish page", () => {
    const t = createTranslator({ locale: "ga-IE", messages: ga, namespace: "Offline" });
    expect(t("savedCopy", { date: formatLongDateTime(saved, "ga-IE") })).toBe("Tá tú as líne: sonraí a sábháladh ar 29 Samhain 2026 ag 20:07 á dtaispeáint.");
  });

  it("reads in English as it did (en-IE's long date and short time, on the Irish clock)", () => {
    const before = new Intl.DateTimeFormat("en-IE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Dublin" });
    const t = createTranslator({ locale: "en-IE", messages: en, namespace: "Offline" });
    for (const at of [saved, new Date("2026-06-03T07:05:00Z")]) expect(formatLongDateTime(at, "en-IE")).toBe(before.format(at));
    expect(t("savedCopy", { date: formatLongDateTime(saved, "en-IE") })).toBe("You're offline: showing details saved on 29 November 2026 at 20:07.");
  });
});
