import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { FragmentHistory } from "@/components/layout/fragment-history";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { AppToaster } from "@/components/layout/toaster";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { inter } from "@/lib/fonts";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/config";

/** The site's metadata defaults, in the page's language (every root layout's). */
export async function siteMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    title: t("title"),
    description: t("description"),
    // Installed on an iPhone's home screen: its name and a full-screen window (the manifest is app/manifest.ts).
    appleWebApp: { capable: true, title: t("appTitle") },
  };
}

/** The messages the shell's client components read (header menu, saved count, 404 and error views, toasts). */
const SHELL_CLIENT_MESSAGES = ["Nav", "SavedCount", "NotFound", "PageError", "Toaster"] as const;

/** The value of `<html lang>` for each language: Irish is written plain "ga" (the choice). */
export const HTML_LANG: Record<Locale, string> = { "en-IE": "en-IE", "ga-IE": "ga" };

/**
 * The shared shell of every page (public pages in both languages, /admin, /owner and the 404
 * page): the document, header and footer. Pages render their content inside <main>; they must not
 * add a second <main>. The root layouts (app/[locale]/layout.tsx, app/admin, app/owner) and the
 * root 404 (app/not-found.tsx) render it.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={HTML_LANG[locale]} className={inter.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans text-stone-900 antialiased">
        {/* Not indented, so that the shell's lines stay as they were for merges. */}
        <ClientMessages use={SHELL_CLIENT_MESSAGES}>
          <SkipLink />
          <ScrollToTop />
          <FragmentHistory />
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <AppToaster />
          <ServiceWorker />
        </ClientMessages>
      </body>
    </html>
  );
}
