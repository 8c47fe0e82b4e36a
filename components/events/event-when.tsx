import { Icon } from "@/components/ui/icon";
import { formatDateRange, formatTimeRange } from "@/lib/format";

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
  return (
    <div className="space-y-1.5 text-sm text-stone-700">
      <p className="flex items-center gap-2">
        <Icon name="calendar-days" className="text-brand-600 size-4 shrink-0" />
        <span className="sr-only">Date: </span>
        <span>{formatDateRange(eventDate, endDate)}</span>
      </p>
      <p className="flex items-center gap-2">
        <Icon name="clock" className="text-brand-600 size-4 shrink-0" />
        <span className="sr-only">Time: </span>
        <span>{formatTimeRange(eventTime, endTime)}</span>
      </p>
    </div>
  );
}
