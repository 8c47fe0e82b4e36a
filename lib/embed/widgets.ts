import "server-only";
import { routes } from "@/lib/routes";
import type { ShopHoursFields } from "@/lib/hours/shop-rules";
import { directionsHref, hasDirections, type DirectionsShop } from "@/lib/shops/directions";
import { formatCount } from "@/lib/format";
import type { EmbedLayout, EmbedTheme } from "@/lib/validation/embed";
import { esc, outLink, widgetDocument } from "./document";
import { widgetRefreshSeconds, widgetStatus, type WidgetStatus } from "./status";
import { widgetWords, type WidgetWords } from "./words";

/**
 * The two widgets' HTML, rendered at the instant `now` (the request's): the status is the one of
 * that moment, with or without JavaScript. Links are relative: the frame's document is on this
 * site, so they lead to it, in a new tab. `words`: the widget's language (English unless given).
 */

type Keyed = { id: string; slug: string | null; name: string };
export type WidgetShop = Keyed & ShopHoursFields & DirectionsShop & { town: string };

function statusBadge(status: WidgetStatus): string {
  const state = status.open ? "open" : "closed";
  return `<span class="st ${state}" data-status="${state}">${esc(status.text)}</span>`;
}

function directions(shop: WidgetShop, className: string, words: WidgetWords): string {
  if (!hasDirections(shop)) return "";
  // The web map's address; the widget's script swaps in the visitor's own maps app.
  const data = ` data-android="${esc(directionsHref(shop, "android"))}" data-ios="${esc(directionsHref(shop, "ios"))}"`;
  return outLink(directionsHref(shop, "web"), words.t("directions"), className, words, data);
}

export function shopWidget(
  shop: WidgetShop,
  { theme, layout, now, words = widgetWords() }: { theme: EmbedTheme; layout: EmbedLayout; now: Date; words?: WidgetWords },
): string {
  const { t } = words;
  const status = widgetStatus(shop, now, words.status);
  const body = [
    `<h1>${esc(shop.name)}</h1>`,
    `<p class="town m">${esc(t("place", { town: shop.town, county: words.countyOf(shop.county) }))}</p>`,
    `<p>${statusBadge(status)}</p>`,
    status.today === null ? "" : `<p class="today m">${esc(t("today", { hours: status.today }))}</p>`,
    status.reason ? `<p class="m">${esc(status.reason)}</p>` : "",
    `<p class="acts">${directions(shop, "btn pri", words)}${outLink(words.href(routes.shop(shop)), t("seeIt", { site: words.site }), "btn sec", words)}</p>`,
  ].join("");
  return widgetDocument({ title: `${t("title", { name: shop.name })} · ${words.site}`, theme, layout, body, lang: words.htmlLang, refresh: widgetRefreshSeconds([status], now) });
}

export type CountyWidgetShop = Keyed & ShopHoursFields & { town: string };

export function countyWidget(
  county: { name: string; slug: string },
  { shops, total }: { shops: CountyWidgetShop[]; total: number },
  { theme, products, now, words = widgetWords() }: { theme: EmbedTheme; products: string[]; now: Date; words?: WidgetWords },
): string {
  const { t } = words;
  const of = words.countyOf(county.name);
  const selling = { filtered: products.length ? "yes" : "no", products: words.products(products) };
  const statuses = shops.map((shop) => widgetStatus(shop, now, words.status));
  const items = shops.map(
    (shop, i) =>
      `<li>${outLink(words.href(routes.shop(shop)), shop.name, "", words)}<br><span class="m">${esc(shop.town)}</span><br>${statusBadge(statuses[i]!)}</li>`,
  );
  const list = items.length ? `<ul>${items.join("")}</ul>` : `<p class="town m">${esc(t("countyNone", { county: of, ...selling }))}</p>`;
  const body = [
    `<h1>${esc(t("countyHeading", { county: of, ...selling }))}</h1>`,
    total > shops.length ? `<p class="m">${esc(t("firstOf", { shown: String(shops.length), count: total, n: formatCount(total) }))}</p>` : "",
    list,
    `<p>${outLink(words.href(routes.county(county.slug)), t("countyLink", { county: of, site: words.site }), "btn sec", words)}</p>`,
  ].join("");
  return widgetDocument({
    title: `${t("countyTitle", { county: of })} · ${words.site}`,
    theme,
    layout: "list",
    body,
    lang: words.htmlLang,
    refresh: widgetRefreshSeconds(statuses, now),
  });
}

/** What a problem widget says: its heading and text, by their "Widget" message keys. */
export type WidgetProblem = "shopNotFound" | "countyNotFound" | "unavailable" | { title: "badAddress"; text: string };

/** The page a frame shows for an unknown shop or county, bad options or an outage. */
export function problemWidget(problem: WidgetProblem, { theme, words = widgetWords() }: { theme: EmbedTheme; words?: WidgetWords }): string {
  const { t } = words;
  const [title, text] =
    typeof problem === "string" ? [t(problem), t(`${problem}Text`, { site: words.site })] : [t(problem.title), problem.text];
  const body = `<h1>${esc(title)}</h1><p class="town m">${esc(text)}</p><p>${outLink(words.href(routes.home()), t("findShops", { site: words.site }), "btn sec", words)}</p>`;
  return widgetDocument({ title: `${title} · ${words.site}`, theme, layout: "card", body, lang: words.htmlLang });
}
