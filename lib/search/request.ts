import { parseWith } from "@/lib/validation/parse";
import { AppError } from "@/lib/errors";
import { PRODUCT_CATEGORIES, SERVICES } from "@/lib/catalog";
import { parseAtParameter } from "@/lib/hours/at-parameter";
import { effectiveSort, rawSearchParams } from "./addresses";
import { searchParamsSchema, type SearchParams } from "./params";
import { searchQuery, type SearchQuery } from "./types";
import { irishToEnglish } from "./irish-terms";

/** The text to match: its Irish words in English, and the text as typed when that differs. */
export function withIrishWords(q: string | undefined): Pick<SearchQuery, "q" | "qAsTyped"> {
  if (!q) return { q: undefined };
  const english = irishToEnglish(q);
  return english === q ? { q } : { q: english, qAsTyped: q };
}

/** A catalogue value however it was typed ("honey" is "Honey"); anything else as given. */
function canonical(list: readonly string[], values: string[]): string[] {
  return values.map((v) => list.find((known) => known.toLowerCase() === v.toLowerCase()) ?? v);
}

function readAt(value: string): Date {
  const at = parseAtParameter(value);
  if (!at.ok) throw new AppError("bad_request", `openAt: ${at.message}`);
  return at.at;
}

/** Opening times are whole minutes, so "open now" is the same answer all minute long. */
function startOfMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** The module's query for validated address parameters (open now is the instant `now`). */
export function toSearchQuery(params: SearchParams, now: Date = new Date()): SearchQuery {
  return searchQuery({
    // Irish product, service and county words searched as their English terms (irish-terms.ts).
    ...withIrishWords(params.q),
    county: params.county,
    products: canonical(PRODUCT_CATEGORIES, params.products),
    services: canonical(SERVICES, params.services),
    type: params.type,
    openAt: params.openNow ? startOfMinute(now) : params.openAt ? readAt(params.openAt) : undefined,
    near: params.near,
    radiusKm: params.radiusKm,
  });
}

/** Validates an address's search parameters (400 with a message when one is bad). */
export function readSearchRequest(params: URLSearchParams, now?: Date) {
  const parsed = parseWith(searchParamsSchema, rawSearchParams(params));
  return { params: parsed, query: toSearchQuery(parsed, now), order: effectiveSort(parsed) };
}
