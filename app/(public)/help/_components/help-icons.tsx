import {
  Apple,
  Beef,
  Blocks,
  Carrot,
  Coffee,
  Croissant,
  Egg,
  Flower2,
  Gift,
  Hexagon,
  Leaf,
  Milk,
  PartyPopper,
  Rabbit,
  ShoppingBasket,
  ShoppingCart,
  Sprout,
  Store,
  Tractor,
  Truck,
  type LucideIcon,
} from "lucide-react";

/** The service icons a shop page shows, as the Help Center explains them. */
export const HELP_SERVICES: { name: string; icon: LucideIcon; text: string }[] = [
  { name: "Online Shopping", icon: ShoppingCart, text: "Order from the shop's own website." },
  { name: "Delivery Service", icon: Truck, text: "Delivers locally or nationwide." },
  { name: "Cafe", icon: Coffee, text: "Coffee, lunch or treats on site." },
  { name: "Petting Farm", icon: Rabbit, text: "Meet the animals." },
  { name: "Pick Your Own", icon: Apple, text: "Pick fruit or vegetables in season." },
  { name: "Kids Play Area", icon: Blocks, text: "Somewhere for children to play." },
  {
    name: "Seasonal Events",
    icon: PartyPopper,
    text: "Pumpkin patches, Christmas markets and more.",
  },
  { name: "Farm Tours", icon: Tractor, text: "Guided walks around the farm." },
  { name: "Farmer Markets", icon: Store, text: "Trades at farmers' markets." },
  { name: "Organic Products", icon: Leaf, text: "Certified or organically grown produce." },
];

/** Product categories as the Help Center lists them. */
export const HELP_PRODUCTS: { name: string; icon: LucideIcon }[] = [
  { name: "Fresh Vegetables", icon: Carrot },
  { name: "Fruits", icon: Apple },
  { name: "Meat", icon: Beef },
  { name: "Dairy", icon: Milk },
  { name: "Eggs", icon: Egg },
  { name: "Bread & Baked Goods", icon: Croissant },
  { name: "Honey", icon: Hexagon },
  { name: "Jams & Preserves", icon: ShoppingBasket },
  { name: "Plants & Flowers", icon: Flower2 },
  { name: "Organic", icon: Leaf },
  { name: "Hampers", icon: Gift },
  { name: "Grow Boxes", icon: Sprout },
];

/** A titled card of the Help Center. */
export function HelpCard({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold text-stone-900">
        <span className="bg-brand-50 text-brand-700 ring-brand-100 flex size-10 items-center justify-center rounded-full ring-1">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-stone-700 [&_li]:leading-relaxed">{children}</div>
    </section>
  );
}
