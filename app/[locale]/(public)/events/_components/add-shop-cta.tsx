import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { routes } from "@/lib/routes";

/** Call to action for shop owners at the foot of the events page. */
export function AddShopCta() {
  const t = useTranslations("Events.cta");
  return (
    <section
      aria-labelledby="add-shop-cta"
      className="bg-brand-50 ring-brand-100 mt-16 rounded-3xl px-6 py-10 text-center ring-1 sm:px-12"
    >
      <Icon name="store" className="text-brand-600 mx-auto size-10" />
      <h2 id="add-shop-cta" className="mt-3 text-2xl font-bold text-stone-900">
        {t("title")}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-stone-700">
        {t("body")}
      </p>
      <Link
        href={routes.submit()}
        className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 mt-6 inline-flex items-center rounded-lg px-6 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("action")}
      </Link>
    </section>
  );
}
