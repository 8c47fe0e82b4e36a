"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { EmbedSnippet, type EmbedSnippetText } from "@/components/embed/embed-snippet";
import { routes } from "@/lib/routes/paths";

const SNIPPET_KEYS = ["legend", "script", "iframe", "codeLabel", "copy", "copied", "copyByHand"] as const;

/**
 * The snippet that shows the owner's shop, with its live status, on their own website. `site` is
 * the site's canonical origin (SITE_URL), as the /embed page writes it, whatever address this
 * page was opened at.
 */
export function OwnerEmbed({ shop, site }: { shop: { id: string; slug: string | null; name: string }; site: string }) {
  const t = useTranslations("Owner.embed");
  const s = useTranslations("Embed.snippet");
  const text = Object.fromEntries(SNIPPET_KEYS.map((k) => [k, s(k)])) as EmbedSnippetText;
  const key = shop.slug ?? shop.id;
  const lang = useLocale() === "ga-IE" ? "ga" : "en";
  return (
    <section aria-labelledby="owner-embed-title" className="mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="owner-embed-title" className="text-lg font-semibold text-stone-900">
        {t("title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">
        {t("text")}{" "}
        <Link href={routes.embed(key)} className="text-brand-700 underline">
          {t("link")}
        </Link>
      </p>
      <EmbedSnippet site={site} target={{ kind: "shop", slug: key }} look={{ lang }} title={t("frameTitle", { name: shop.name })} text={text} />
    </section>
  );
}
