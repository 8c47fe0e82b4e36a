import type { HoursException, Jurisdiction, OpeningHours, PublicHolidayHours } from "./types";

/** What the directory makes of an OSM `opening_hours` value: its own hours exactly, or why not. */
export type OsmHoursResult =
  | { exact: true; openingHours: OpeningHours; publicHolidayHours: PublicHolidayHours; hoursExceptions: HoursException[] }
  | { exact: false; reason: string };

/** The hour fields of a shop as the model holds them. */
export type ShopHoursFields = {
  openingHours: OpeningHours;
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
};

/**
 * Reads an OSM `opening_hours` value (parsed by the `opening_hours` library) into the directory's
 * weekly hours, public-holiday setting and special dates, or says why it cannot hold it exactly.
 */
export function fromOsmHours(value: string, options: { jurisdiction: Jurisdiction; today?: Date }): OsmHoursResult {
  void value;
  void options;
  return { exact: false, reason: "Not implemented yet" };
}

/** Writes a shop's hours in canonical OSM `opening_hours` syntax; "" when the shop has no hours. */
export function toOsmHours(hours: ShopHoursFields): string {
  void hours;
  return "";
}

/**
 * For the importer: a raw OSM value (or nothing) as the shop's hour fields plus hours_as_published.
 * Exact: the hours, hoursAsPublished null. Not exact: empty hours, the original text kept in
 * hoursAsPublished and the reason for the admin's needs-checking list. Empty value: no hours.
 */
export function osmHoursToShopFields(
  value: string | null | undefined,
  options: { jurisdiction: Jurisdiction; today?: Date },
): ShopHoursFields & { hoursAsPublished: string | null; reason: string | null } {
  const text = (value ?? "").trim();
  if (!text) return { openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [], hoursAsPublished: null, reason: null };
  const result = fromOsmHours(text, options);
  if (result.exact) {
    return {
      openingHours: result.openingHours,
      publicHolidayHours: result.publicHolidayHours,
      hoursExceptions: result.hoursExceptions,
      hoursAsPublished: null,
      reason: null,
    };
  }
  return { openingHours: {}, publicHolidayHours: "usual", hoursExceptions: [], hoursAsPublished: text, reason: result.reason };
}
