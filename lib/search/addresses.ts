import { routes } from "@/lib/routes/paths";
import { REPEATABLE, SEARCH_PAGE_DEFAULT, type SearchSort } from "./param-names";
import type { SearchParams } from "./params";

/*
 * Reading and writing search addresses: the /search page's links, its client controls, and the
 * search calls' parameters. Free of the schema library (params.ts validates), so that the
 * controls' JavaScript does not carry it.
 */

/**
 * The raw values of an address's query: repeatable parameters as lists, any other parameter's last
 * value (a repeated q must not turn into a list). Empty values count as absent.
 */
export function rawSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of REPEATABLE) raw[key] = params.getAll(key).flatMap((v) => (v.trim() ? [v] : []));
  for (const [key, value] of params) {
    if ((REPEATABLE as readonly string[]).includes(key) || value.trim() === "") continue;
    raw[key] = value;
  }
  return raw;
}

/** A page's searchParams record as URLSearchParams. */
export function toUrlSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out;
}

/** The sort a search uses when none is asked for: distance near a point, relevance for text, else name. */
export function effectiveSort(p: Pick<SearchParams, "sort" | "near" | "q">): SearchSort {
  return p.sort ?? (p.near ? "distance" : p.q ? "relevance" : "name");
}

/** The query string of a search with only the parameters that are set (stable order, shareable). */
export function searchQueryString(p: Partial<SearchParams> & { extra?: Record<string, string> }): string {
  const out = new URLSearchParams();
  if (p.q) out.set("q", p.q);
  for (const key of REPEATABLE) for (const v of p[key] ?? []) out.append(key, v);
  if (p.openNow) out.set("openNow", "1");
  if (p.openAt) out.set("openAt", p.openAt);
  if (p.near) out.set("near", `${round(p.near.latitude)},${round(p.near.longitude)}`);
  if (p.radiusKm !== undefined) out.set("radiusKm", String(p.radiusKm));
  if (p.sort) out.set("sort", p.sort);
  if (p.limit !== undefined && p.limit !== SEARCH_PAGE_DEFAULT) out.set("limit", String(p.limit));
  if (p.offset) out.set("offset", String(p.offset));
  for (const [k, v] of Object.entries(p.extra ?? {})) out.set(k, v);
  return out.toString();
}

/** Three decimals (about 100 m): enough for "near me", and a shared address that does not pinpoint a house. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The parameters an address for the /search page keeps (validated values, none of the defaults). */
export type PageSearch = Omit<SearchParams, "limit" | "offset"> & { limit?: number; offset?: number };

/**
 * The /search address of `current` changed by `patch`; a change of anything but the page starts
 * again at the first page.
 */
export function searchPageHref(current: PageSearch, patch: Partial<PageSearch> = {}): string {
  const next = { ...current, ...patch };
  if (!("offset" in patch)) next.offset = 0;
  return routes.search(searchQueryString(next));
}

/** `values` with `value` added, or removed when it is there (a filter chip). */
export function toggled(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
