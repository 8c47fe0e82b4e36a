import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { PRODUCT_CATEGORIES } from "@/lib/catalog";
import { COUNTIES, findCountyBySlug } from "@/lib/counties";
import { getEnv } from "@/lib/env";
import { routes } from "@/lib/routes";
import { pageMetadata, SITE_NAMES, siteName } from "@/lib/seo/metadata";
import { getPublicShop } from "@/lib/shops/cached";
import { EmbedBuilder, type EmbedBuilderText } from "./_components/embed-builder";
import { getTranslations } from "next-intl/server";
import { widgetWords, type WidgetWords } from "@/lib/embed/words";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";
import type { EmbedLang } from "@/lib/validation/embed";

type Props = { searchParams: Promise<{ shop?: string | string[]; county?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  const t = await getTranslations("Embed.meta");
  return pageMetadata({
    locale: pageLocale(),
    title: `${t("title")} | ${await siteName()}`,
    description: t("description"),
    path: routes.embed(),
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/**
 * Where to paste the snippet, per site builder: "Embed.steps.<key>.step1…". The builders' names
 * are their brands, the same in every language; the last one is "Embed.steps.other.name".
 */
const STEPS = [
  { key: "wix", name: "Wix", steps: ["step1", "step2", "step3"] },
  { key: "wordpress", name: "WordPress", steps: ["step1", "step2", "step3"] },
  { key: "squarespace", name: "Squarespace", steps: ["step1", "step2", "step3"] },
  { key: "other", name: null, steps: ["step1"] },
] as const;

/** "Add this shop to your website": the widget chooser, its preview and the snippet to copy. */
export default async function EmbedHelpPage({ params, searchParams }: Props & LocaleParams) {
  setPageLocale((await params).locale);
  const query = await searchParams;
  const key = first(query.shop);
  const shop = key && key.length <= 200 ? await getPublicShop(key).catch(() => null) : null;
  const county = findCountyBySlug(first(query.county)) ?? (shop ? findCountyBySlug(shop.county) : undefined) ?? COUNTIES[0]!;
  const site = new URL(getEnv().SITE_URL).origin;
  const t = await getTranslations("Embed");
  const tCounties = await getTranslations("Counties");
  const tProducts = await getTranslations("Products");
  // The frame's name is in the widget's language, whichever the page's.
  const frame = { en: widgetWords("en"), ga: widgetWords("ga") };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-brand-800 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {shop ? t("titleShop", { name: shop.name }) : t("title")}
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        {t("intro")} {!key && t.rich("introOneShop", { site: SITE_NAMES[pageLocale()], strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {key && !shop && (
        <p role="status" className="mt-4 max-w-3xl rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {t.rich("shopNotFound", { shop: key.slice(0, 80), site: SITE_NAMES[pageLocale()], strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      <div className="mt-8">
        <EmbedBuilder
          site={site}
          shop={shop ? { slug: shop.slug ?? shop.id, name: shop.name } : null}
          counties={COUNTIES.map((c) => ({ slug: c.slug, name: tCounties(c.slug as Parameters<typeof tCounties>[0]), of: { en: frame.en.countyOf(c.name), ga: frame.ga.countyOf(c.name) } })).sort((a, b) =>
            // In the alphabetical order of the page's language, as every other county list.
            a.name.localeCompare(b.name, pageLocale()),
          )}
          products={PRODUCT_CATEGORIES.map((p) => ({ value: p, label: tProducts(p as Parameters<typeof tProducts>[0]) }))}
          text={builderText(t, frame)}
          initialCounty={county.slug}
          initialLang={pageLocale() === "ga-IE" ? "ga" : "en"}
        />
      </div>
      <section aria-labelledby="embed-steps" className="mt-12">
        <h2 id="embed-steps" className="text-2xl font-bold text-stone-900">
          {t("stepsTitle")}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {STEPS.map(({ key, name, steps }) => (
            <div key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-semibold text-stone-900">{name ?? t("steps.other.name")}</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
                {steps.map((s) => (
                  <li key={s}>{t(`steps.${key}.${s}` as "steps.other.step1")}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="mt-6 text-sm text-stone-700">
          {t.rich("footer", {
            site: SITE_NAMES[pageLocale()],
            help: (chunks) => (
              <Link className="text-brand-700 underline" href={routes.help()}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}

/**
 * The chooser's words, read here and passed as props: the page's client components then need no
 * messages of their own in the HTML, and the snippet (shared with the owner's page, which passes
 * none and keeps its English) gets its labels the same way.
 */
function builderText(t: Awaited<ReturnType<typeof getTranslations<"Embed">>>, frame: Record<EmbedLang, WidgetWords>): EmbedBuilderText {
  const keys = ["show", "countyShops", "county", "product", "anything", "theme", "light", "dark", "layout", "card", "badge", "preview", "farmShop", "language"] as const;
  const keysOfSnippet = ["legend", "script", "iframe", "codeLabel", "copy", "copied", "copyByHand"] as const;
  return {
    ...(Object.fromEntries(keys.map((k) => [k, t(`builder.${k}`)])) as Record<(typeof keys)[number], string>),
    // Filled in the browser: each is formatted with its placeholder as the value ("{county}"),
    // which the chooser replaces with the name it shows.
    shopStatus: t("builder.shopStatus", { name: "{name}" }),
    previewTitle: t("builder.previewTitle", { title: "{title}" }),
    frame: {
      en: { shop: frame.en.t("title", { name: "{name}" }), county: frame.en.t("countyTitle", { county: "{county}" }) },
      ga: { shop: frame.ga.t("title", { name: "{name}" }), county: frame.ga.t("countyTitle", { county: "{county}" }) },
    },
    snippet: Object.fromEntries(keysOfSnippet.map((k) => [k, t(`snippet.${k}`)])) as Record<(typeof keysOfSnippet)[number], string>,
  };
}
