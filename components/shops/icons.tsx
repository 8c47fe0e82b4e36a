import {
  Apple,
  Baby,
  Beef,
  CalendarDays,
  Carrot,
  Coffee,
  CookingPot,
  Croissant,
  Egg,
  Flower2,
  Gift,
  Grape,
  Hexagon,
  Leaf,
  LeafyGreen,
  type LucideIcon,
  Milk,
  Package,
  Rabbit,
  ShoppingBasket,
  ShoppingCart,
  Sprout,
  Store,
  Tag,
  Tractor,
  Truck,
} from "lucide-react";

/** One icon per product category; others get the default. */
const PRODUCT_ICONS: Record<string, LucideIcon> = {
  Vegetables: Carrot,
  Fruits: Apple,
  Dairy: Milk,
  Meat: Beef,
  Bakery: Croissant,
  Honey: Hexagon,
  Organic: Leaf,
  Preserves: CookingPot,
  Eggs: Egg,
  Herbs: LeafyGreen,
  Flowers: Flower2,
  Gifts: Gift,
  "Micro Greens": Sprout,
  Hampers: ShoppingBasket,
  "Grow Boxes": Package,
};

/** One icon per service; others get the default. */
const SERVICE_ICONS: Record<string, LucideIcon> = {
  "Online Shopping": ShoppingCart,
  Delivery: Truck,
  Cafe: Coffee,
  "Petting farm": Rabbit,
  "Pick your own": Grape,
  "Kids Play area": Baby,
  "Seasonal Events": CalendarDays,
  "Farm Tours": Tractor,
  "Farmer Markets": Store,
};

export const productIcon = (product: string): LucideIcon => PRODUCT_ICONS[product] ?? Tag;
export const serviceIcon = (service: string): LucideIcon => SERVICE_ICONS[service] ?? Tag;

export const hasOrganic = (products: readonly string[]) =>
  products.some((p) => p.toLowerCase() === "organic");

/**
 * The service icons of a card, plus the Organic icon when the products include Organic. Each
 * icon carries its name for screen readers and as a tooltip.
 */
export function ServiceIconRow({
  services,
  products,
}: {
  services: readonly string[];
  products: readonly string[];
}) {
  const organic = hasOrganic(products);
  if (services.length === 0 && !organic) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Services">
      {organic && (
        <li
          title="Organic"
          className="inline-flex size-8 items-center justify-center rounded-full bg-lime-100 text-lime-800"
        >
          <Leaf aria-hidden="true" className="size-4" />
          <span className="sr-only">Organic</span>
        </li>
      )}
      {services.map((s) => {
        const Icon = serviceIcon(s);
        return (
          <li
            key={s}
            title={s}
            className="bg-brand-50 text-brand-700 inline-flex size-8 items-center justify-center rounded-full"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{s}</span>
          </li>
        );
      })}
    </ul>
  );
}
