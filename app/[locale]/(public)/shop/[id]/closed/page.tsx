import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/i18n/client-messages";
import { SHOP_CARD_MESSAGES } from "@/i18n/client-sets";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CountyShopCard } from "@/components/shops/county-shop-card";
import { countySlug } from "@/lib/counties";
import { getCountyListing, getShopIncludingClosed } from "@/lib/shops/cached";
import { routes } from "@/lib/routes";
import { type LocaleParams, setPageLocale } from "@/i18n/locale";
import { countyOf } from "@/i18n/county-of";

type Props = { params: Promise<{ locale: string; id: string }> };

// No robots entry: the page is only ever answered with status 410 (proxy.ts), and Next.js gives
// every answer over 400 its own <meta name="robots" content="noindex">; a second would repeat it.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  return { title: (await getTranslations("Shop.closed"))("metaTitle") };
}

/**
 * What a closed shop's address shows (proxy.ts serves it with status 410 Gone; this internal
 * address itself answers 404 when typed): the shop has closed, and the other shops of its county
 * are close at hand.
 */
export default async function ClosedShopPage({ params }: Props) {
  setPageLocale((await params).locale);
  // Per request (lib/routes/table.ts): the 410 must never be kept by a browser, which would keep
  // it for ever and miss a reopening. Its reads come from the data cache all the same.
  await connection();
  const shop = await getShopIncludingClosed(decodeURIComponent((await params).id));
  if (!shop?.closedAt) notFound();
  // The county page's first page, from the same cache (a closed shop is no longer in it).
  const { shops } = await getCountyListing(shop.county, "name", 1);
  const others = shops.filter((s) => s.id !== shop.id).slice(0, 6);
  const t = await getTranslations("Shop.closed");
  // "County {county}": the county as the messages write it after "County" (the genitive in Irish).
  const vars = { name: shop.name, town: shop.town, county: countyOf(await getTranslations("CountyOf"), shop.county) };
  return (
    <ClientMessages use={SHOP_CARD_MESSAGES}>
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t("title", vars)}
      </h1>
      <p className="mt-4 max-w-2xl text-stone-700">
        {t.rich("body", {
          ...vars,
          help: (chunks) => (
            <Link href={routes.help()} className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <h2 className="mt-10 text-xl font-semibold text-stone-900">
        {t("others", vars)}
      </h2>
      {others.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((s) => (
            <li key={s.id}>
              <CountyShopCard shop={s} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-stone-600">{t("noOthers")}</p>
      )}
      <Link
        href={routes.county(countySlug(shop.county))}
        className="bg-brand-600 hover:bg-brand-700 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white"
      >
        {t("all", vars)}
      </Link>
    </div>
    </ClientMessages>
  );
}
