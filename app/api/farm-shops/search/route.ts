// GET /api/farm-shops/search?q=&county= – approved shops matching text and/or county, by name
import { z } from "zod";
import { parseWith } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { searchShops } from "@/lib/db/queries/shops";

const searchParams = z.object({
  q: z.string().max(200, "Search text must be at most 200 characters").optional(),
  county: z.string().max(60, "County must be at most 60 characters").optional(),
});

// Not the cached read: visitors' free text must not grow the data cache without bound.
export const GET = apiRoute(async (req) => {
  const { q, county } = parseWith(searchParams, Object.fromEntries(req.nextUrl.searchParams));
  return publicJson(await searchShops({ q, county }));
});
