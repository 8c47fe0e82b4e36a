import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SkeletonCard } from "@/components/ui/skeleton";

/** Empty list: a title and a line of explanation. */
export function EmptyState({
  title,
  text,
  icon,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      {icon && <div className="mx-auto mb-3 flex justify-center text-stone-400">{icon}</div>}
      <p className="font-semibold text-stone-800">{title}</p>
      {text && <p className="mt-1 text-sm text-stone-600">{text}</p>}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      Could not load {what}.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function SkeletonList({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}
