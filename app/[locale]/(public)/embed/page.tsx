import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { PRODUCT_CATEGORIES } from "@/lib/catalog";
import { COUNTIES, findCountyBySlug } from "@/lib/counties";
import { getEnv } from "@/lib/env";
import { routes } from "@/lib/routes";
import { pageMetadata, SITE_NAME } from "@/lib/seo/metadata";
import { getPublicShop } from "@/lib/shops/cached";
import { EmbedBuilder } from "./_components/embed-builder";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { searchParams: Promise<{ shop?: string | string[]; county?: string | string[] }> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  return pageMetadata({
    locale: pageLocale(),
    title: `Add a farm shop to your website | ${SITE_NAME}`,
    description:
      "Show a farm shop's live opening status, or a county's farm shops, on your own website: copy a snippet for Wix, WordPress, Squarespace or any site. Free, no cookies, no tracking.",
    path: routes.embed(),
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

const STEPS: { name: string; steps: string[] }[] = [
  {
    name: "Wix",
    steps: ["In the Editor, choose Add Elements, then Embed Code, then Embed HTML.", "Choose Code, paste the snippet and press Update.", "Drag the box to the size you want and publish."],
  },
  {
    name: "WordPress",
    steps: [
      "Paste the address of the shop or county page on its own line: WordPress turns it into the widget (oEmbed).",
      "Or add a Custom HTML block and paste the snippet.",
      "Update or publish the page.",
    ],
  },
  {
    name: "Squarespace",
    steps: ["Edit the page and add a Code block (Embed blocks take the iframe too).", "Paste the snippet, leave Display Source off, and apply.", "Save the page."],
  },
  { name: "Any other site", steps: ["Paste the snippet into the page's HTML where the widget should appear."] },
];

/** "Add this shop to your website": the widget chooser, its preview and the snippet to copy. */
export default async function EmbedHelpPage({ params, searchParams }: Props & LocaleParams) {
  setPageLocale((await params).locale);
  const query = await searchParams;
  const key = first(query.shop);
  const shop = key && key.length <= 200 ? await getPublicShop(key).catch(() => null) : null;
  const county = findCountyBySlug(first(query.county)) ?? (shop ? findCountyBySlug(shop.county) : undefined) ?? COUNTIES[0]!;
  const site = new URL(getEnv().SITE_URL).origin;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-brand-800 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {shop ? `Add ${shop.name} to your website` : "Add a farm shop to your website"}
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Show a shop&apos;s live opening status, today&apos;s hours and directions, or a county&apos;s farm shops, on your
        own website, your county&apos;s or your food trail&apos;s. It stays up to date by itself, and it sets no cookies and
        tracks nobody. {!shop && <>To show one shop, open its page on {SITE_NAME} and choose <strong>Add this shop to your website</strong>.</>}
      </p>
      <div className="mt-8">
        <EmbedBuilder
          site={site}
          shop={shop ? { slug: shop.slug ?? shop.id, name: shop.name } : null}
          counties={COUNTIES.map((c) => ({ slug: c.slug, name: c.name }))}
          products={PRODUCT_CATEGORIES}
          initialCounty={county.slug}
        />
      </div>
      <section aria-labelledby="embed-steps" className="mt-12">
        <h2 id="embed-steps" className="text-2xl font-bold text-stone-900">
          Where to paste it
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {STEPS.map(({ name, steps }) => (
            <div key={name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-semibold text-stone-900">{name}</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
                {steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="mt-6 text-sm text-stone-700">
          The widget is 240 to 600 pixels wide and works without JavaScript. Its links open {SITE_NAME} in a new tab, so
          your visitors keep your page. Questions? See the <Link className="text-brand-700 underline" href={routes.help()}>help page</Link>.
        </p>
      </section>
    </div>
  );
}
