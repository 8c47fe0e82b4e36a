import Link from "next/link";
import { getEnv } from "@/lib/env";
import { SITE_NAME } from "@/lib/seo/metadata";
import { AnalyticsScripts } from "./analytics-scripts";
import { Logo } from "./logo";
import { routes } from "@/lib/routes";

const QUICK_LINKS = [
  { href: routes.home(), label: "Home" },
  { href: routes.search(), label: "Browse Shops" },
  { href: routes.inSeason(), label: "What's in Season" },
  { href: routes.saved(), label: "Saved Shops" },
  { href: routes.submit(), label: "List Your Shop" },
  { href: routes.about(), label: "About Us" },
];

const SUPPORT_LINKS = [
  { href: routes.privacyPolicy(), label: "Privacy Policy" },
  { href: routes.termsOfService(), label: "Terms of Service" },
  { href: routes.help(), label: "Help Center" },
];

const linkClass = "footer-link";

export function SiteFooter() {
  const { CONTACT_EMAIL: email, ANALYTICS_SCRIPT_URL } = getEnv();
  return (
    <footer className="bg-brand-900 text-brand-100 mt-auto">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Logo inverted />
          <p className="max-w-md text-sm leading-relaxed">
            A free directory of farm shops, honesty boxes and farmers&apos; market stalls across all
            32 counties of Ireland. Buy direct, eat seasonal and support the people who grow your
            food.
          </p>
          <p className="border-brand-700 bg-brand-800/60 max-w-md rounded-lg border p-3 text-xs leading-relaxed">
            <strong className="font-semibold text-white">Disclaimer:</strong> listings are for
            information only. Please check directly with each shop for opening times, products and
            services before you visit.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="footer-heading"
          >
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2
            id="footer-support"
            className="footer-heading"
          >
            Support
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a href={`mailto:${email}`} className={linkClass}>
                Contact
              </a>
              <span className="text-brand-200 block text-xs">{email}</span>
            </li>
            {SUPPORT_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-brand-200 mt-6 text-xs">Follow us: social media coming soon.</p>
        </nav>
      </div>
      <div className="border-brand-800 border-t">
        <p className="text-brand-200 mx-auto max-w-7xl px-4 py-5 text-xs sm:px-6 lg:px-8">
          © 2024 {SITE_NAME}. All rights reserved.
        </p>
      </div>
      <AnalyticsScripts thirdPartyUrl={ANALYTICS_SCRIPT_URL} />
    </footer>
  );
}
