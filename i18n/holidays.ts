import type en from "@/messages/en.json";

/** A public holiday's key in the "Holidays" messages. */
export type HolidayKey = Exclude<keyof (typeof en)["Holidays"], "substitute">;

/**
 * The holiday names the shop pages show (lib/hours/holidays.ts: date-holidays' names for IE and
 * GB-NIR, "St." written "St" and curly apostrophes straight) and their message keys.
 */
export const HOLIDAY_KEYS: Readonly<Record<string, HolidayKey>> = {
  "New Year's Day": "newYear",
  "St Brigid's Day": "stBrigid",
  "St Patrick's Day": "stPatrick",
  "Good Friday": "goodFriday",
  "Easter Monday": "easterMonday",
  "May Bank Holiday": "mayMonday",
  "June Bank Holiday": "juneMonday",
  "August Bank Holiday": "augustMonday",
  "October Bank Holiday": "octoberMonday",
  "Christmas Day": "christmas",
  "St Stephen's Day": "stStephen",
  "Early May bank holiday": "earlyMay",
  "Spring bank holiday": "spring",
  "Battle of the Boyne (Orangemen's Day)": "boyne",
  "Summer bank holiday": "summer",
  "Boxing Day": "boxingDay",
};

const SUBSTITUTE = " (substitute day)";

/**
 * A holiday's name in the page's language: `t` is the "Holidays" translator. A substitute day is
 * its holiday's name with the language's note; a name this list does not know stays as it is.
 */
export function holidayName(
  name: string,
  t: (key: HolidayKey | "substitute", values?: { holiday: string }) => string,
): string {
  const substitute = name.endsWith(SUBSTITUTE);
  const base = substitute ? name.slice(0, -SUBSTITUTE.length) : name;
  const key = HOLIDAY_KEYS[base];
  if (!key) return name;
  return substitute ? t("substitute", { holiday: t(key) }) : t(key);
}
