import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { PolicySection, StaticPage } from "@/components/content/static-page";
import { getEnv } from "@/lib/env";
import { pageMetadata, SITE_NAME, siteTagline } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Terms.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title")} – ${await siteTagline()}`,
    description: t("description"),
    path: routes.termsOfService(),
  });
}

/** What a visitor agrees not to do: "Terms.acceptableUse.<item>". */
const NOT_ALLOWED = ["falseContent", "scrape", "security", "marketing"] as const;

/** The sections after "Acceptable Use", in order: [anchor, "Terms.<key>"]. */
const SECTIONS = [
  ["submissions", "submissions"],
  ["accuracy", "accuracy"],
  ["content", "content"],
  ["intellectual-property", "ip"],
  ["third-party", "thirdParty"],
  ["liability", "liability"],
  ["governing-law", "law"],
  ["disclaimer", "disclaimer"],
] as const;

/**
 * The terms of service, in the page's language (messages "Terms"). The Irish translation says at
 * its top that the English version is the binding one (docs/i18n.md).
 */
export default async function TermsPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;
  const t = await getTranslations("Terms");
  const mail = (chunks: ReactNode) => <a href={`mailto:${email}`}>{chunks}</a>;

  return (
    <StaticPage
      title={t("title")}
      eyebrow={t("eyebrow")}
      icon={<Icon name="scale" className="size-9 shrink-0" />}
      intro={<p>{t("intro")}</p>}
    >
      {pageLocale() !== "en-IE" && (
        <p>
          <em>{t("translationNote")}</em>
        </p>
      )}
      <p>{t("lead", { site: SITE_NAME })}</p>

      <PolicySection id="acceptance" number={1} title={t("acceptance.title")}>
        <p>{t.rich("acceptance.body", { privacy: (chunks) => <Link href={routes.privacyPolicy()}>{chunks}</Link> })}</p>
      </PolicySection>

      <PolicySection id="the-service" number={2} title={t("service.title")}>
        <p>{t("service.body", { site: SITE_NAME })}</p>
      </PolicySection>

      <PolicySection id="acceptable-use" number={3} title={t("acceptableUse.title")}>
        <p>{t("acceptableUse.intro")}</p>
        <ul>
          {NOT_ALLOWED.map((item) => (
            <li key={item}>{t(`acceptableUse.${item}`)}</li>
          ))}
        </ul>
      </PolicySection>

      {SECTIONS.map(([id, key], i) => (
        <PolicySection key={id} id={id} number={i + 4} title={t(`${key}.title`)}>
          <p>{t.rich(`${key}.body`, { site: SITE_NAME, email, mail })}</p>
        </PolicySection>
      ))}
    </StaticPage>
  );
}
