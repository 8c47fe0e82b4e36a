import { describe, expect, it } from "vitest";
import { IRISH_OFFLINE_PATH, isShopPage, OFFLINE_PATH, offlinePathFor, savedShopPath } from "@/lib/pwa/policy";

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
