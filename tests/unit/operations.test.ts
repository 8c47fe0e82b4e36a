import { describe, expect, it } from "vitest";
import { backupDue } from "@/lib/backup/schedule";
import { backupFileName } from "@/lib/backup/files";
import { truncatedAddress } from "@/lib/observability/logger";
import { isSafeRequestId, requestIdFrom } from "@/lib/observability/request-id";
import { routeLabel } from "@/lib/observability/route-label";
import { methodLabel, statusClass } from "@/lib/observability/metrics";

describe("route labels", () => {
  it("a public page is labelled by its route-table pattern, never its address or query", () => {
    expect(routeLabel("/shop/some-farm-shop?x=1", "/shop/[id]")).toBe("/shop/[id]");
    expect(routeLabel("/farm-shops/cork", undefined)).toBe("/farm-shops/[county]");
    expect(routeLabel("/", "/home/[edition]")).toBe("/");
    // An address the proxy redirects: the pattern of the page it sends to.
    expect(routeLabel("/farm-shops/Kerry", undefined)).toBe("/farm-shops/[county]");
    expect(routeLabel("/Events?page=2", undefined)).toBe("/events");
  });
  it("the API by the pattern Next.js matched; anything else by a fixed word", () => {
    expect(routeLabel("/api/farm-shops/abc", "/api/farm-shops/[id]")).toBe("/api/farm-shops/[id]");
    expect(routeLabel("/_next/static/chunks/x.js", undefined)).toBe("/_next");
    expect(routeLabel("/no/such/page", undefined)).toBe("(unmatched)");
    expect(routeLabel("/icon-zz.png", undefined)).toBe("(static)");
    expect(routeLabel("/api/x", "/api/x?<script>")).toBe("(unmatched)");
  });
  it("status classes and methods are bounded", () => {
    expect(statusClass(503)).toBe("5xx");
    expect(statusClass(0)).toBe("other");
    expect(methodLabel("get")).toBe("GET");
    expect(methodLabel("BREW")).toBe("other");
  });
});

describe("request ids and addresses", () => {
  it("takes a safe id from the front, replaces anything else", () => {
    expect(requestIdFrom("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123456789abcdef");
    for (const bad of ["short", "has space in it", "line\nbreak-123456", "x".repeat(65), undefined, null]) {
      const id = requestIdFrom(bad);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(isSafeRequestId(id)).toBe(true);
    }
  });
  it("truncates client addresses", () => {
    expect(truncatedAddress("203.0.113.77")).toBe("203.0.113.x");
    expect(truncatedAddress("::ffff:10.1.2.3")).toBe("10.1.2.x");
    expect(truncatedAddress("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(truncatedAddress("unknown")).toBeUndefined();
  });
});

describe("backup schedule", () => {
  // 03:00 in Dublin in winter is 03:00 UTC; 15:00 is outside the night window.
  const night = new Date("2026-01-10T03:00:00Z");
  const day = new Date("2026-01-10T15:00:00Z");
  const hoursBefore = (at: Date, h: number) => new Date(at.getTime() - h * 3_600_000);
  it("nightly: once in the night window, not twice the same night", () => {
    expect(backupDue(night, null, 24)).toBe(true);
    expect(backupDue(day, null, 24)).toBe(false);
    expect(backupDue(night, hoursBefore(night, 24), 24)).toBe(true);
    expect(backupDue(night, hoursBefore(night, 1), 24)).toBe(false);
  });
  it("every N hours otherwise, and never with 0", () => {
    expect(backupDue(day, hoursBefore(day, 6), 6)).toBe(true);
    expect(backupDue(day, hoursBefore(day, 5), 6)).toBe(false);
    expect(backupDue(night, null, 0)).toBe(false);
  });
  it("file names sort by time", () => {
    expect(backupFileName(new Date("2026-01-10T03:04:05Z"))).toBe("farmshops-2026-01-10T03-04-05Z.backup");
  });
});
