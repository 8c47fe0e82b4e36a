import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

/** The 'Featured' badge of events and Harvest Hub posts. */
export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        "featured-badge",
        className,
      )}
    >
      <Icon name="star" className="size-3.5 fill-amber-500 text-amber-500" />
      Featured
    </span>
  );
}
