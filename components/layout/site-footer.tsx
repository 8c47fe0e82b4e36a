import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { getEnv } from "@/lib/env";
import { AnalyticsScripts } from "./analytics-scripts";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { routes } from "@/lib/routes";

/** Each link's label is its message in the "Footer" namespace. */
const QUICK_LINKS = [
  { href: routes.home(), label: "home" },
  { href: routes.search(), label: "browse" },
  { href: routes.inSeason(), label: "inSeason" },
  { href: routes.saved(), label: "saved" },
  { href: routes.submit(), label: "submit" },
  { href: routes.embed(), label: "embed" },
  { href: routes.about(), label: "about" },
] as const;

const SUPPORT_LINKS = [
  { href: routes.privacyPolicy(), label: "privacy" },
  { href: routes.termsOfService(), label: "terms" },
  { href: routes.help(), label: "help" },
] as const;

const linkClass = "footer-link";

export function SiteFooter() {
  const t = useTranslations("Footer");
  const layout = useTranslations("Layout");
  const { CONTACT_EMAIL: email, ANALYTICS_SCRIPT_URL } = getEnv();
  return (
    <footer className="bg-brand-900 text-brand-100 mt-auto">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Logo inverted />
          <p className="max-w-md text-sm leading-relaxed">{t("blurb")}</p>
          <p className="border-brand-700 bg-brand-800/60 max-w-md rounded-lg border p-3 text-xs leading-relaxed">
            {t.rich("disclaimer", {
              strong: (chunks) => <strong className="font-semibold text-white">{chunks}</strong>,
            })}
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer-heading">
            {t("quickLinks")}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="footer-heading">
            {t("support")}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a href={`mailto:${email}`} className={linkClass}>
                {t("contact")}
              </a>
              <span className="text-brand-200 block text-xs">{email}</span>
            </li>
            {SUPPORT_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-brand-200 mt-6 text-xs">{t("follow")}</p>
        </nav>
      </div>
      <div className="border-brand-800 border-t">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 sm:px-6 lg:px-8">
          <p className="text-brand-200 text-xs">{t("copyright", { site: layout("siteName") })}</p>
          <LanguageSwitch className={`${linkClass} text-xs`} />
        </div>
      </div>
      <AnalyticsScripts thirdPartyUrl={ANALYTICS_SCRIPT_URL} />
    </footer>
  );
}
