import { Icon } from "@/components/ui/icon";
import { SHOP_TYPE_BADGES, type ShopType } from "@/lib/catalog";

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
  const typeBadge = SHOP_TYPE_BADGES[shopType as ShopType] ?? null;
  if (!typeBadge && !featured && !hasEvents) return null;
  return (
    <ul className={className || "flex flex-wrap gap-1.5"} aria-label="Badges">
      {featured && (
        <li className={`${pill} bg-harvest-100 text-harvest-800`}>
          <Icon name="star" className="size-3.5 fill-current" />
          Featured
        </li>
      )}
      {hasEvents && (
        <li className={`${pill} bg-sky-100 text-sky-900`}>
          <Icon name="calendar-days" className="size-3.5" />
          Events
        </li>
      )}
      {typeBadge && (
        <li className={`${pill} bg-white text-stone-800 ring-1 ring-stone-200`}>{typeBadge}</li>
      )}
    </ul>
  );
}
