import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CountyShopCard } from "@/components/shops/county-shop-card";
import { countySlug } from "@/lib/counties";
import { getCountyListing, getShopIncludingClosed } from "@/lib/shops/cached";
import { routes } from "@/lib/routes";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 300;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export const metadata: Metadata = { title: "This farm shop has closed", robots: { index: false } };

/**
 * What a closed shop's address shows (proxy.ts serves it with status 410 Gone; this internal
 * address itself answers 404 when typed): the shop has closed, and the other shops of its county
 * are close at hand.
 */
export default async function ClosedShopPage({ params }: Props) {
  const shop = await getShopIncludingClosed(decodeURIComponent((await params).id));
  if (!shop?.closedAt) notFound();
  // The county page's first page, from the same cache (a closed shop is no longer in it).
  const { shops } = await getCountyListing(shop.county, "name", 1);
  const others = shops.filter((s) => s.id !== shop.id).slice(0, 6);
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">Closed</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {shop.name} has closed
      </h1>
      <p className="mt-4 max-w-2xl text-stone-700">
        We have been told that {shop.name} in {shop.town}, County {shop.county} has closed for
        good, so it is no longer listed. If it has reopened, please let us know through the{" "}
        <Link href={routes.help()} className="text-brand-700 underline">
          help page
        </Link>
        .
      </p>
      <h2 className="mt-10 text-xl font-semibold text-stone-900">
        Other farm shops in County {shop.county}
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
        <p className="mt-4 text-stone-600">There are no other shops listed in this county yet.</p>
      )}
      <Link
        href={routes.county(countySlug(shop.county))}
        className="bg-brand-600 hover:bg-brand-700 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white"
      >
        All farm shops in County {shop.county}
      </Link>
    </div>
  );
}
