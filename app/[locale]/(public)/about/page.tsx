import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { PageBanner } from "@/components/content/page-banner";
import { pageMetadata, SITE_NAMES, siteTagline } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("About.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title")} – ${await siteTagline()}`,
    description: t("description", { site: SITE_NAMES[pageLocale()] }),
    path: routes.about(),
  });
}

/** A titled point with its icon (the mission and the offers); its title and text are "About.<list>.<key>". */
type Point<K extends string> = { key: K; icon: IconName };

const mission: Point<"local" | "farmers" | "communities">[] = [
  { key: "local", icon: "map-pin" },
  { key: "farmers", icon: "tractor" },
  { key: "communities", icon: "users" },
];

const offers: Point<"directory" | "maps" | "hours" | "events" | "hub" | "free">[] = [
  { key: "directory", icon: "search" },
  { key: "maps", icon: "map" },
  { key: "hours", icon: "clock" },
  { key: "events", icon: "calendar-days" },
  { key: "hub", icon: "sprout" },
  { key: "free", icon: "store" },
];

const impact = ["shops", "counties", "visitors"] as const;

export default async function AboutPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // canonical address and links follow SITE_URL at run time
  const t = await getTranslations("About");
  return (
    <div>
      <PageBanner
        eyebrow={t("eyebrow", { site: SITE_NAMES[pageLocale()] })}
        title={t("title")}
      >
        <p>{t("intro")}</p>
      </PageBanner>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-center text-3xl font-bold text-stone-900">
            {t("missionTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {mission.map(({ key, icon }) => (
              <li
                key={key}
                className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
              >
                <span className="bg-brand-50 text-brand-700 ring-brand-100 mx-auto flex size-14 items-center justify-center rounded-full ring-1">
                  <Icon name={icon} className="size-7" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{t(`mission.${key}.title`)}</h3>
                <p className="mt-2 text-stone-600">{t(`mission.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="what-we-offer" className="mt-16">
          <h2 id="what-we-offer" className="text-3xl font-bold text-stone-900">
            {t("offerTitle")}
          </h2>
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map(({ icon, key }) => (
              <li key={key} className="flex gap-4">
                <Icon name={icon} className="text-brand-600 mt-1 size-6 shrink-0" />
                <div>
                  <h3 className="font-semibold text-stone-900">{t(`offers.${key}.title`)}</h3>
                  <p className="mt-1 text-stone-600">{t(`offers.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 grid gap-10 lg:grid-cols-5">
          <section
            aria-labelledby="our-story"
            className="space-y-4 text-lg leading-relaxed text-stone-700 lg:col-span-3"
          >
            <h2 id="our-story" className="text-3xl font-bold text-stone-900">
              {t("storyTitle")}
            </h2>
            <p>{t("story1", { site: SITE_NAMES[pageLocale()] })}</p>
            <p>{t("story2")}</p>
            <p>{t.rich("story3", { strong: (chunks) => <strong className="text-stone-900">{chunks}</strong> })}</p>
          </section>

          <section aria-labelledby="our-impact" className="lg:col-span-2">
            <div className="from-brand-700 rounded-3xl bg-linear-to-br to-emerald-800 p-8 text-white shadow-lg">
              <h2 id="our-impact" className="flex items-center gap-2 text-2xl font-bold">
                <Icon name="heart-handshake" className="size-7" />
                {t("impactTitle")}
              </h2>
              <dl className="mt-6 space-y-5">
                {impact.map((key) => (
                  <div
                    key={key}
                    className="flex items-baseline justify-between gap-4 border-b border-white/20 pb-4 last:border-0 last:pb-0"
                  >
                    <dt className="text-brand-50">{t(`impact.${key}.label`)}</dt>
                    <dd className="text-3xl font-bold">{t(`impact.${key}.value`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        </div>

        <section
          aria-labelledby="join-us"
          className="bg-brand-50 ring-brand-100 mt-16 rounded-3xl px-6 py-10 text-center ring-1"
        >
          <h2 id="join-us" className="text-2xl font-bold text-stone-900">
            {t("joinTitle")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-700">
            {t("joinBody")}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              href={routes.submit()}
              className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="store" className="size-5" />
              {t("list")}
            </Link>
            <Link
              href={routes.search()}
              className="text-brand-700 ring-brand-600 hover:bg-brand-100 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="search" className="size-5" />
              {t("find")}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
