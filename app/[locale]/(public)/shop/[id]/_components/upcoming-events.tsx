import { Icon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { Serialized } from "@/lib/cache/cached-read";
import type { Event } from "@/lib/db/schema";
import { formatDateRange, formatTimeRange } from "@/lib/format";
import { routes } from "@/lib/routes";

/** Upcoming Events of the shop; the page shows this section only when there are any. */
export function UpcomingEvents({ events }: { events: Serialized<Event>[] }) {
  const t = useTranslations("Shop");
  const locale = useLocale();
  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title" className="text-xl font-semibold tracking-tight">
        {t("upcomingEvents")}
      </h2>
      <ul className="mt-4 space-y-3">
        {events.map((e) => (
          <li key={e.id} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <h3 className="font-semibold">
              <Link
                href={routes.event(e)}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {e.name}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar-days" className="text-brand-600 size-4" />
                {formatDateRange(e.eventDate, e.endDate, locale)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="text-brand-600 size-4" />
                {formatTimeRange(e.eventTime, e.endTime)}
              </span>
            </p>
            <p className="mt-2 line-clamp-2 text-sm text-stone-700">{e.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
