import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance } from "@/lib/geo/distance";
import { isSuspiciousLocation, mapPosition } from "@/lib/geo/coordinates";

const isSuspiciousCoordinate = (latitude: string | null, longitude: string, address: string) =>
  isSuspiciousLocation({ latitude, longitude, address });

describe("isSuspiciousCoordinate", () => {
  it("flags a central-Dublin pin for an address elsewhere", () => {
    expect(isSuspiciousCoordinate("53.34990", "-6.26020", "Ballyboughal Road, Lusk")).toBe(true);
  });
  it("accepts a central pin when the address is in the city centre", () => {
    expect(isSuspiciousCoordinate("53.3440", "-6.2600", "Unit 4, Temple Bar, Dublin 2")).toBe(
      false,
    );
    expect(isSuspiciousCoordinate("53.3500", "-6.2600", "Capel Street, Dublin 1")).toBe(false);
  });
  it("does not treat Dublin 15 as Dublin 1", () => {
    expect(isSuspiciousCoordinate("53.3500", "-6.2600", "Blanchardstown, Dublin 15")).toBe(true);
  });
  it("is not suspicious at 0.02 or more away, or when a value is missing", () => {
    expect(isSuspiciousCoordinate("53.3608", "-6.2503", "Lusk")).toBe(false);
    expect(isSuspiciousCoordinate(null, "-6.2603", "Lusk")).toBe(false);
    expect(isSuspiciousCoordinate("", "-6.2603", "Lusk")).toBe(false);
  });
});

describe("mapPosition", () => {
  it("answers numbers for good coordinates", () => {
    expect(
      mapPosition({ latitude: "52.14100", longitude: "-10.26800", address: "Dingle" }),
    ).toEqual({ latitude: 52.141, longitude: -10.268 });
  });
  it("ignores missing, malformed, out-of-range and suspicious coordinates", () => {
    expect(mapPosition({ latitude: null, longitude: null, address: "x" })).toBeNull();
    expect(mapPosition({ latitude: "north", longitude: "-6", address: "x" })).toBeNull();
    expect(mapPosition({ latitude: "95", longitude: "-6", address: "x" })).toBeNull();
    expect(
      mapPosition({ latitude: "53.34990", longitude: "-6.26020", address: "Skerries Road, Lusk" }),
    ).toBeNull();
  });
});

describe("distance", () => {
  it("Dublin to Cork is about 220 km", () => {
    const km = distanceKm(
      { latitude: 53.3498, longitude: -6.2603 },
      { latitude: 51.8985, longitude: -8.4756 },
    );
    expect(km).toBeGreaterThan(215);
    expect(km).toBeLessThan(225);
  });
  it.each([
    [0.004, "10 m"],
    [0.85, "850 m"],
    [4.24, "4.2 km"],
    [37.4, "37 km"],
  ])("%s km → %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
