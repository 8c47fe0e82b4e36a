import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";

/** Closing call to action of the county page (`county` as its messages write it after "County": the genitive in Irish). */
export function CountyCta({ county }: { county: string }) {
  const t = useTranslations("County.cta");
  return (
    <section
      aria-labelledby="county-cta"
      className="bg-brand-700 rounded-3xl px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="county-cta" className="text-2xl font-bold tracking-tight">
        {t("title", { county })}
      </h2>
      <p className="text-brand-100 mx-auto mt-2 max-w-xl">
        {t("intro")}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.submit()}
          className="text-brand-800 hover:bg-brand-50 rounded-full bg-white px-6 py-3 font-semibold"
        >
          {t("list")}
        </Link>
        <Link
          href={routes.search()}
          className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
        >
          {t("browse")}
        </Link>
      </div>
    </section>
  );
}
