/** Placeholder with the shape of an event card. */
export function EventCardSkeleton() {
  return (
    <div
      data-testid="event-skeleton"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="aspect-[16/9] animate-pulse bg-stone-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
        <div className="h-10 w-full animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
