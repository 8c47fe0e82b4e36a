import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import type { IconName } from "@/components/ui/icon-names";

/** One icon per product category; others get the default. */
const PRODUCT_ICONS: Record<string, IconName> = {
  Vegetables: "carrot",
  Fruits: "apple",
  Dairy: "milk",
  Meat: "beef",
  Bakery: "croissant",
  Honey: "hexagon",
  Organic: "leaf",
  Preserves: "cooking-pot",
  Eggs: "egg",
  Herbs: "leafy-green",
  Flowers: "flower-2",
  Gifts: "gift",
  "Micro Greens": "sprout",
  Hampers: "shopping-basket",
  "Grow Boxes": "package",
};

/** One icon per service; others get the default. */
const SERVICE_ICONS: Record<string, IconName> = {
  "Online Shopping": "shopping-cart",
  Delivery: "truck",
  Cafe: "coffee",
  "Petting farm": "rabbit",
  "Pick your own": "grape",
  "Kids Play area": "baby",
  "Seasonal Events": "calendar-days",
  "Farm Tours": "tractor",
  "Farmer Markets": "store",
};

export const productIcon = (product: string): IconName => PRODUCT_ICONS[product] ?? "tag";
export const serviceIcon = (service: string): IconName => SERVICE_ICONS[service] ?? "tag";

export const hasOrganic = (products: readonly string[]) =>
  products.some((p) => p.toLowerCase() === "organic");

/**
 * The service icons of a card, plus the Organic icon when the products include Organic. Each
 * icon carries its name for screen readers and as a tooltip.
 */
export function ServiceIconRow({
  services,
  organic,
}: {
  services: readonly string[];
  organic: boolean;
}) {
  const t = useTranslations("ShopCard");
  const names = useTranslations("Services");
  if (services.length === 0 && !organic) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("services")}>
      {organic && (
        <li
          title={t("organic")}
          className="inline-flex size-8 items-center justify-center rounded-full bg-lime-100 text-lime-800"
        >
          <Icon name="leaf" className="size-4" />
          <span className="sr-only">{t("organic")}</span>
        </li>
      )}
      {services.map((s) => {
        const name = names.has(s as never) ? names(s as never) : s;
        return (
          <li
            key={s}
            title={name}
            className="card-service"
          >
            <Icon name={serviceIcon(s)} className="size-4" />
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
