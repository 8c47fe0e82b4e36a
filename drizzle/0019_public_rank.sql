-- The order keys and filter columns of every public shop, for a search without text that matches
-- many shops (lib/search/search.ts, rankedPage): the matches and their order's keys come from this
-- index alone (an index-only scan), are sorted, and only the page's 24 shops are read from
-- farm_shops' wide rows. Without it, such a page was read by walking an order's index and testing
-- each wide row (several products in featured order at offset 216: 20 ms at 20,000 shops), or by
-- a pass over every wide row (near a point within 100 km in distance order: 31-35 ms).
-- county is INCLUDEd, as in 0016, for Postgres to read lower(county) from the index alone. Not
-- declared in lib/db/schema.ts.
CREATE INDEX IF NOT EXISTS "farm_shops_public_rank_idx" ON "farm_shops" USING btree ("name_key", "id") INCLUDE ("featured", "county", "shop_type", "map_lat", "map_lon", "products_bits", "services_bits", "week_minutes") WHERE "approved" AND "closed_at" IS NULL;
