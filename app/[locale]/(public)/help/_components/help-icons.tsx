import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";

/** The service icons a shop page shows, as the Help Center explains them ("Help.services.items.<key>"). */
export const HELP_SERVICES = [
  { key: "online", icon: "shopping-cart" },
  { key: "delivery", icon: "truck" },
  { key: "cafe", icon: "coffee" },
  { key: "petting", icon: "rabbit" },
  { key: "pick", icon: "apple" },
  { key: "play", icon: "blocks" },
  { key: "seasonal", icon: "party-popper" },
  { key: "tours", icon: "tractor" },
  { key: "markets", icon: "store" },
  { key: "organic", icon: "leaf" },
] as const satisfies readonly { key: string; icon: IconName }[];

/** Product categories as the Help Center lists them ("Help.products.items.<key>"). */
export const HELP_PRODUCTS = [
  { key: "vegetables", icon: "carrot" },
  { key: "fruits", icon: "apple" },
  { key: "meat", icon: "beef" },
  { key: "dairy", icon: "milk" },
  { key: "eggs", icon: "egg" },
  { key: "bread", icon: "croissant" },
  { key: "honey", icon: "hexagon" },
  { key: "jams", icon: "shopping-basket" },
  { key: "plants", icon: "flower-2" },
  { key: "organic", icon: "leaf" },
  { key: "hampers", icon: "gift" },
  { key: "grow", icon: "sprout" },
] as const satisfies readonly { key: string; icon: IconName }[];

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
