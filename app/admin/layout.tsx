import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteShell, siteMetadata } from "@/components/layout/site-shell";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminProviders } from "./_components/admin-providers";
import { routes } from "@/lib/routes";
import { ClientMessages } from "@/i18n/client-messages";
import { SHOP_FORM_MESSAGES } from "@/i18n/client-sets";

// The admin area is never indexed; its data is only fetched in the browser,
// after the status call says the visitor is signed in.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), ...pageMetadata({
    title: "Admin – Farm Shops Ireland",
    description:
      "Administration area of Farm Shops Ireland: review farm shop submissions, manage events and Harvest Hub posts, and check map coordinates and SEO addresses.",
    path: routes.admin(),
    noIndex: true,
  }) };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  // The admin area is in English only; the site's shell (components/layout/site-shell.tsx) is its document.
  // Outside app/[locale] the messages are English's: the shop editor and image pickers it shares
  // with /submit (components/forms) read theirs from them; its error view reads PageError.
  return (
    <SiteShell locale="en-IE">
    <ClientMessages use={[...SHOP_FORM_MESSAGES, "PageError"]}>
    <AdminProviders>
      <div className="min-h-[70vh] bg-stone-50">{children}</div>
    </AdminProviders>
    </ClientMessages>
    </SiteShell>
  );
}
