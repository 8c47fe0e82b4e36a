import { describe, expect, it } from "vitest";
import { IRISH_OFFLINE_PATH, OFFLINE_PATH, offlinePathFor } from "@/lib/pwa/policy";

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
