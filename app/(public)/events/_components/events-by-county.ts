import { countySlug, findCountyByName, findCountyBySlug } from "@/lib/counties";
import type { PublicEvent } from "@/lib/events/cached";
import type { CountyCount } from "./county-filter";

/** One entry per county that has events, with its count, in alphabetical order. */
export function countEventsByCounty(events: PublicEvent[]): CountyCount[] {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.farmShop.county, (counts.get(e.farmShop.county) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({
      name: findCountyByName(name)?.name ?? name,
      slug: countySlug(name),
      count,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IE"));
}

/** The ?county= value as a county (slug or name, any case); null when absent. */
export function parseCountyParam(
  value: string | string[] | undefined,
): { slug: string; name: string } | null | "unknown" {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return null;
  const county = findCountyBySlug(raw) ?? findCountyByName(raw);
  return county ? { slug: county.slug, name: county.name } : "unknown";
}
