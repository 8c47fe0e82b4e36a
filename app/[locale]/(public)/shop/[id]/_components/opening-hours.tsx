import { useLocale, useTranslations } from "next-intl";
import { holidayName } from "@/i18n/holidays";
import { DAYS } from "@/lib/hours/types";
import { isAllDay, slotText } from "@/lib/hours/rules";
import { dayAndDate, openSlot } from "@/lib/hours/status";
import type { OpeningHours as Hours } from "@/lib/hours/types";
import type { UpcomingDay } from "@/lib/hours/upcoming";

/**
 * Monday to Sunday: 'Closed' in red, or the open stretches ("08:00 - 12:30, 14:00 - 18:00" for a day
 * with a break). Hours not confirmed (imported as published, not held exactly) come first, in
 * their own words.
 */
export function OpeningHours({
  hours,
  asPublished,
  unconfirmed,
}: {
  hours: Hours;
  asPublished?: string | null;
  /** The rules' own verdict (shopHoursRules): hours as published, or none given at all. */
  unconfirmed: boolean;
}) {
  const t = useTranslations("Shop.hours");
  const weekdays = useTranslations("Weekdays");
  // Seven days of "Closed" only when they are the shop's confirmed hours: hours not confirmed show
  // a week only for the days an admin gave them, else the text or "not confirmed" alone.
  const showWeek = !unconfirmed || DAYS.some((day) => openSlot(hours[day]));
  return (
    <section
      aria-labelledby="hours-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="hours-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {asPublished && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("asPublished")} <span className="font-medium">{asPublished}</span>
          <span className="mt-1 block text-xs">
            {t("notConfirmed")}
          </span>
        </p>
      )}
      {!showWeek && !asPublished && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("notConfirmed")}
        </p>
      )}
      {showWeek && (
        <dl className="mt-4 divide-y divide-stone-100 text-sm">
          {DAYS.map((day) => {
            const slot = openSlot(hours[day]);
            return (
              <div key={day} className="flex justify-between gap-4 py-2">
                <dt className="font-medium text-stone-700">
                  {weekdays(day)}
                </dt>
                <dd className={slot ? "text-stone-900 tabular-nums" : "font-medium text-red-700"}>
                  {slot ? (isAllDay(slot) ? t("allDay") : slotText(slot, " - ")) : t("closed")}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <p className="mt-3 text-xs text-stone-600">
        {t("irishTime")}
      </p>
    </section>
  );
}

/**
 * The special dates of the coming weeks and the next public holidays, each with the shop's hours
 * that day: what a visitor planning a trip around Christmas or a bank holiday needs.
 */
export function SpecialHours({
  specialDates,
  holidays,
}: {
  specialDates: UpcomingDay[];
  holidays: UpcomingDay[];
}) {
  const t = useTranslations("Shop.hours");
  if (specialDates.length === 0 && holidays.length === 0) return null;
  return (
    <section
      aria-label={t("specialLabel")}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      {specialDates.length > 0 && (
        <DayList id="special-dates-title" title={t("special")} days={specialDates} labels="notes" />
      )}
      {holidays.length > 0 && (
        <DayList id="public-holidays-title" title={t("holidays")} days={holidays} labels="holidays" />
      )}
    </section>
  );
}

/** `labels`: the owner's notes (as written) or holiday names (in the page's language). */
function DayList({
  id,
  title,
  days,
  labels,
}: {
  id: string;
  title: string;
  days: UpcomingDay[];
  labels: "notes" | "holidays";
}) {
  const t = useTranslations("Shop.hours");
  const holidayNames = useTranslations("Holidays");
  const locale = useLocale();
  const when = (d: UpcomingDay) =>
    d.from === d.to ? dayAndDate(d.from, locale) : `${dayAndDate(d.from, locale)} – ${dayAndDate(d.to, locale)}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-stone-100 text-sm">
        {days.map((d) => (
          <div
            key={`${d.from}-${d.to}-${d.label ?? ""}`}
            className="flex justify-between gap-4 py-2"
          >
            <dt className="text-stone-700">
              <span className="font-medium">{when(d)}</span>
              {d.label && (
                <span className="block text-xs text-stone-500">
                  {labels === "holidays" ? holidayName(d.label, holidayNames) : d.label}
                </span>
              )}
            </dt>
            <dd
              className={
                d.opens
                  ? "shrink-0 text-stone-900 tabular-nums"
                  : "shrink-0 font-medium text-red-700"
              }
            >
              {d.opens ? (d.opens === d.closes && !d.hours.includes(",") ? t("allDay") : d.hours) : t("closed")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
