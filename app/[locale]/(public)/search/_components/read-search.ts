import { findCountyByName } from "@/lib/counties";
import { AppError } from "@/lib/errors";
import { effectiveSort, type PageSearch, toUrlSearchParams } from "@/lib/search/addresses";
import { searchParamsSchema } from "@/lib/search/params";
import { readSearchRequest } from "@/lib/search/request";
import { UNREADABLE_SEARCH } from "@/i18n/search-problems";

export type PageSearchState = {
  current: PageSearch;
  /** A parameter of the address could not be read (the page then shows every shop and says so). */
  problem: string | null;
  read: ReturnType<typeof readSearchRequest>;
};

/** The /search address read with the API's own rules; a bad value is reported, not thrown. */
export function readSearchPage(record: Record<string, string | string[] | undefined>): PageSearchState {
  const params = toUrlSearchParams(record);
  try {
    const read = readSearchRequest(params);
    // Chosen counties in their proper spelling (the address may say "cork").
    const county = read.params.county.map((c) => findCountyByName(c)?.name ?? c);
    return { current: { ...read.params, county }, problem: null, read: { ...read, params: { ...read.params, county } } };
  } catch (err) {
    // In English, as the API says it: the page says it in its language (i18n/search-problems.ts).
    const problem = err instanceof AppError ? err.message : UNREADABLE_SEARCH;
    const empty = searchParamsSchema.parse({});
    return { current: empty, problem, read: readSearchRequest(new URLSearchParams()) };
  }
}

export { effectiveSort };
