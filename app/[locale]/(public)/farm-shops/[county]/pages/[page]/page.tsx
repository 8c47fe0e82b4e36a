import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { readListPage, routes } from "@/lib/routes";
import { getCountyListing } from "@/lib/shops/cached";
import { countyMetadata, findCanonicalCounty } from "../../_components/county-page";
import { CountyView } from "../../_components/county-view";
import { pageLocale, setPageLocale } from "@/i18n/locale";
import { localePath } from "@/lib/routes/locale";

// A later page of a county (/farm-shops/{county}?page=N, no search, no sort), cached whole on its
// first visit as the county page is: proxy.ts rewrites the address here with the page as a segment
// (lib/routes/table.ts); typed by a visitor, this address answers 404. A county has a bounded set
// of pages, so these stay few; a search or a sort goes to ../filter, rendered per request.
type Props = { params: Promise<{ locale: string; county: string; page: string }> };

export const revalidate = 300;
export function generateStaticParams(): { county: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  return countyMetadata((await params).county);
}

export default async function CountyPagedPage({ params }: Props) {
  setPageLocale((await params).locale);
  const { county: slug, page: segment } = await params;
  const page = readListPage(segment);
  if (page === null) notFound();
  const county = findCanonicalCounty(slug, { page });
  // A page past the last (an old link after shops left) moves to the last: one small cached
  // answer per number instead of a copy of the last page.
  const listing = await getCountyListing(county.name, "name", page);
  if (page > listing.pages) redirect(localePath(pageLocale(), routes.county(county.slug, { page: listing.pages })));
  return <CountyView county={county} q="" sort="name" page={page} listing={listing} />;
}
