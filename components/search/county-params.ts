/** County page address parameters, shared by the server page and the client search box. */
export type CountySort = "name" | "town" | "featured";

export function readCountySort(value: string | null | undefined): CountySort {
  return value === "town" || value === "featured" ? value : "name";
}

/** The county page address with only the parameters that are set (page 1 is the address without a page). */
export function countyHref(pathname: string, q: string, sort: CountySort, page = 1): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (sort !== "name") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page number of the address: a whole number from 1, anything else is page 1. */
export function readCountyPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
