import "server-only";
import { findCountyBySlug } from "@/lib/counties";
import { getEnv } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { splitLocale } from "@/lib/routes/locale";
import { matchPattern, ROUTES } from "@/lib/routes/table";
import { getPublicShop } from "@/lib/shops/cached";
import { iframeSnippet, widgetSize, type EmbedTarget } from "./snippet";
import { decodeSegment } from "./respond";
import { widgetWords, type WidgetWords } from "./words";

/** What a consumer may keep an answer for (seconds): the widget itself shows the live status. */
const CACHE_AGE = 3600;

export type OembedAnswer = {
  version: "1.0";
  type: "rich";
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
};

/**
 * The site's addresses an oEmbed url may be on: the configured one (SITE_URL) and the one the
 * request came to (a test server, a preview host). Either scheme: editors often drop or add the s.
 */
function isOurs(url: URL, host: string | null): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  return url.host === new URL(getEnv().SITE_URL).host || url.host === host;
}

/**
 * What a shop or county page address shows, or a 404 for any other address; an Irish page
 * ("/ga/shop/…") is embedded as the Irish widget.
 */
async function targetOf(address: string, host: string | null): Promise<{ target: EmbedTarget; title: string; words: WidgetWords }> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw notFound("Page", "url is not a shop or county page of this site");
  }
  if (!isOurs(url, host)) throw notFound("Page", "url is not a shop or county page of this site");
  const { locale, path } = splitLocale(url.pathname);
  const words = widgetWords(locale === "ga-IE" ? "ga" : "en");
  const shopKey = matchPattern(ROUTES.shop.path, path)?.id;
  if (shopKey) {
    const shop = await getPublicShop(decodeSegment(shopKey));
    if (!shop) throw notFound("Farm shop");
    return { target: { kind: "shop", slug: shop.slug ?? shop.id }, title: `${shop.name}, ${shop.town}`, words };
  }
  const countyKey = matchPattern(ROUTES.county.path, path)?.county;
  const county = countyKey ? findCountyBySlug(countyKey) : undefined;
  if (county) return { target: { kind: "county", county: county.slug }, title: words.t("countyTitle", { county: words.countyOf(county.name) }), words };
  throw notFound("Page", "url is not a shop or county page of this site");
}

/** The rich oEmbed answer for a shop or county page: the widget's iframe, within maxwidth × maxheight. */
export async function oembedFor({ url, maxwidth, maxheight }: { url: string; maxwidth?: number; maxheight?: number }, host: string | null): Promise<OembedAnswer> {
  const { target, title, words } = await targetOf(url, host);
  const size = widgetSize(target);
  const width = Math.min(size.width, maxwidth ?? size.width);
  const height = Math.min(size.height, maxheight ?? size.height);
  const site = new URL(getEnv().SITE_URL).origin;
  const html = iframeSnippet(site, target, { lang: words.lang }, `${title} · ${words.site}`, { width, height });
  const provider = `${site}${words.href("/")}`;
  return { version: "1.0", type: "rich", title, provider_name: words.site, provider_url: provider, html, width, height, cache_age: CACHE_AGE };
}
