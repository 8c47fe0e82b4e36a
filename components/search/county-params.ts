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
