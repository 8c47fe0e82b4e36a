"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";

/** Pages that are not the public site: the admin, the owner's pages and the embedded widgets. */
const NOT_PUBLIC = /^(\/ga)?\/(admin|owner|embed)(\/|$)/;

/**
 * The visitor-count script (public/a.js, first-party, no cookie) and, when the operator set
 * ANALYTICS_SCRIPT_URL, their own third-party one. Both are added by Next.js's loader after the
 * page has loaded, which the Content-Security-Policy allows on cached pages ('self', and that
 * origin) and on per-request pages alike ('strict-dynamic': the loader carries the nonce).
 */
export function AnalyticsScripts({ thirdPartyUrl }: { thirdPartyUrl?: string }) {
  const pathname = usePathname();
  if (NOT_PUBLIC.test(pathname)) return null;
  return (
    <>
      <Script src="/a.js" strategy="lazyOnload" />
      {thirdPartyUrl && <Script src={thirdPartyUrl} strategy="lazyOnload" />}
    </>
  );
}
