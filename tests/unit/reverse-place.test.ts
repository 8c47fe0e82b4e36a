import { describe, expect, it } from "vitest";
import { countyOfName, placeFromNominatim } from "@/lib/geo/reverse-place";

// Address parts as Nominatim's reverse lookup (format=jsonv2, addressdetails=1) gives them for Irish points.
describe("a place from a reverse lookup", () => {
  it("a rural point: the village is the town, the townland stays in the address, the county from 'County …'", () => {
    expect(
      placeFromNominatim({ road: "R519", hamlet: "Ballingarrane", village: "Adare", county: "County Limerick", postcode: "V94 X2Y3", country: "Ireland", country_code: "ie" }),
    ).toEqual({ town: "Adare", address: "R519, Ballingarrane, Adare", county: "Limerick" });
  });
  it("a point with only a townland-sized place names it the town", () => {
    expect(placeFromNominatim({ locality: "Kilcrohane", county: "County Cork", country_code: "ie" })).toEqual({ town: "Kilcrohane", address: "Kilcrohane", county: "Cork" });
  });
  it("Dublin's council areas and the cities are their counties", () => {
    expect(placeFromNominatim({ house_number: "4", road: "Main Street", town: "Swords", county: "Fingal", country_code: "ie" })).toEqual({
      town: "Swords",
      address: "4 Main Street, Swords",
      county: "Dublin",
    });
    expect(countyOfName("Dún Laoghaire–Rathdown")).toBe("Dublin");
    expect(countyOfName("Cork City")).toBe("Cork");
    expect(countyOfName("Limerick City and County")).toBe("Limerick");
    expect(countyOfName("Galway County Council")).toBe("Galway");
  });
  it("Northern Ireland: County Londonderry is Derry; a district council is not a county, the BT postcode settles it", () => {
    expect(placeFromNominatim({ village: "Limavady", county: "County Londonderry", state: "Northern Ireland", country_code: "gb" })?.county).toBe("Derry");
    expect(placeFromNominatim({ village: "Ahoghill", county: "Mid and East Antrim", postcode: "BT42 1AB", country_code: "gb" })).toEqual({ town: "Ahoghill", address: "Ahoghill", county: "Antrim" });
  });
  it("a county it cannot name is left to the admin; no town at all is nothing found", () => {
    expect(placeFromNominatim({ village: "Somewhere", county: "Mid and East Antrim", country_code: "gb" })).toEqual({ town: "Somewhere", address: "Somewhere", county: null });
    expect(placeFromNominatim({ road: "N59", county: "County Galway" })).toBeNull();
    expect(placeFromNominatim(null)).toBeNull();
    expect(placeFromNominatim({ village: 5 as unknown as string })).toBeNull();
  });
  it("holds the town and address to the shop's limits", () => {
    const place = placeFromNominatim({ village: "V".repeat(150), road: "R".repeat(400) });
    expect(place?.town).toHaveLength(100);
    expect(place?.address).toHaveLength(300);
  });
});
