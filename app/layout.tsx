import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { inter } from "@/lib/fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: "Farm Shops Ireland – Find and discover Local Farm Shops Across Ireland",
  description: "A free directory of farm shops across all 32 counties of Ireland.",
};

export const viewport: Viewport = { themeColor: "#2f6b2a" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IE" className={inter.variable}>
      <body className="min-h-screen bg-white font-sans text-stone-900 antialiased">{children}</body>
    </html>
  );
}
