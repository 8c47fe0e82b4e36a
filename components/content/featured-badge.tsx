import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

/** The 'Featured' badge of events and Harvest Hub posts. */
export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset",
        className,
      )}
    >
      <Icon name="star" className="size-3.5 fill-amber-500 text-amber-500" />
      Featured
    </span>
  );
}
