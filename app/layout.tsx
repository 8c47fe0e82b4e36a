import type { Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const viewport: Viewport = { themeColor: "#2f6b2a" };

// The document itself (<html lang>, the header and footer) is rendered by the layout below this
// one that knows the page's language: app/[locale]/layout.tsx for the public pages, app/admin and
// app/owner's confirmation page (English), app/not-found.tsx for an address of no page (components/layout/site-shell.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
