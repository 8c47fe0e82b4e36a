import type { Metadata } from "next";
import { siteUrl } from "@/lib/seo/metadata";

/**
 * oEmbed discovery: `<link rel="alternate" type="application/json+oembed" href="/api/oembed?url=…">`
 * on a shop or county page, so that an editor which supports oEmbed (WordPress among them) turns
 * the pasted address into the widget.
 */
export function withOembed(meta: Metadata, path: string, title: string): Metadata {
  const href = siteUrl(`/api/oembed?url=${encodeURIComponent(siteUrl(path))}&format=json`);
  return { ...meta, alternates: { ...meta.alternates, types: { "application/json+oembed": [{ url: href, title }] } } };
}
