import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdminProviders } from "./_components/admin-providers";
import { routes } from "@/lib/routes";

// The admin area is never indexed; its data is only fetched in the browser,
// after the status call says the visitor is signed in.
export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Admin – Farm Shops Ireland",
    description:
      "Administration area of Farm Shops Ireland: review farm shop submissions, manage events and Harvest Hub posts, and check map coordinates and SEO addresses.",
    path: routes.admin(),
    noIndex: true,
  });
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  return (
    <AdminProviders>
      <div className="min-h-[70vh] bg-stone-50">{children}</div>
    </AdminProviders>
  );
}
