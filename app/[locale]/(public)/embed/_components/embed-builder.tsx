"use client";

import { useState } from "react";
import { EmbedSnippet } from "@/components/embed/embed-snippet";
import { widgetPath, widgetSize, type EmbedTarget } from "@/lib/embed/snippet";
import type { EmbedLayout, EmbedTheme } from "@/lib/validation/embed";

type Props = {
  site: string;
  shop: { slug: string; name: string } | null;
  counties: { slug: string; name: string }[];
  products: readonly string[];
  initialCounty: string;
};

const field = "rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900";

/** The widget chooser: what to show, its theme and layout, a live preview and the snippet. */
export function EmbedBuilder({ site, shop, counties, products, initialCounty }: Props) {
  const [kind, setKind] = useState<"shop" | "county">(shop ? "shop" : "county");
  const [county, setCounty] = useState(initialCounty);
  const [product, setProduct] = useState("");
  const [theme, setTheme] = useState<EmbedTheme>("light");
  const [layout, setLayout] = useState<EmbedLayout>("card");
  const countyName = counties.find((c) => c.slug === county)?.name ?? county;

  const target: EmbedTarget =
    kind === "shop" && shop ? { kind: "shop", slug: shop.slug } : { kind: "county", county, products: product ? [product] : [] };
  const look = { theme, layout };
  const title = target.kind === "shop" ? `${shop?.name ?? "Farm shop"}: opening hours` : `Farm shops in County ${countyName}`;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-5">
        {shop && (
          <fieldset className="space-y-2 text-sm">
            <legend className="mb-1 font-semibold text-stone-900">Show</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="embed-kind" checked={kind === "shop"} onChange={() => setKind("shop")} />
              {shop.name}: its live opening status
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="embed-kind" checked={kind === "county"} onChange={() => setKind("county")} />
              The farm shops of a county
            </label>
          </fieldset>
        )}
        {kind === "county" && (
          <div className="flex flex-wrap gap-4">
            <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
              County
              <select className={field} value={county} onChange={(e) => setCounty(e.target.value)}>
                {counties.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
              Only shops selling
              <select className={field} value={product} onChange={(e) => setProduct(e.target.value)}>
                <option value="">Anything</option>
                {products.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div className="flex flex-wrap gap-8">
          <fieldset className="space-y-1 text-sm">
            <legend className="mb-1 font-semibold text-stone-900">Theme</legend>
            {(["light", "dark"] as const).map((t) => (
              <label key={t} className="flex items-center gap-2">
                <input type="radio" name="embed-theme" value={t} checked={theme === t} onChange={() => setTheme(t)} />
                {t === "light" ? "Light" : "Dark"}
              </label>
            ))}
          </fieldset>
          {kind === "shop" && (
            <fieldset className="space-y-1 text-sm">
              <legend className="mb-1 font-semibold text-stone-900">Layout</legend>
              {(["card", "badge"] as const).map((l) => (
                <label key={l} className="flex items-center gap-2">
                  <input type="radio" name="embed-layout" value={l} checked={layout === l} onChange={() => setLayout(l)} />
                  {l === "card" ? "Card" : "Badge (compact)"}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <EmbedSnippet site={site} target={target} look={look} title={title} />
      </div>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-stone-900">Preview</h2>
        <div className={`rounded-2xl p-4 ring-1 ring-stone-200 ${theme === "dark" ? "bg-stone-800" : "bg-white"}`}>
          <iframe
            key={widgetPath(target, look)}
            src={widgetPath(target, look)}
            title={`Preview: ${title}`}
            className="block w-full border-0"
            style={{ maxWidth: 600, height: widgetSize(target, look).height }}
          />
        </div>
      </div>
    </div>
  );
}
