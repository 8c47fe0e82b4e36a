import type en from "@/messages/en.json";

/** A message of "Search.problems". */
export type SearchProblemKey = keyof (typeof en)["Search"]["problems"];

/** The "Search.problems" translator, as next-intl's `getTranslations("Search.problems")` gives it. */
export type SearchProblemTranslator = (key: SearchProblemKey, values?: Record<string, string>) => string;

/**
 * The English messages of a search address's parameters (lib/search/params.ts, the `openAt` reader
 * of lib/search/request.ts, and the page's own "could not be read"), each with its key in
 * "Search.problems". Named groups are the message's values: a parameter's name (`name`, written as
 * the address writes it in every language), a bound, the allowed values. The first that matches
 * wins: the specific ones come before the general ones.
 */
const RULES: readonly (readonly [RegExp, SearchProblemKey])[] = [
  [/^Search text must be at most (?<max>\d+) characters$/, "textTooLong"],
  [/^Search text contains a character that is not allowed$/, "textCharacter"],
  [/^openAt: "(?<value>.*)" is not a valid date and time: use ISO-8601, e\.g\. 2026-12-26T14:00 \(Irish time\) or 2026-12-26T14:00:00Z$/s, "openAtInvalid"],
  [/^openAt is too long$/, "openAtTooLong"],
  [/^openNow must be 1$/, "openNow"],
  [/^near must be latitude,longitude in decimal degrees \(for example 52\.66,-8\.63\)$/, "near"],
  [/^Give openNow or openAt, not both$/, "openBoth"],
  [/^(?<name>radiusKm|sort=distance) needs near=latitude,longitude$/, "needsNear"],
  [/^At most (?<max>\d+) (?<name>county|products|services) values$/, "tooManyValues"],
  [/^(?<name>county|products|services) must be at most (?<max>\d+) characters$/, "valueTooLong"],
  [/^(?<name>county|products|services) contains a character that is not allowed$/, "valueCharacter"],
  [/^(?<name>type|sort) must be one of (?<list>.+)$/, "oneOf"],
  [/^(?<name>limit|offset|radiusKm) must be a number$/, "notNumber"],
  [/^(?<name>limit|offset) must be a whole number$/, "notWhole"],
  [/^(?<name>limit|offset) must be at least (?<min>\d+)$/, "atLeast"],
  [/^(?<name>limit|offset) must be 0 or more$/, "zeroOrMore"],
  [/^(?<name>limit|offset|radiusKm) must be at most (?<max>\d+)$/, "atMost"],
  [/^(?<name>limit|offset) is too large$/, "tooLarge"],
  [/^(?<name>radiusKm) must be more than 0$/, "moreThanZero"],
  [/^This search address could not be read$/, "unreadable"],
];

/** The "could not be read" of a search address whose problem is not the schema's own. */
export const UNREADABLE_SEARCH = "This search address could not be read";

/** The key and values of a search address's English problem, or null for one this list does not know. */
export function searchProblemOf(message: string): { key: SearchProblemKey; values: Record<string, string> } | null {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/**
 * A search address's problem in the language of `t` (the "Search.problems" translator): the
 * schema's messages are the API's, in English (lib/search/params.ts); the page says them in its
 * language. One this list does not know is the general "could not be read", so that no English
 * reaches an Irish page; an English page shows it as the schema wrote it.
 */
export function translateSearchProblem(message: string, t: SearchProblemTranslator, locale: string): string {
  const known = searchProblemOf(message);
  if (known) return t(known.key, known.values);
  return locale === "en-IE" ? message : t("unreadable");
}
