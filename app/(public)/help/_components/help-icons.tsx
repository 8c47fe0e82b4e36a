import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";

/** The service icons a shop page shows, as the Help Center explains them. */
export const HELP_SERVICES: { name: string; icon: IconName; text: string }[] = [
  { name: "Online Shopping", icon: "shopping-cart", text: "Order from the shop's own website." },
  { name: "Delivery Service", icon: "truck", text: "Delivers locally or nationwide." },
  { name: "Cafe", icon: "coffee", text: "Coffee, lunch or treats on site." },
  { name: "Petting Farm", icon: "rabbit", text: "Meet the animals." },
  { name: "Pick Your Own", icon: "apple", text: "Pick fruit or vegetables in season." },
  { name: "Kids Play Area", icon: "blocks", text: "Somewhere for children to play." },
  {
    name: "Seasonal Events",
    icon: "party-popper",
    text: "Pumpkin patches, Christmas markets and more.",
  },
  { name: "Farm Tours", icon: "tractor", text: "Guided walks around the farm." },
  { name: "Farmer Markets", icon: "store", text: "Trades at farmers' markets." },
  { name: "Organic Products", icon: "leaf", text: "Certified or organically grown produce." },
];

/** Product categories as the Help Center lists them. */
export const HELP_PRODUCTS: { name: string; icon: IconName }[] = [
  { name: "Fresh Vegetables", icon: "carrot" },
  { name: "Fruits", icon: "apple" },
  { name: "Meat", icon: "beef" },
  { name: "Dairy", icon: "milk" },
  { name: "Eggs", icon: "egg" },
  { name: "Bread & Baked Goods", icon: "croissant" },
  { name: "Honey", icon: "hexagon" },
  { name: "Jams & Preserves", icon: "shopping-basket" },
  { name: "Plants & Flowers", icon: "flower-2" },
  { name: "Organic", icon: "leaf" },
  { name: "Hampers", icon: "gift" },
  { name: "Grow Boxes", icon: "sprout" },
];

/** A titled card of the Help Center. */
export function HelpCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: IconName;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold text-stone-900">
        <span className="bg-brand-50 text-brand-700 ring-brand-100 flex size-10 items-center justify-center rounded-full ring-1">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-stone-700 [&_li]:leading-relaxed">{children}</div>
    </section>
  );
}
