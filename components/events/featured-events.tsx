// STUB for the public-core branch: the content helper owns this component; the lead keeps that
// version on merge. Same props: { events: PublicEvent[] }.
import Link from "next/link";
import type { PublicEvent } from "@/lib/data/events";
import { formatDateRange, formatTimeRange } from "@/lib/format";

export function FeaturedEvents({ events }: { events: PublicEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-stone-600">
        No featured events at the moment. Check back soon for exciting events!
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((e) => (
        <li
          key={e.id}
          className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <h3 className="font-semibold">{e.name}</h3>
          <p className="text-sm text-stone-600">
            {formatDateRange(e.eventDate, e.endDate)} · {formatTimeRange(e.eventTime, e.endTime)}
          </p>
          <p className="line-clamp-2 text-sm text-stone-700">{e.description}</p>
          <Link
            href={`/event/${e.id}`}
            className="text-brand-700 mt-auto text-sm font-semibold underline"
          >
            View Event Details
          </Link>
        </li>
      ))}
    </ul>
  );
}
