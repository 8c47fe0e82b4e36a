import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Update your listing | Farm Shops Ireland", robots: { index: false, follow: false } };

export default async function OwnerLayout({ children }: { children: ReactNode }) {
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  return <div className="min-h-[70vh] bg-stone-50">{children}</div>;
}
