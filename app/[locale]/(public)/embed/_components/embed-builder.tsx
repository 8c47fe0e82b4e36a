"use client";

import { useState } from "react";
import { EmbedSnippet, type EmbedSnippetText } from "@/components/embed/embed-snippet";
import { widgetPath, widgetSize, type EmbedTarget } from "@/lib/embed/snippet";
import type { EmbedLang, EmbedLayout, EmbedTheme } from "@/lib/validation/embed";
import { LANGUAGE_NAMES, type Locale } from "@/i18n/config";

const LOCALE_OF_LANG: Record<EmbedLang, Locale> = { en: "en-IE", ga: "ga-IE" };

/**
 * The chooser's words in the page's language (messages "Embed.builder" and "Embed.snippet", read
 * by the page). shopStatus holds "{name}", previewTitle "{title}", replaced here. `frame`: the
 * frame's name in each widget language (shop holds "{name}", county "{county}"), as the farm's
 * site will say it.
 */
export type EmbedBuilderText = Record<
  | "show"
  | "countyShops"
  | "county"
  | "product"
  | "anything"
  | "theme"
  | "light"
  | "dark"
  | "layout"
  | "card"
  | "badge"
  | "preview"
  | "farmShop"
  | "language",
  string
> &
  Record<"shopStatus" | "previewTitle", string> & { frame: Record<EmbedLang, { shop: string; county: string }>; snippet: EmbedSnippetText };

type Props = {
  site: string;
  shop: { slug: string; name: string } | null;
  /** The counties with their names in the page's language, and as "County …" writes them in each widget language (`of`: the genitive in Irish). */
  counties: { slug: string; name: string; of: Record<EmbedLang, string> }[];
  /** The product categories: the catalogue's value (the widget's filter) and its name in the page's language. */
  products: readonly { value: string; label: string }[];
  initialCounty: string;
  /** The widget's language to start with: the page's. */
  initialLang: EmbedLang;
  text: EmbedBuilderText;
};

// A replacer function: a name holding "$&" or "$'" is written as it is, not read as a pattern.
const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, () => value);

const field = "rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900";

/** The widget chooser: what to show, its language, theme and layout, a live preview and the snippet. */
export function EmbedBuilder({ site, shop, counties, products, initialCounty, initialLang, text }: Props) {
  const [kind, setKind] = useState<"shop" | "county">(shop ? "shop" : "county");
  const [county, setCounty] = useState(initialCounty);
  const [product, setProduct] = useState("");
  const [theme, setTheme] = useState<EmbedTheme>("light");
  const [layout, setLayout] = useState<EmbedLayout>("card");
  const [lang, setLang] = useState<EmbedLang>(initialLang);
  const countyOfName = counties.find((c) => c.slug === county)?.of[lang] ?? county;

  const target: EmbedTarget =
    kind === "shop" && shop ? { kind: "shop", slug: shop.slug } : { kind: "county", county, products: product ? [product] : [] };
  const look = { theme, layout, lang };
  const title = target.kind === "shop" ? fill(text.frame[lang].shop, "name", shop?.name ?? text.farmShop) : fill(text.frame[lang].county, "county", countyOfName);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        {shop && (
          <fieldset className="space-y-2 text-sm">
            <legend className="mb-1 font-semibold text-stone-900">{text.show}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="embed-kind" checked={kind === "shop"} onChange={() => setKind("shop")} />
              {fill(text.shopStatus, "name", shop.name)}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="embed-kind" checked={kind === "county"} onChange={() => setKind("county")} />
              {text.countyShops}
            </label>
          </fieldset>
        )}
        {kind === "county" && (
          <div className="flex flex-wrap gap-4">
            <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
              {text.county}
              <select className={field} value={county} onChange={(e) => setCounty(e.target.value)}>
                {counties.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
              {text.product}
              <select className={field} value={product} onChange={(e) => setProduct(e.target.value)}>
                <option value="">{text.anything}</option>
                {products.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div className="flex flex-wrap gap-8">
          <fieldset className="space-y-1 text-sm">
            <legend className="mb-1 font-semibold text-stone-900">{text.language}</legend>
            {(["en", "ga"] as const).map((l) => (
              <label key={l} className="flex items-center gap-2">
                <input type="radio" name="embed-lang" value={l} checked={lang === l} onChange={() => setLang(l)} />
                {/* Each language by its own name, as the site's language switch writes it. */}
                <span lang={LANGUAGE_NAMES[LOCALE_OF_LANG[l]].lang}>{LANGUAGE_NAMES[LOCALE_OF_LANG[l]].name}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-1 text-sm">
            <legend className="mb-1 font-semibold text-stone-900">{text.theme}</legend>
            {(["light", "dark"] as const).map((t) => (
              <label key={t} className="flex items-center gap-2">
                <input type="radio" name="embed-theme" value={t} checked={theme === t} onChange={() => setTheme(t)} />
                {t === "light" ? text.light : text.dark}
              </label>
            ))}
          </fieldset>
          {kind === "shop" && (
            <fieldset className="space-y-1 text-sm">
              <legend className="mb-1 font-semibold text-stone-900">{text.layout}</legend>
              {(["card", "badge"] as const).map((l) => (
                <label key={l} className="flex items-center gap-2">
                  <input type="radio" name="embed-layout" value={l} checked={layout === l} onChange={() => setLayout(l)} />
                  {l === "card" ? text.card : text.badge}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <EmbedSnippet site={site} target={target} look={look} title={title} text={text.snippet} />
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-stone-900">{text.preview}</h2>
        <div className={`rounded-2xl p-4 ring-1 ring-stone-200 ${theme === "dark" ? "bg-stone-800" : "bg-white"}`}>
          <iframe
            key={widgetPath(target, look)}
            src={widgetPath(target, look)}
            title={fill(text.previewTitle, "title", title)}
            className="block w-full border-0"
            style={{ maxWidth: 600, height: widgetSize(target, look).height }}
          />
        </div>
      </div>
    </div>
  );
}
