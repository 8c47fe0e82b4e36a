import type { Metadata } from "next";
import { readCountyPage, readCountySort } from "@/lib/routes";
import { countyMetadata, findCanonicalCounty } from "../_components/county-page";
import { CountyView } from "../_components/county-view";
import { setPageLocale } from "@/i18n/locale";

// A county page with a search (q), a sort or a page number, rendered per request: proxy.ts rewrites
// /farm-shops/{county}?q=…&sort=… here (lib/routes/table.ts); typed by a visitor, this address
// answers 404. Its canonical address is the county page's.
type Props = {
  params: Promise<{ locale: string; county: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  return countyMetadata((await params).county);
}

export default async function CountyFilterPage({ params, searchParams }: Props) {
  setPageLocale((await params).locale);
  const [{ county: slug }, sp] = await Promise.all([params, searchParams]);
  const q = one(sp.q);
  const sort = readCountySort(one(sp.sort));
  const page = readCountyPage(one(sp.page));
  // A non-canonical county spelling moves to the canonical address with the same view.
  const county = findCanonicalCounty(slug, { q, sort, page });
  return <CountyView county={county} q={q} sort={sort} page={page} />;
}
