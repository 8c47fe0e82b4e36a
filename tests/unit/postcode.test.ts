import { describe, expect, it } from "vitest";
import { canonicalPostcode, isBtPostcode, isEircode, isValidPostcodeForCounty, normalizePostcode } from "@/lib/geo/postcode";

describe("postcode rules", () => {
  it.each(["A65 F4E2", "a65f4e2", "V92 X2Y3", "T12 AB12", " r95  ke20 "])("accepts Eircode %s", (code) => {
    expect(isEircode(code)).toBe(true);
  });
  it.each(["BT74 6AB", "D6W 1234", "A6 F4E2", "A65 F4E", "12345", "", "A65-F4E2"])("rejects Eircode %s", (code) => {
    expect(isEircode(code)).toBe(false);
  });
  it.each(["BT74 6AB", "bt1 1aa", "BT516NX"])("accepts BT postcode %s", (code) => {
    expect(isBtPostcode(code)).toBe(true);
  });
  it.each(["BT 6AB", "BT123 4AB", "A65 F4E2"])("rejects BT postcode %s", (code) => {
    expect(isBtPostcode(code)).toBe(false);
  });
  it("uses BT postcodes for the six Northern Ireland counties only", () => {
    expect(isValidPostcodeForCounty("BT74 6AB", "Fermanagh")).toBe(true);
    expect(isValidPostcodeForCounty("BT74 6AB", "fermanagh")).toBe(true);
    expect(isValidPostcodeForCounty("BT74 6AB", "Donegal")).toBe(false);
    expect(isValidPostcodeForCounty("F94 X2Y3", "Donegal")).toBe(true);
    expect(isValidPostcodeForCounty("F94 X2Y3", "Derry")).toBe(false);
  });
  it("normalises case and spacing", () => {
    expect(normalizePostcode("  a65   f4e2 ")).toBe("A65 F4E2");
    // Stored with its one space in the standard place, however it was typed.
    expect(canonicalPostcode("v92x2y3")).toBe("V92 X2Y3");
    expect(canonicalPostcode("V92 X2Y3")).toBe("V92 X2Y3");
    expect(canonicalPostcode("V9 2X2Y3")).toBe("V92 X2Y3");
    expect(canonicalPostcode("bt746ab")).toBe("BT74 6AB");
    expect(canonicalPostcode("BT1 1AA")).toBe("BT1 1AA");
    expect(canonicalPostcode("not a code")).toBe("NOT A CODE");
  });
});
