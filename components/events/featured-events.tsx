import { useTranslations } from "next-intl";
import type { PublicEvent } from "@/lib/events/cached";
import { EventCard } from "./event-card";

/** The Home page's featured events (server component; the Home page loads the events). */
export function FeaturedEvents({ events }: { events: PublicEvent[] }) {
  const t = useTranslations("Home.events");
  if (events.length === 0) {
    return (
      <p className="bg-brand-50 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center text-stone-700">
        {t("empty")}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
