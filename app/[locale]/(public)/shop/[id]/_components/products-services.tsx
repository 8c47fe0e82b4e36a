import { productIcon, serviceIcon } from "@/components/shops/icons";
import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import type { IconName } from "@/components/ui/icon-names";

function Grid({
  id,
  title,
  items,
  note,
  icon,
  names,
}: {
  id: string;
  title: string;
  items: string[];
  note: string;
  icon: (name: string) => IconName;
  /** The items' names in the page's language (an item the messages do not know stays as it is). */
  names: (item: string) => string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3">
        {items.map((item) => {
          return (
            <li
              key={item}
              className="flex items-center gap-2.5 rounded-xl bg-white p-2.5 ring-1 ring-stone-200 sm:gap-3 sm:p-3"
            >
              <span className="bg-brand-50 text-brand-700 inline-flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-10">
                <Icon name={icon(item)} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-stone-900">{names(item)}</span>
                <span className="block text-xs text-stone-600">{note}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Our Products ('Fresh & Local') and, only when present, Our Services ('Available Service'). */
export function ProductsAndServices({
  products,
  services,
}: {
  products: string[];
  services: string[];
}) {
  const t = useTranslations("Shop.offer");
  const productNames = useTranslations("Products");
  const serviceNames = useTranslations("Services");
  return (
    <>
      {products.length > 0 && (
        <Grid
          id="products-title"
          title={t("products")}
          items={products}
          note={t("productsNote")}
          icon={productIcon}
          names={(p) => (productNames.has(p as never) ? productNames(p as never) : p)}
        />
      )}
      {services.length > 0 && (
        <Grid
          id="services-title"
          title={t("services")}
          items={services}
          note={t("servicesNote")}
          icon={serviceIcon}
          names={(s) => (serviceNames.has(s as never) ? serviceNames(s as never) : s)}
        />
      )}
    </>
  );
}
