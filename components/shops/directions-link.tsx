"use client";

import { useAfterHydration } from "@/components/ui/after-hydration";
import { Icon } from "@/components/ui/icon";
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
  label = "Directions",
}: {
  shop: DirectionsShop;
  className?: string;
  label?: string;
}) {
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
      {label}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
