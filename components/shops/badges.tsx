import { Icon } from "@/components/ui/icon";
import { SHOP_TYPE_BADGES, type ShopType } from "@/lib/catalog";
import { useTranslations } from "next-intl";

const pill = "card-pill";

/** Badges: shop type, Featured, Events (shop id in the with-events list). */
export function ShopBadges({
  shopType,
  featured,
  hasEvents,
  className = "",
}: {
  shopType: string;
  featured: boolean;
  hasEvents: boolean;
  className?: string;
}) {
  const t = useTranslations("Badges");
  const badges = useTranslations("ShopTypeBadges");
  // The type's badge when it has one (a physical shop has none), in the page's language.
  const typeBadge = SHOP_TYPE_BADGES[shopType as ShopType] ? badges(shopType as Exclude<ShopType, "physical">) : null;
  if (!typeBadge && !featured && !hasEvents) return null;
  return (
    <ul className={className || "flex flex-wrap gap-1.5"} aria-label={t("label")}>
      {featured && (
        <li className={`${pill} bg-harvest-100 text-harvest-800`}>
          <Icon name="star" className="size-3.5 fill-current" />
          {t("featured")}
        </li>
      )}
      {hasEvents && (
        <li className={`${pill} bg-sky-100 text-sky-900`}>
          <Icon name="calendar-days" className="size-3.5" />
          {t("events")}
        </li>
      )}
      {typeBadge && (
        <li className={`${pill} bg-white text-stone-800 ring-1 ring-stone-200`}>{typeBadge}</li>
      )}
    </ul>
  );
}
