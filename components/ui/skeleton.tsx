/** A grey placeholder card while a list loads. */
export function SkeletonCard() {
  return (
    <div
      aria-hidden
      data-testid="skeleton-card"
      className="animate-pulse rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="h-5 w-2/3 rounded bg-stone-200" />
      <div className="mt-3 h-3 w-full rounded bg-stone-200" />
      <div className="mt-2 h-3 w-5/6 rounded bg-stone-200" />
      <div className="mt-4 h-3 w-1/3 rounded bg-stone-200" />
    </div>
  );
}
