import { EventCardSkeleton } from "./_components/event-card-skeleton";
import { EventsIntro } from "./_components/events-intro";

/** Six skeleton cards while the events load. */
export default function EventsLoading() {
  return (
    <div>
      <EventsIntro />
      <div
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8"
        role="status"
        aria-live="polite"
      >
        <span className="sr-only">Loading events...</span>
        <div className="h-9 w-2/3 animate-pulse rounded-full bg-stone-100" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
