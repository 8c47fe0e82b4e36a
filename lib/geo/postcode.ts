/**
 * Postcode rules: an Eircode is one letter, two digits and four alphanumerics,
 * optionally spaced, never starting with BT; the six Northern Ireland counties use BT postcodes
 * (BT + 1-2 digits + 3 alphanumerics).
 */
const EIRCODE = /^[A-Z]\d{2} ?[A-Z0-9]{4}$/;
const BT_POSTCODE = /^BT\d{1,2} ?[A-Z0-9]{3}$/;

export const NORTHERN_IRELAND = ["Antrim", "Armagh", "Derry", "Down", "Fermanagh", "Tyrone"] as const;

export function isNorthernIrelandCounty(county: string): boolean {
  const c = county.trim().toLowerCase();
  return NORTHERN_IRELAND.some((n) => n.toLowerCase() === c);
}

/** Upper-cases and collapses inner white space, as the form does while typing. */
export function normalizePostcode(value: string): string {
  return value.toUpperCase().trim().replace(/\s+/g, " ");
}

/**
 * A postcode as it is stored: normalised, and written with its one space in the standard place
 * ("v92x2y3" → "V92 X2Y3", "bt746ab" → "BT74 6AB"), so that the same code typed with or without
 * the space is the same value (an owner's edit of the spacing alone is no change).
 */
export function canonicalPostcode(value: string): string {
  const v = normalizePostcode(value);
  const bare = v.replace(/ /g, "");
  if (/^BT\d{1,2}[A-Z0-9]{3}$/.test(bare)) return `${bare.slice(0, -3)} ${bare.slice(-3)}`;
  if (/^[A-Z]\d{2}[A-Z0-9]{4}$/.test(bare)) return `${bare.slice(0, 3)} ${bare.slice(3)}`;
  return v;
}

export function isEircode(value: string): boolean {
  const v = normalizePostcode(value);
  return EIRCODE.test(v) && !v.startsWith("BT");
}

export function isBtPostcode(value: string): boolean {
  return BT_POSTCODE.test(normalizePostcode(value));
}

/** A postcode acceptable for a shop in this county (used by validation and geocoding). */
export function isValidPostcodeForCounty(value: string, county: string): boolean {
  return isNorthernIrelandCounty(county) ? isBtPostcode(value) : isEircode(value);
}
