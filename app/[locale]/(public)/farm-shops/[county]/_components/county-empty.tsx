import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";

/** While a search is on, 'No farm shops found' with a Clear Search button; without one, 'No farm shops in {county} yet'. */
export function CountyEmpty({
  county,
  searching,
  clearHref,
}: {
  /** The county as its messages write it after "County": the genitive in Irish ("Ros Comáin", "Chorcaí"). */
  county: string;
  searching: boolean;
  clearHref: string;
}) {
  const t = useTranslations("County.empty");
  return (
    <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-stone-900">
        {searching ? t("noneFound") : t("noneYet", { county })}
      </h2>
      <p className="mt-2 text-stone-600">
        {searching ? t("tryAgain") : t("beFirst")}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {searching ? (
          <Link
            href={clearHref}
            replace
            scroll={false}
            className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 text-sm font-semibold text-white"
          >
            {t("clear")}
          </Link>
        ) : (
          <Link
            href={routes.submit()}
            className="bg-brand-600 hover:bg-brand-700 rounded-full px-5 py-2.5 text-sm font-semibold text-white"
          >
            {t("list")}
          </Link>
        )}
        <Link
          href="/#browse-counties"
          className="text-brand-700 hover:ring-brand-600 rounded-full px-5 py-2.5 text-sm font-semibold ring-1 ring-stone-300"
        >
          {t("allCounties")}
        </Link>
      </div>
    </div>
  );
}
