import { findCountyByName } from "@/lib/counties";
import { countyFromPostcode } from "@/lib/import/county";

/**
 * A place named from a point: the town, a short address and the county, read from the `address`
 * of a Nominatim reverse lookup (format=jsonv2, addressdetails=1). Used to fill in the rows of an
 * import that carry coordinates but no address (most OpenStreetMap nodes of farms); the admin
 * checks what it found before anything is written.
 */
export type FoundPlace = { town: string; address: string; county: string | null };

/** The answer of POST /api/admin/import/places: what was found by line, and the lines with nothing found. */
export type PlacesFound = { places: (FoundPlace & { line: number })[]; missed: number[] };

/** Nominatim's address parts, the settlement first: the biggest place the point belongs to names the town. */
const TOWN_KEYS = ["city", "town", "village", "hamlet", "locality", "isolated_dwelling", "suburb", "municipality"] as const;
/** Smaller places inside the town, kept in the address (a townland, a suburb). */
const LOCAL_KEYS = ["hamlet", "locality", "isolated_dwelling", "neighbourhood", "suburb", "quarter"] as const;

/** Council areas that are not a county's own name: the four of Dublin, and the cities. */
const COUNCILS: Record<string, string> = {
  fingal: "Dublin",
  "south dublin": "Dublin",
  "dún laoghaire-rathdown": "Dublin",
  "dun laoghaire-rathdown": "Dublin",
  "dublin city": "Dublin",
  "cork city": "Cork",
  "galway city": "Galway",
  "limerick city and county": "Limerick",
  "waterford city and county": "Waterford",
  "county londonderry": "Derry",
  londonderry: "Derry",
};

/** One of the 32 counties from a name Nominatim gives ("County Kerry", "Co. Kerry", "Fingal"), or null. */
export function countyOfName(name: string | undefined): string | null {
  if (!name) return null;
  const plain = name.trim().replace(/[–—]/g, "-");
  const council = COUNCILS[plain.toLowerCase()];
  if (council) return council;
  const bare = plain.replace(/^(county|co\.?)\s+/i, "").replace(/\s+(county council|county|city council)$/i, "");
  return findCountyByName(bare)?.name ?? null;
}

export function placeFromNominatim(address: Record<string, unknown> | null | undefined): FoundPlace | null {
  if (!address || typeof address !== "object") return null;
  const part = (key: string) => {
    const value = address[key];
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  const town = TOWN_KEYS.map(part).find(Boolean);
  if (!town) return null;
  const county =
    countyOfName(part("county")) ??
    countyOfName(part("state_district")) ??
    countyOfName(part("city")) ??
    (part("postcode") ? countyFromPostcode(part("postcode")!) : null);
  const street = [part("house_number"), part("road")].filter(Boolean).join(" ");
  const local = LOCAL_KEYS.map(part).find((p) => p && p !== town);
  // The shop's page adds the county after the address (lib/shops/present.ts, fullAddress), and the town when the address lacks it.
  const address_ = [street, local, town].filter(Boolean).join(", ");
  return { town: town.slice(0, 100), address: address_.slice(0, 300), county };
}
