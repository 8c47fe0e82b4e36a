import { describe, expect, it } from "vitest";
import { listingFreshness } from "@/lib/shops/freshness";

describe("listingFreshness", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("names the month and year of the last check", () => {
    expect(listingFreshness({ verifiedAt: "2026-03-04T10:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now)).toEqual({ checkedLabel: "March 2026", stale: false });
  });

  it("falls back to when the listing was created when nobody has checked it", () => {
    expect(listingFreshness({ verifiedAt: null, createdAt: "2026-10-01T00:00:00Z" }, now).checkedLabel).toBe("October 2026");
  });

  it("is stale once the check is more than 12 months old", () => {
    expect(listingFreshness({ verifiedAt: "2025-11-23T00:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now).stale).toBe(false);
    expect(listingFreshness({ verifiedAt: "2025-11-21T00:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now).stale).toBe(true);
    expect(listingFreshness({ verifiedAt: null, createdAt: "2024-06-01T00:00:00Z" }, now).stale).toBe(true);
  });

  it("reads the month on the Irish clock", () => {
    expect(listingFreshness({ verifiedAt: "2026-05-31T23:30:00Z", createdAt: "2020-01-01T00:00:00Z" }, now).checkedLabel).toBe("June 2026");
    // In Irish, on the same Irish clock.
    expect(listingFreshness({ verifiedAt: "2026-05-31T23:30:00Z", createdAt: "2020-01-01T00:00:00Z" }, now, "ga-IE").checkedLabel).toBe("Meitheamh 2026");
    expect(listingFreshness({ verifiedAt: "2026-08-04T10:00:00Z", createdAt: "2020-01-01T00:00:00Z" }, now, "ga-IE").checkedLabel).toBe("Lúnasa 2026");
  });
});
