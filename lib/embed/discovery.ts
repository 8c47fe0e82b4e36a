import type { Metadata } from "next";
import type { Locale } from "@/i18n/config";
import { localePath } from "@/lib/routes/locale";
import { siteUrl } from "@/lib/seo/metadata";

/**
 * oEmbed discovery: `<link rel="alternate" type="application/json+oembed" href="/api/oembed?url=…">`
 * on a shop or county page, so that an editor which supports oEmbed (WordPress among them) turns
 * the pasted address into the widget. `path` is the page's English address: an Irish page names its
 * own ("/ga/shop/…"), whose widget is in Irish.
 */
export function withOembed(meta: Metadata, path: string, title: string, locale: Locale): Metadata {
  const href = siteUrl(`/api/oembed?url=${encodeURIComponent(siteUrl(localePath(locale, path)))}&format=json`);
  return { ...meta, alternates: { ...meta.alternates, types: { "application/json+oembed": [{ url: href, title }] } } };
}
