"use client";

import { useAfterHydration } from "@/components/ui/after-hydration";
import { Icon } from "@/components/ui/icon";
import { useTranslations } from "next-intl";
import { directionsHref, hasDirections, mapsPlatform, type DirectionsShop, type MapsPlatform } from "@/lib/shops/directions";

const browserPlatform = (): MapsPlatform =>
  mapsPlatform(navigator.userAgent, { touch: navigator.maxTouchPoints > 1 });

/**
 * A plain link to the shop in the visitor's maps app. Cached pages are the same for every visitor,
 * so the server renders the web map link and the browser swaps in its own platform's address
 * (geo: on Android, Apple Maps on iPhone and iPad) once it has hydrated (useAfterHydration).
 * Nothing for online-only shops.
 */
export function DirectionsLink({
  shop,
  className,
  label,
}: {
  shop: DirectionsShop;
  className?: string;
  label?: string;
}) {
  const t = useTranslations("Map");
  const settled = useAfterHydration();
  const platform = settled ? browserPlatform() : "web";
  if (!hasDirections(shop)) return null;
  const href = directionsHref(shop, platform);
  const external = href.startsWith("https:");
  return (
    <a
      href={href}
      className={className}
      data-directions={platform}
      data-a="directions"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      <Icon name="navigation" className="size-4" />
      {label ?? t("directions")}
      {external && <span className="sr-only"> {t("newTab")}</span>}
    </a>
  );
}
