/**
 * The open/closed status written in the page's language, from the status as data
 * (./status.ts). English written here is exactly the English `getOpeningStatus` writes for the
 * status API (a unit test checks every case), so the two never drift apart.
 */
import type { Locale } from "@/i18n/config";
import type en from "@/messages/en.json";
import { weekdayName } from "@/lib/calendar";
import { dayAndDate, type OpeningStatus, type StatusWhy } from "./status";
import { weekdayOf } from "./rules";

export type StatusKey = keyof (typeof en)["Status"];
/** The "Status" messages' translator, and the page's words for holiday names. */
export type StatusWords = {
  t: (key: StatusKey, values?: Record<string, string>) => string;
  holiday: (name: string) => string;
  locale: Locale;
};

export type StatusTexts = {
  label: string;
  detailLabel: string;
  nextOpening: string | null;
  reason: string | null;
};

function whyText(why: StatusWhy, { t, holiday }: StatusWords): string {
  switch (why.kind) {
    case "closure":
      return t("closedBecause", { why: why.note ?? t("specialClosure") });
    case "specialHours":
      return why.note
        ? t("specialHoursNote", { hours: why.hours, note: why.note })
        : t("specialHours", { hours: why.hours });
    case "holidayClosed":
      return t("closedBecause", { why: holiday(why.holiday) });
    case "holidayHours":
      return t("holidayHours", { hours: why.hours, holiday: holiday(why.holiday) });
  }
}

/** The status's texts in the words given: card label, shop page label, next opening, reason. */
export function statusTexts(status: OpeningStatus, words: StatusWords): StatusTexts {
  const { t, locale } = words;
  const label =
    status.kind === "open"
      ? status.allDay
        ? t("open24")
        : t("openUntil", { time: status.until ?? "" })
      : status.kind === "season"
        ? t("season")
        : status.kind === "unconfirmed"
          ? t("unconfirmed")
          : t("closed");
  const detailLabel = status.kind === "closedToday" ? t("closedToday") : label;
  const next = status.next;
  const nextOpening = !next
    ? null
    : next.when === "today"
      ? t("opensToday", { time: next.time })
      : next.when === "tomorrow"
        ? t("opensTomorrow", { time: next.time })
        : t("opensOn", {
            day:
              next.when === "weekday"
                ? weekdayName(weekdayOf(next.date), locale)
                : dayAndDate(next.date, locale),
            time: next.time,
          });
  return {
    label,
    detailLabel,
    nextOpening,
    reason: status.why ? whyText(status.why, words) : null,
  };
}
