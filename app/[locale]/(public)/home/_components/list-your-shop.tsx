import { Icon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";

/** The points' messages in "Home.listYourShop". */
const POINTS = ["pointFree", "pointReview", "pointReach"] as const;

/** Call to action for shop owners. */
export function ListYourShop() {
  const t = useTranslations("Home.listYourShop");
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="bg-brand-700 relative overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div
          aria-hidden="true"
          className="bg-brand-600/60 absolute -top-24 -right-24 size-72 rounded-full"
        />
        <div
          aria-hidden="true"
          className="bg-brand-800/60 absolute -bottom-32 left-1/3 size-72 rounded-full"
        />
        <div className="relative max-w-xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t("title")}
          </h2>
          <ul className="text-brand-100 mt-5 space-y-2">
            {POINTS.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Icon name="check" className="text-harvest-500 size-5" />
                {t(p)}
              </li>
            ))}
          </ul>
        </div>
        <Link
          href={routes.submit()}
          className="text-brand-800 hover:bg-brand-50 relative mt-8 inline-flex shrink-0 items-center justify-center rounded-full bg-white px-7 py-3.5 text-base font-semibold shadow-lg transition lg:mt-0"
        >
          {t("action")}
        </Link>
      </div>
    </section>
  );
}
