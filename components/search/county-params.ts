/** County page address parameters, shared by the server page and the client search box. */
export type CountySort = "name" | "town" | "featured";

export function readCountySort(value: string | null | undefined): CountySort {
  return value === "town" || value === "featured" ? value : "name";
}

/** The county page address with only the parameters that are set. */
export function countyHref(pathname: string, q: string, sort: CountySort): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (sort !== "name") params.set("sort", sort);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** One page of the county page's list (page 1 is the address without a page). */
export function countyPageHref(pathname: string, q: string, sort: CountySort, page: number): string {
  const href = countyHref(pathname, q, sort);
  if (page <= 1) return href;
  return `${href}${href.includes("?") ? "&" : "?"}page=${page}`;
}

export function readCountyPage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
