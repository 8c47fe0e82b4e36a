import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";
import { getEnv } from "@/lib/env";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { HELP_PRODUCTS, HELP_SERVICES, HelpCard } from "./_components/help-icons";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Help.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title")} – ${await siteTagline()}`,
    description: t("description"),
    path: routes.help(),
  });
}

/** The owner's steps: "Help.owners.steps.<key>.title" and ".text". */
const ownerSteps = ["open", "basics", "products", "describe", "photo"] as const;

/** The sections, by their anchors; each one's link text is "Help.contents.<id>". */
const contents = ["quick-start", "search", "shop-info", "services", "products", "shop-types", "owners", "tips", "contact"] as const;

export default async function HelpPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;
  const t = await getTranslations("Help");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const link = (href: string) => {
    const HelpLink = (chunks: React.ReactNode) => (
      <Link href={href} className="text-brand-700 font-medium underline underline-offset-4">
        {chunks}
      </Link>
    );
    return HelpLink;
  };

  return (
    <div>
      <PageBanner
        eyebrow={t("eyebrow")}
        title={t("title")}
        icon={<Icon name="life-buoy" className="size-9 shrink-0" />}
      >
        <p>{t("intro")}</p>
      </PageBanner>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label={t("topics")} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
            {t("onThisPage")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {contents.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 block rounded-lg px-3 py-1.5 text-sm"
                >
                  {t(`contents.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-8 lg:col-span-3">
          <HelpCard id="quick-start" title={t("quickStart.title")} icon="rocket">
            <ol className="list-decimal space-y-2 pl-5">
              <li>{t.rich("quickStart.step1", { home: link(routes.home()) })}</li>
              <li>{t("quickStart.step2")}</li>
              <li>{t("quickStart.step3")}</li>
              <li>{t("quickStart.step4")}</li>
            </ol>
          </HelpCard>

          <HelpCard id="search" title={t("search.title")} icon="search">
            <ul className="list-disc space-y-2 pl-5">
              <li>{t.rich("search.keyword", { strong })}</li>
              <li>{t.rich("search.county", { strong })}</li>
              <li>{t.rich("search.filter", { strong, search: link(routes.search()) })}</li>
              <li>{t.rich("search.nearMe", { strong })}</li>
              <li>{t.rich("search.map", { strong })}</li>
            </ul>
          </HelpCard>

          <HelpCard id="shop-info" title={t("shopInfo.title")} icon="info">
            <ul className="list-disc space-y-2 pl-5">
              <li>{t.rich("shopInfo.status", { strong })}</li>
              <li>{t.rich("shopInfo.hours", { strong })}</li>
              <li>{t.rich("shopInfo.badges", { strong })}</li>
              <li>{t.rich("shopInfo.contact", { strong })}</li>
            </ul>
          </HelpCard>

          <HelpCard id="services" title={t("services.title")} icon="shopping-basket">
            <p>{t("services.intro")}</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {HELP_SERVICES.map(({ key, icon }) => (
                <li key={key} className="flex items-start gap-3 rounded-xl bg-stone-50 p-3">
                  <Icon name={icon} className="text-brand-600 mt-0.5 size-5 shrink-0" />
                  <span>
                    <strong className="text-stone-900">{t(`services.items.${key}.name`)}</strong>
                    <span className="block text-sm text-stone-600">{t(`services.items.${key}.text`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </HelpCard>

          <HelpCard id="products" title={t("products.title")} icon="tags">
            <p>{t("products.intro")}</p>
            <ul className="flex flex-wrap gap-2">
              {HELP_PRODUCTS.map(({ key, icon }) => (
                <li
                  key={key}
                  className="bg-brand-50 text-brand-800 ring-brand-100 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1"
                >
                  <Icon name={icon} className="size-4" />
                  {t(`products.items.${key}`)}
                </li>
              ))}
            </ul>
          </HelpCard>

          <HelpCard id="shop-types" title={t("shopTypes.title")} icon="globe">
            <p>{t.rich("shopTypes.physical", { strong })}</p>
            <p>{t.rich("shopTypes.online", { strong })}</p>
          </HelpCard>

          <HelpCard id="owners" title={t("owners.title")} icon="list-checks">
            <ol className="space-y-4">
              {ownerSteps.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="bg-brand-600 flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <strong className="block text-stone-900">
                      <span className="sr-only">{t("owners.step", { n: i + 1 })} </span>
                      {t(`owners.steps.${step}.title`)}
                    </strong>
                    {t(`owners.steps.${step}.text`)}
                  </span>
                </li>
              ))}
            </ol>
            <Link
              href={routes.submit()}
              className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <Icon name="store" className="size-4" />
              {t("owners.action")}
            </Link>
            <p>{t.rich("owners.widget", { embed: link(routes.embed()) })}</p>
          </HelpCard>

          <HelpCard id="tips" title={t("tips.title")} icon="lightbulb">
            <ul className="list-disc space-y-2 pl-5">
              <li>{t("tips.hours")}</li>
              <li>{t("tips.cash")}</li>
              <li>{t("tips.early")}</li>
              <li>{t("tips.owners")}</li>
              <li>{t("tips.report")}</li>
            </ul>
          </HelpCard>

          <HelpCard id="contact" title={t("contact.title")} icon="mail">
            <p>
              {t.rich("contact.body", {
                email,
                link: (chunks) => (
                  <a href={`mailto:${email}`} className="text-brand-700 font-medium underline underline-offset-4">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </HelpCard>
        </div>
      </div>
    </div>
  );
}
