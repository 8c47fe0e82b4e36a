import { Icon } from "@/components/ui/icon";
import { formatDateRange, formatTimeRange } from "@/lib/format";
import { useLocale, useTranslations } from "next-intl";

/** Date range and time range lines (end shown only when it differs from the start). */
export function EventWhen({
  eventDate,
  endDate,
  eventTime,
  endTime,
}: {
  eventDate: string;
  endDate: string | null;
  eventTime: string;
  endTime: string | null;
}) {
  const locale = useLocale();
  return (
    <EventWhenLines
      dates={formatDateRange(eventDate, endDate, locale)}
      times={formatTimeRange(eventTime, endTime)}
    />
  );
}

/** The two lines, already written out (cards format them on the server). */
export function EventWhenLines({ dates, times }: { dates: string; times: string }) {
  const t = useTranslations("EventCard");
  return (
    <div className="space-y-1.5 text-sm text-stone-700">
      <p className="flex items-center gap-2">
        <Icon name="calendar-days" className="card-line-icon" />
        <span className="sr-only">{t("date")} </span>
        <span>{dates}</span>
      </p>
      <p className="flex items-center gap-2">
        <Icon name="clock" className="card-line-icon" />
        <span className="sr-only">{t("time")} </span>
        <span>{times}</span>
      </p>
    </div>
  );
}
