import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { routes } from "@/lib/routes";

/** No upcoming events, overall or in the chosen county. */
export function EventsEmpty({ countyName }: { countyName: string | null }) {
  const t = useTranslations("Events.empty");
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center">
      <Icon name="calendar-x" className="text-brand-600 mx-auto size-10" />
      <h2 className="mt-4 text-xl font-semibold text-stone-900">
        {countyName ? t("titleCounty", { county: countyName }) : t("title")}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">
        {countyName ? t("bodyCounty") : t("body")}
      </p>
      {countyName ? (
        <Link
          href={routes.events()}
          className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 mt-6 inline-flex items-center rounded-lg px-5 py-2.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t("all")}
        </Link>
      ) : null}
    </div>
  );
}
