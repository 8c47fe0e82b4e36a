/**
 * The addresses of the widgets and the snippets that put them on another site: the help page
 * (/embed), the owner's edit page and the oEmbed answer all build them here. Pure and client-safe.
 */
import type { EmbedLang, EmbedLayout, EmbedTheme } from "@/lib/validation/embed";

export type EmbedTarget = { kind: "shop"; slug: string } | { kind: "county"; county: string; products?: readonly string[] };
export type EmbedLook = { theme?: EmbedTheme; layout?: EmbedLayout; lang?: EmbedLang };

/**
 * The frame's size when the page cannot measure the widget (a plain iframe, oEmbed): room for the
 * widget at its narrowest (240 px), where its lines wrap most. Measured over the demo's 111 shops
 * at 240 px: a badge up to 272 px tall, a card up to 350 (a long status such as "Closed for the
 * season · opens Tuesday 1 June at 09:30" takes three lines). The county list scrolls inside its
 * frame. The embed script sets the real height.
 */
export const WIDGET_SIZES = {
  card: { width: 380, height: 380 },
  badge: { width: 380, height: 310 },
  county: { width: 420, height: 640 },
} as const;

export function widgetSize(target: EmbedTarget, look: EmbedLook = {}): { width: number; height: number } {
  return target.kind === "county" ? WIDGET_SIZES.county : WIDGET_SIZES[look.layout ?? "card"];
}

/** The widget's address on this site: only the options that differ from the defaults. */
export function widgetPath(target: EmbedTarget, look: EmbedLook = {}): string {
  const params = new URLSearchParams();
  if (look.theme && look.theme !== "light") params.set("theme", look.theme);
  if (target.kind === "shop" && look.layout && look.layout !== "card") params.set("layout", look.layout);
  if (look.lang && look.lang !== "en") params.set("lang", look.lang);
  if (target.kind === "county") for (const p of target.products ?? []) params.append("products", p);
  const path = target.kind === "shop" ? `/embed/shop/${encodeURIComponent(target.slug)}` : `/embed/county/${encodeURIComponent(target.county)}`;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `site` is the site's origin ("https://farmshops.ie"), `title` names the frame for screen readers. */
export function iframeSnippet(site: string, target: EmbedTarget, look: EmbedLook, title: string, size = widgetSize(target, look)): string {
  const { width, height } = size;
  return `<iframe src="${attr(`${site}${widgetPath(target, look)}`)}" title="${attr(title)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/**
 * The embed script's form: a div the script turns into the frame, with its height set from the
 * widget. `title` names the frame (data-title), as in the iframe form: without it public/embed.js
 * would fall back to a generic name that does not say which shop.
 */
export function scriptSnippet(site: string, target: EmbedTarget, look: EmbedLook, title: string): string {
  const attrs =
    target.kind === "shop" ? [`data-farm-shop="${attr(target.slug)}"`] : [`data-farm-shop-county="${attr(target.county)}"`];
  if (look.theme && look.theme !== "light") attrs.push(`data-theme="${look.theme}"`);
  if (target.kind === "shop" && look.layout && look.layout !== "card") attrs.push(`data-layout="${look.layout}"`);
  if (look.lang && look.lang !== "en") attrs.push(`data-lang="${look.lang}"`);
  if (target.kind === "county" && target.products?.length) attrs.push(`data-products="${attr(target.products.join(","))}"`);
  attrs.push(`data-title="${attr(title)}"`);
  return `<div ${attrs.join(" ")}></div>\n<script src="${attr(`${site}/embed.js`)}" async></script>`;
}
