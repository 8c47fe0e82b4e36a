import { describe, expect, it } from "vitest";
import { geocodeQueries } from "@/lib/geo/candidates";

describe("geocoder candidate queries", () => {
  it("tries the Eircode, then address/town/county, then town/county, in ie", () => {
    expect(geocodeQueries({ eircode: "v92 x2y3", address: "Ballyroe", town: "Dingle", county: "Kerry" })).toEqual([
      { q: "V92 X2Y3", countrycodes: "ie" },
      { q: "Ballyroe, Dingle, Kerry", countrycodes: "ie" },
      { q: "Dingle, Kerry", countrycodes: "ie" },
    ]);
  });

  it("uses a BT postcode and gb for the six Northern Ireland counties", () => {
    expect(geocodeQueries({ eircode: "BT23 6EA", address: "Ballydrain Road", town: "Comber", county: "Down" })).toEqual([
      { q: "BT23 6EA", countrycodes: "gb" },
      { q: "Ballydrain Road, Comber, Down", countrycodes: "gb" },
      { q: "Comber, Down", countrycodes: "gb" },
    ]);
  });

  it("skips a postcode that does not fit the county, and no postcode at all", () => {
    expect(geocodeQueries({ eircode: "BT23 6EA", address: "Main St", town: "Cahir", county: "Tipperary" }).map((q) => q.q)).toEqual([
      "Main St, Cahir, Tipperary",
      "Cahir, Tipperary",
    ]);
    expect(geocodeQueries({ eircode: null, address: "Main St", town: "Cahir", county: "Tipperary" })).toHaveLength(2);
  });

  it("does not repeat a town or county the address already names", () => {
    expect(geocodeQueries({ eircode: null, address: "Main St, Dingle, Kerry", town: "Dingle", county: "Kerry" }).map((q) => q.q)).toEqual([
      "Main St, Dingle, Kerry",
      "Dingle, Kerry",
    ]);
  });
});
