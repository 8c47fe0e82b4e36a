import { describe, expect, it } from "vitest";
import { DUBLIN_CENTRE, isInIreland, isSuspiciousLocation, readCoordinates, toCoordinate } from "@/lib/geo/coordinates";

const at = (latitude: string | number | null, longitude: string | number | null, address = "Naul Road, Balbriggan") => ({
  latitude,
  longitude,
  address,
});

describe("suspicious coordinates", () => {
  it.each([
    ["exactly central Dublin", at(DUBLIN_CENTRE.latitude, DUBLIN_CENTRE.longitude), true],
    ["text coordinates near the centre", at("53.34990", "-6.26020"), true],
    ["inside the 0.02 sum", at(53.3598, -6.2583), true],
    ["outside the 0.02 sum", at(53.3598, -6.2493), false],
    ["outside by latitude alone", at(53.3248, -6.2603), false],
    ["far away (Dingle)", at(52.14, -10.27), false],
    ["latitude missing", at(null, -6.2603), false],
    ["longitude blank", at(53.3498, ""), false],
    ["not numeric", at("abc", "-6.26"), false],
  ])("%s", (_label, shop, expected) => {
    expect(isSuspiciousLocation(shop)).toBe(expected);
  });

  it.each(["12 Parnell St, Dublin 1", "Grafton St, DUBLIN 2", "Henry St, City Centre", "Temple Bar, Dublin", "Trinity College, College Green"])(
    "a real city-centre address (%s) is not suspicious",
    (address) => {
      expect(isSuspiciousLocation(at(53.3498, -6.2603, address))).toBe(false);
    },
  );

  it("Dublin 12 is not Dublin 1", () => {
    expect(isSuspiciousLocation(at(53.3498, -6.2603, "Crumlin, Dublin 12"))).toBe(true);
  });
});

describe("coordinate reading", () => {
  it("reads numbers and numeric text, rejects blanks and junk", () => {
    expect(toCoordinate("53.1")).toBe(53.1);
    expect(toCoordinate(-6)).toBe(-6);
    expect(toCoordinate(" ")).toBeNull();
    expect(toCoordinate(null)).toBeNull();
    expect(toCoordinate("x")).toBeNull();
    expect(readCoordinates({ latitude: "95", longitude: "0" })).toBeNull();
    expect(readCoordinates({ latitude: "52.1", longitude: "-9.5" })).toEqual({ latitude: 52.1, longitude: -9.5 });
  });

  it("knows roughly where Ireland is", () => {
    expect(isInIreland({ latitude: 52.14, longitude: -10.27 })).toBe(true);
    expect(isInIreland({ latitude: 54.6, longitude: -5.93 })).toBe(true); // Belfast
    expect(isInIreland({ latitude: 51.5, longitude: -0.12 })).toBe(false); // London
  });
});
