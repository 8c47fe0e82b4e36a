import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";
import { useTranslations } from "next-intl";

/** The 'Featured' badge of events and Harvest Hub posts. */
export function FeaturedBadge({ className }: { className?: string }) {
  const t = useTranslations("Badges");
  return (
    <span
      className={clsx(
        "featured-badge",
        className,
      )}
    >
      <Icon name="star" className="size-3.5 fill-amber-500 text-amber-500" />
      {t("featured")}
    </span>
  );
}
