import { useTranslations } from "next-intl";
import { countyName } from "@/i18n/counties";
import type { PublicEvent } from "@/lib/events/cached";

/** Type, county and duration of the event ('Farm Event', 'Multi-day event' / 'Single day event'). */
export function EventInfoCard({ event }: { event: PublicEvent }) {
  const multiDay = Boolean(event.endDate && event.endDate !== event.eventDate);
  const t = useTranslations("Event.info");
  const counties = useTranslations("Counties");
  const rows: [string, string][] = [
    [t("type"), t("farmEvent")],
    [t("county"), countyName(event.farmShop.county, counties)],
    [t("duration"), multiDay ? t("multiDay") : t("singleDay")],
  ];
  return (
    <section
      aria-labelledby="event-information"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="event-information" className="text-lg font-semibold text-stone-900">
        {t("title")}
      </h2>
      <dl className="mt-4 divide-y divide-stone-100">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
