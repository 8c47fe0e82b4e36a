import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteShell, siteMetadata } from "@/components/layout/site-shell";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), title: "Update your listing | Farm Shops Ireland", robots: { index: false, follow: false } };
}

export default async function OwnerLayout({ children }: { children: ReactNode }) {
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  // The confirmation page after the reminder's one-click link, in English; the owner's own page,
  // in both languages, is app/[locale]/owner. The site's shell is its document.
  return (
    <SiteShell locale="en-IE">
      <div className="min-h-[70vh] bg-stone-50">{children}</div>
    </SiteShell>
  );
}
