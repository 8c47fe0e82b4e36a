import { COUNTIES, findCountyByName } from "@/lib/counties";
import { isBtPostcode, isEircode, normalizePostcode } from "@/lib/geo/postcode";
import { foldIrish } from "@/lib/search/irish-terms";
import ga from "@/messages/ga.json";

/**
 * Which county a row is in, from (in order) its county column (addr:county), its address
 * ("Co. Kerry", or a last part that is a county), its Eircode's routing key or its BT postcode's
 * district. A routing key or district that crosses a county line settles nothing: the admin picks.
 */

/** Routing keys of one county only (keys whose area crosses a county line are left out on purpose). */
const ROUTING_KEYS: Record<string, string> = {};
const BY_COUNTY: Record<string, string> = {
  Carlow: "R21",
  Cavan: "H12 H14 H16",
  Clare: "V14 V15 V95",
  Cork: "P12 P14 P17 P24 P25 P31 P32 P36 P43 P47 P51 P56 P61 P67 P72 P75 P81 P85 T12 T23 T34 T45 T56",
  Donegal: "F92 F93 F94",
  Dublin: "A41 A42 A45 A94 A96 D01 D02 D03 D04 D05 D06 D6W D07 D08 D09 D10 D11 D12 D13 D14 D15 D16 D17 D18 D20 D22 D24 K32 K34 K36 K45 K56 K67 K78",
  Galway: "H54 H62 H65 H71 H91",
  Kerry: "V23 V31 V92 V93",
  Kildare: "R14 R51 R56 W12 W23 W34 W91",
  Kilkenny: "R95",
  Laois: "R32",
  Limerick: "V35 V42",
  Longford: "N39",
  Louth: "A91 A92",
  Mayo: "F12 F23 F26 F28 F31 F35",
  Meath: "A82 A83 A84 A85 A86 C15",
  Monaghan: "A75 A81 H18 H23",
  Offaly: "R35 R42 R45",
  Roscommon: "F42 F45 F52",
  Sligo: "F56 F91",
  Tipperary: "E21 E25 E34 E41 E45 E53 E91",
  Waterford: "X35 X42",
  Westmeath: "N91",
  Wexford: "Y21 Y25 Y34 Y35",
  Wicklow: "A63 A67 A98 Y14",
};
for (const [county, keys] of Object.entries(BY_COUNTY)) for (const key of keys.split(" ")) ROUTING_KEYS[key] = county;

/** BT postcode districts wholly in one county (Belfast's split between Antrim and Down, Newry's and Lurgan's are left to the admin). */
const BT_DISTRICTS: Record<string, number[]> = {
  Antrim: [1, 2, 3, 11, 12, 13, 14, 15, 28, 29, 36, 37, 38, 39, 40, 41, 42, 43, 44, 53, 54, 56, 57],
  Down: [4, 5, 6, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 30, 31, 32, 33],
  Armagh: [60, 61, 62, 63, 64, 65, 66],
  Derry: [45, 46, 47, 48, 49, 51, 52, 55],
  Tyrone: [68, 69, 70, 71, 75, 76, 77, 78, 79, 80, 81, 82],
  Fermanagh: [74, 92, 93, 94],
};
const BT_COUNTY = new Map<number, string>();
for (const [county, districts] of Object.entries(BT_DISTRICTS)) for (const d of districts) BT_COUNTY.set(d, county);

/** The county of an Eircode's routing key or a BT postcode's district, or null. */
export function countyFromPostcode(value: string): string | null {
  const code = normalizePostcode(value);
  if (/^D6W ?[A-Z0-9]{4}$/.test(code)) return "Dublin";
  if (isEircode(code)) return ROUTING_KEYS[code.replace(" ", "").slice(0, 3)] ?? null;
  if (isBtPostcode(code)) return BT_COUNTY.get(Number(/^BT(\d+)/.exec(code)?.[1])) ?? null;
  return null;
}

/** Accents off, lower case (the search's own fold), spaces single: "Contae  Chiarraí" → "contae chiarrai". */
const fold = (text: string) => foldIrish(text.trim().replace(/\s+/g, " "));

/** The counties' Irish names, as the site writes them (messages/ga.json), fadas optional: "Ciarraí", "Contae Chiarraí". */
const IRISH_NAMES = new Map<string, string>(
  COUNTIES.flatMap((c) => [
    [fold(ga.Counties[c.slug as keyof typeof ga.Counties]), c.name],
    [fold(`Contae ${ga.CountyOf[c.name as keyof typeof ga.CountyOf]}`), c.name],
  ]),
);

/** A county named in English ("Kerry", "Co. Kerry", "Londonderry") or in Irish ("Ciarraí", "Contae Chiarraí", "Co. Chiarraí"). */
function countyNamed(text: string): string | null {
  return findCountyByName(text.replace(/^londonderry$/i, "Derry"))?.name ?? IRISH_NAMES.get(fold(text).replace(/^co\.? /, "contae ")) ?? null;
}

/** The county an address names: "Co. Kerry" / "County Kerry" anywhere, or a comma-separated part that is only a county name. */
export function countyFromAddress(address: string): string | null {
  const named = /\b(?:co\.?|county)\s+([a-z]+)/gi;
  for (const m of address.matchAll(named)) {
    const county = findCountyByName(m[1] ?? "");
    if (county) return county.name;
  }
  const parts = address.split(/[,\n]/).map((p) => p.trim()).filter(Boolean).reverse();
  for (const part of parts) {
    // Dublin's postal districts: "Dublin 2", "Dublin 6W".
    if (/^dublin \d{1,2}w?$/i.test(part)) return "Dublin";
    const county = countyNamed(part);
    if (county) return county;
  }
  return null;
}

export type CountyAnswer = { county: string; from: "county" | "address" | "postcode" } | { county: null; reason: string };

export function settleCounty({ county, address, town, eircode }: { county?: string; address?: string; town?: string; eircode?: string }): CountyAnswer {
  if (county?.trim()) {
    const found = countyNamed(county);
    if (found) return { county: found, from: "county" };
    return { county: null, reason: `"${county}" is not one of the 32 counties; pick the county.` };
  }
  const fromAddress = countyFromAddress([address, town].filter(Boolean).join(", "));
  if (fromAddress) return { county: fromAddress, from: "address" };
  const fromPostcode = eircode ? countyFromPostcode(eircode) : null;
  if (fromPostcode) return { county: fromPostcode, from: "postcode" };
  return { county: null, reason: "No county in the row, its address or its postcode; pick the county." };
}
