import {
  Apple,
  CalendarDays,
  Coffee,
  Leaf,
  Rabbit,
  ShoppingCart,
  Sparkles,
  Store,
  ToyBrick,
  Tractor,
  Truck,
  type LucideIcon,
} from "lucide-react";

const SERVICE_ICONS: Record<string, LucideIcon> = {
  "Online Shopping": ShoppingCart,
  Delivery: Truck,
  Cafe: Coffee,
  "Petting farm": Rabbit,
  "Pick your own": Apple,
  "Kids Play area": ToyBrick,
  "Seasonal Events": CalendarDays,
  "Farm Tours": Tractor,
  "Farmer Markets": Store,
};

/** One icon per service (others get a default), plus the Organic leaf when the shop sells organic. */
export function ServiceIcons({ services, organic }: { services: string[]; organic: boolean }) {
  if (services.length === 0 && !organic) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Services">
      {services.map((service) => {
        const Icon = SERVICE_ICONS[service] ?? Sparkles;
        return (
          <li
            key={service}
            title={service}
            className="bg-brand-50 text-brand-700 rounded-full p-1.5"
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{service}</span>
          </li>
        );
      })}
      {organic && (
        <li title="Organic" className="rounded-full bg-lime-100 p-1.5 text-lime-800">
          <Leaf aria-hidden className="size-4" />
          <span className="sr-only">Organic</span>
        </li>
      )}
    </ul>
  );
}
