import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { siteMetadata } from "@/components/layout/site-shell";
import { ClientMessages } from "@/i18n/client-messages";
import { SHOP_FORM_MESSAGES } from "@/i18n/client-sets";
import { type LocaleParams, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Owner.meta");
  return { ...(await siteMetadata()), title: t("title"), robots: { index: false, follow: false } };
}

/**
 * The owner's page in either language: /owner (where the mailed link lands) and /ga/owner (the
 * language switch). The site's shell is app/[locale]/layout.tsx's; the sign-in and confirmation
 * addresses stay English under app/owner.
 */
export default async function OwnerLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setPageLocale((await params).locale);
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  return (
    <ClientMessages use={[...SHOP_FORM_MESSAGES, "Owner", "Embed.snippet", "PageError"]}>
      <div className="min-h-[70vh] bg-stone-50">{children}</div>
    </ClientMessages>
  );
}
