import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { AppToaster } from "@/components/layout/toaster";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { inter } from "@/lib/fonts";
import { ClientMessages } from "@/i18n/client-messages";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return {
    title: t("title"),
    description: t("description"),
    // Installed on an iPhone's home screen: its name and a full-screen window (the manifest is app/manifest.ts).
    appleWebApp: { capable: true, title: t("appTitle") },
  };
}

/** The messages the shell's client components read (header menu, saved count, 404 and error views). */
const SHELL_CLIENT_MESSAGES = ["Nav", "SavedCount", "NotFound", "PageError"] as const;

export const viewport: Viewport = { themeColor: "#2f6b2a" };

// The shared shell of every route (public pages, /submit, /admin and the 404 page). Pages render
// their content inside <main>; they must not add a second <main>.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IE" className={inter.variable}>
      <body className="flex min-h-screen flex-col bg-stone-50 font-sans text-stone-900 antialiased">
        {/* Not indented, so that the shell's lines stay as they were for merges. */}
        <ClientMessages use={SHELL_CLIENT_MESSAGES}>
        <SkipLink />
        <ScrollToTop />
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
