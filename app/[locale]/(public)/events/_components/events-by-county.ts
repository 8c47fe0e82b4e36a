import { countySlug, findCountyByName, findCountyBySlug } from "@/lib/counties";
import type { CountyCount } from "./county-filter";

/** Events per page of the list: a multiple of the grid's two and three columns. */
export const EVENTS_PAGE_SIZE = 18;

/** One entry per county that has events, with the database's count, in alphabetical order. */
export function countyCounts(rows: { county: string; count: number }[]): CountyCount[] {
  return rows
    .map(({ county, count }) => ({
      name: findCountyByName(county)?.name ?? county,
      slug: countySlug(county),
      count,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IE"));
}

/**
 * The county segment of the list's internal address: "all", a county slug, or "unknown" (a county
 * the address named that does not exist); null for anything else (answered 404).
 */
export function readCountySegment(segment: string): { slug: string; name: string } | "all" | "unknown" | null {
  if (segment === "all" || segment === "unknown") return segment;
  const county = findCountyBySlug(segment);
  return county && county.slug === segment ? { slug: county.slug, name: county.name } : null;
}
