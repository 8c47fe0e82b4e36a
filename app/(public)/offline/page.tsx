import type { Metadata } from "next";
import { OfflineShops } from "@/components/pwa/offline-shops";
import { SITE_TAGLINE } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  title: { absolute: `You're offline – ${SITE_TAGLINE}` },
  description: "No signal: the shop pages saved on this phone are listed here.",
  robots: { index: false, follow: false },
};

// The same for everyone: prerendered by the build and precached by the service worker, which
// shows it for any page it cannot fetch. The list of kept pages is read in the browser.
export const revalidate = 86400;

export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-20">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">You&apos;re offline</h1>
      <p className="mt-4 text-lg text-stone-600">
        There&apos;s no signal just now, and this page isn&apos;t saved on your phone. These shop pages
        are, with their opening hours worked out on your phone:
      </p>
      <OfflineShops />
    </div>
  );
}
