import { isValidPostcodeForCounty, isNorthernIrelandCounty, normalizePostcode } from "./postcode";

export type GeocodeQuery = { q: string; countrycodes: "ie" | "gb" };

export type Locatable = { address: string; town: string; county: string; eircode: string | null };

/**
 * The geocoder's candidate queries, most precise first: the Eircode (or BT
 * postcode for the six Northern Ireland counties) when it fits the county, then
 * "address, town, county", then "town, county". Northern Ireland is searched in gb, the rest in ie.
 */
export function geocodeQueries(shop: Locatable): GeocodeQuery[] {
  const countrycodes = isNorthernIrelandCounty(shop.county) ? "gb" : "ie";
  const county = shop.county.trim();
  const town = shop.town.trim();
  const address = shop.address.trim();
  const queries: string[] = [];
  if (shop.eircode && isValidPostcodeForCounty(shop.eircode, county)) queries.push(normalizePostcode(shop.eircode));
  // Parts already named in the address ("Main St, Dingle" + "Dingle") are not repeated.
  const parts = (...items: string[]) => {
    const seen = new Set<string>();
    return items
      .flatMap((i) => i.split(","))
      .map((i) => i.trim())
      .filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()))
      .join(", ");
  };
  if (address) queries.push(parts(address, town, county));
  if (town) queries.push(parts(town, county));
  return [...new Set(queries.filter(Boolean))].map((q) => ({ q, countrycodes }));
}
