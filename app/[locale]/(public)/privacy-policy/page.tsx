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
  const t = await getTranslations("Privacy.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title")} – ${await siteTagline()}`,
    description: t("description"),
    path: routes.privacyPolicy(),
  });
}

/** The sections' list items, in order: "Privacy.<section>.<item>". */
const COLLECTED = ["listings", "messages", "technical", "location"] as const;
const USES = ["publish", "contact", "reply", "secure", "counts"] as const;
const SHARED_WITH = ["hosting", "images", "email", "maps"] as const;
const KEPT = ["listings", "rejected", "emails", "counts", "logs"] as const;
const RIGHTS = ["access", "rectification", "erasure", "restriction", "portability", "object", "withdraw"] as const;

/**
 * The privacy policy, in the page's language (messages "Privacy"). The Irish translation says at
 * its top that the English version is the binding one (docs/i18n.md).
 */
export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;
  const t = await getTranslations("Privacy");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const mail = (chunks: ReactNode) => <a href={`mailto:${email}`}>{chunks}</a>;

  return (
    <StaticPage
      title={t("title")}
      eyebrow={t("eyebrow")}
      icon={<Icon name="shield-check" className="size-9 shrink-0" />}
      intro={<p>{t("intro")}</p>}
    >
      {pageLocale() !== "en-IE" && (
        <p>
          <em>{t("translationNote")}</em>
        </p>
      )}
      <p>{t.rich("lead", { strong, site: SITE_NAME })}</p>

      <PolicySection id="data-we-collect" number={1} title={t("collect.title")}>
        <p>{t("collect.intro")}</p>
        <ul>
          {COLLECTED.map((item) => (
            <li key={item}>{t.rich(`collect.${item}`, { strong })}</li>
          ))}
          <li id="visitor-counts">{t.rich("collect.counts", { strong })}</li>
        </ul>
        <p>{t("collect.cookies")}</p>
      </PolicySection>

      <PolicySection id="how-we-use" number={2} title={t("use.title")}>
        <ul>
          {USES.map((item) => (
            <li key={item}>{t(`use.${item}`)}</li>
          ))}
        </ul>
        <p>{t("use.bases")}</p>
      </PolicySection>

      <PolicySection id="sharing" number={3} title={t("sharing.title")}>
        <p>{t("sharing.intro")}</p>
        <ul>
          {SHARED_WITH.map((item) => (
            <li key={item}>{t(`sharing.${item}`)}</li>
          ))}
        </ul>
        <p>{t("sharing.transfers")}</p>
      </PolicySection>

      <PolicySection id="retention" number={4} title={t("retention.title")}>
        <ul>
          {KEPT.map((item) => (
            <li key={item}>{t(`retention.${item}`)}</li>
          ))}
        </ul>
      </PolicySection>

      <PolicySection id="your-rights" number={5} title={t("rights.title")}>
        <p>{t("rights.intro")}</p>
        <ul>
          {RIGHTS.map((item) => (
            <li key={item}>{t.rich(`rights.${item}`, { strong })}</li>
          ))}
        </ul>
        <p>
          {t.rich("rights.exercise", {
            email,
            mail,
            dpc: (chunks) => (
              <a href="https://www.dataprotection.ie" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          })}
        </p>
      </PolicySection>

      <PolicySection id="security" number={6} title={t("security.title")}>
        <p>{t("security.body")}</p>
      </PolicySection>

      <PolicySection id="external-links" number={7} title={t("externalLinks.title")}>
        <p>{t("externalLinks.body")}</p>
      </PolicySection>

      <PolicySection id="updates" number={8} title={t("updates.title")}>
        <p>{t("updates.body")}</p>
      </PolicySection>

      <PolicySection id="contact" number={9} title={t("contact.title")}>
        <p>
          {t.rich("contact.body", {
            email,
            mail,
            terms: (chunks) => <Link href={routes.termsOfService()}>{chunks}</Link>,
          })}
        </p>
      </PolicySection>
    </StaticPage>
  );
}
