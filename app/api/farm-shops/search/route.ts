// GET /api/farm-shops/search?q=&county=&limit=&offset= – a page of approved shops matching text and/or county, by name
import { z } from "zod";
import { parseWith } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { searchShopsPage } from "@/lib/db/queries/shops";

/**
 * Shops per answer: `limit` (default 24, at most 100) and `offset` page through the matches, in
 * name order; a page shorter than `limit` is the last.
 */
const SEARCH_PAGE_DEFAULT = 24;
const SEARCH_PAGE_MAX = 100;

const searchParams = z.object({
  q: z.string().max(200, "Search text must be at most 200 characters").optional(),
  county: z.string().max(60, "County must be at most 60 characters").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SEARCH_PAGE_MAX, `limit must be at most ${SEARCH_PAGE_MAX}`)
    .default(SEARCH_PAGE_DEFAULT),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be 0 or more")
    .max(1_000_000, "offset is too large")
    .default(0),
});

// Not the cached read: visitors' free text must not grow the data cache without bound.
export const GET = apiRoute(async (req) => {
  const query = parseWith(searchParams, Object.fromEntries(req.nextUrl.searchParams));
  return publicJson(await searchShopsPage(query));
});
