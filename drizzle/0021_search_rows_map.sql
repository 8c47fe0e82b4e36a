-- The map of a search with text reads the search rows (lib/search/map.ts), whose words are found
-- through their tokens (0020); this index finds the public shops of a view among them, as
-- farm_shops_public_map_idx does in farm_shops (0010). Postgres combines the two (a BitmapAnd) in
-- a small view, and reads the tokens alone in a large one. At 20,000 shops, "honey" over the whole
-- country took 25-30 ms on farm_shops (a pass over every wide row to test the text), 2 ms here;
-- in a view of Cork city, 0.35 ms against 0.7 ms. Not declared in lib/db/schema.ts.
CREATE INDEX IF NOT EXISTS "farm_shop_search_public_map_idx" ON "farm_shop_search" USING btree ("map_lon", "map_lat", "id") WHERE "approved" AND "closed_at" IS NULL AND "map_lat" IS NOT NULL;
