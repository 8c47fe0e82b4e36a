import "server-only";
import { routes } from "@/lib/routes";
import type { ShopHoursFields } from "@/lib/hours/shop-rules";
import { directionsHref, hasDirections, type DirectionsShop } from "@/lib/shops/directions";
import { farmShopCount } from "@/lib/shops/present";
import { SITE_NAME } from "@/lib/seo/metadata";
import type { EmbedLayout, EmbedTheme } from "@/lib/validation/embed";
import { esc, outLink, widgetDocument } from "./document";
import { widgetStatus, type WidgetStatus } from "./status";

/**
 * The two widgets' HTML, rendered at the instant `now` (the request's): the status is the one of
 * that moment, with or without JavaScript. Links are relative: the frame's document is on this
 * site, so they lead to it, in a new tab.
 */

type Keyed = { id: string; slug: string | null; name: string };
export type WidgetShop = Keyed & ShopHoursFields & DirectionsShop & { town: string };

function statusBadge(status: WidgetStatus): string {
  const state = status.open ? "open" : "closed";
  return `<span class="st ${state}" data-status="${state}">${esc(status.text)}</span>`;
}

function directions(shop: WidgetShop, className: string): string {
  if (!hasDirections(shop)) return "";
  // The web map's address; the widget's script swaps in the visitor's own maps app.
  const data = ` data-android="${esc(directionsHref(shop, "android"))}" data-ios="${esc(directionsHref(shop, "ios"))}"`;
  return outLink(directionsHref(shop, "web"), "Get Directions", className, data);
}

export function shopWidget(shop: WidgetShop, { theme, layout, now }: { theme: EmbedTheme; layout: EmbedLayout; now: Date }): string {
  const status = widgetStatus(shop, now);
  const body = [
    `<h1>${esc(shop.name)}</h1>`,
    `<p class="town m">${esc(shop.town)}, County ${esc(shop.county)}</p>`,
    `<p>${statusBadge(status)}</p>`,
    status.today === null ? "" : `<p class="today m">Today: ${esc(status.today)}</p>`,
    status.reason ? `<p class="m">${esc(status.reason)}</p>` : "",
    `<p class="acts">${directions(shop, "btn pri")}${outLink(routes.shop(shop), `See it on ${SITE_NAME}`, "btn sec")}</p>`,
  ].join("");
  return widgetDocument({ title: `${shop.name}: opening hours · ${SITE_NAME}`, theme, layout, body });
}

export type CountyWidgetShop = Keyed & ShopHoursFields & { town: string };

export function countyWidget(
  county: { name: string; slug: string },
  { shops, total }: { shops: CountyWidgetShop[]; total: number },
  { theme, products, now }: { theme: EmbedTheme; products: string[]; now: Date },
): string {
  const selling = products.length ? ` selling ${products.join(", ")}` : "";
  const items = shops.map(
    (shop) =>
      `<li>${outLink(routes.shop(shop), shop.name, "")}<br><span class="m">${esc(shop.town)}</span><br>${statusBadge(widgetStatus(shop, now))}</li>`,
  );
  const list = items.length ? `<ul>${items.join("")}</ul>` : `<p class="town m">No farm shops${esc(selling)} listed in County ${esc(county.name)} yet.</p>`;
  const body = [
    `<h1>Farm shops in County ${esc(county.name)}${esc(selling)}</h1>`,
    total > shops.length ? `<p class="m">The first ${shops.length} of ${farmShopCount(total)}, by name</p>` : "",
    list,
    `<p>${outLink(routes.county(county.slug), `All farm shops in County ${county.name} on ${SITE_NAME}`, "btn sec")}</p>`,
  ].join("");
  return widgetDocument({ title: `Farm shops in County ${county.name} · ${SITE_NAME}`, theme, layout: "list", body });
}

/** The page a frame shows for an unknown shop or county, bad options or an outage. */
export function problemWidget({ title, text, theme }: { title: string; text: string; theme: EmbedTheme }): string {
  const body = `<h1>${esc(title)}</h1><p class="town m">${esc(text)}</p><p>${outLink(routes.home(), `Find farm shops on ${SITE_NAME}`, "btn sec")}</p>`;
  return widgetDocument({ title: `${title} · ${SITE_NAME}`, theme, layout: "card", body });
}
