-- The columns a search reads, and no others, one row per shop (all of them, public or not), kept
-- by Postgres in step with farm_shops. A word common in the directory ("farm") is tested against
-- every public shop's search_text; in farm_shops that text sits at the end of a row of about 1.9 kB
-- (description, hours, images), and reaching it row by row was most of a search's time: at 20,000
-- shops a pass over farm_shops with any filter takes 22 ms, over this table 8 ms (lib/search/search.ts).
-- The columns keep farm_shops' names, so that every condition and order the search writes for
-- farm_shops reads this table under that name. Not declared in lib/db/schema.ts.
CREATE TABLE IF NOT EXISTS "farm_shop_search" (
	"id" text PRIMARY KEY NOT NULL REFERENCES "farm_shops"("id") ON DELETE CASCADE ON UPDATE CASCADE,
	"approved" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"closed_at" timestamp with time zone,
	"map_lat" double precision,
	"map_lon" double precision,
	"products_bits" integer,
	"services_bits" integer,
	"name_key" text,
	"county" text NOT NULL,
	"town" text NOT NULL,
	"shop_type" text NOT NULL,
	"place_key" text,
	"products" text[] NOT NULL,
	"services" text[] NOT NULL,
	"week_minutes" int4multirange,
	"search_text" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "farm_shop_search_trgm_idx" ON "farm_shop_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- After every insert or update of farm_shops, per statement: the written rows' columns, and a row
-- only where one of them changed (a reminder's timestamp writes nothing here). A deleted shop's
-- row goes with it (the foreign key).
CREATE OR REPLACE FUNCTION farm_shop_search_sync()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO farm_shop_search AS s (id, approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, search_text)
  SELECT id, approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, search_text FROM new_rows ORDER BY id
  ON CONFLICT (id) DO UPDATE SET (approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, search_text) = (
    excluded.approved, excluded.featured, excluded.closed_at, excluded.map_lat, excluded.map_lon, excluded.products_bits, excluded.services_bits, excluded.name_key, excluded.county, excluded.town, excluded.shop_type, excluded.place_key, excluded.products, excluded.services, excluded.week_minutes, excluded.search_text)
  WHERE (s.approved, s.featured, s.closed_at, s.map_lat, s.map_lon, s.products_bits, s.services_bits, s.name_key, s.county, s.town, s.shop_type, s.place_key, s.products, s.services, s.week_minutes, s.search_text)
    IS DISTINCT FROM (excluded.approved, excluded.featured, excluded.closed_at, excluded.map_lat, excluded.map_lon, excluded.products_bits, excluded.services_bits, excluded.name_key, excluded.county, excluded.town, excluded.shop_type, excluded.place_key, excluded.products, excluded.services, excluded.week_minutes, excluded.search_text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_insert ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_insert AFTER INSERT ON farm_shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION farm_shop_search_sync();
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_update ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_update AFTER UPDATE ON farm_shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION farm_shop_search_sync();
--> statement-breakpoint
-- The shops already there.
INSERT INTO farm_shop_search (id, approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, search_text)
SELECT id, approved, featured, closed_at, map_lat, map_lon, products_bits, services_bits, name_key, county, town, shop_type, place_key, products, services, week_minutes, search_text FROM farm_shops
ON CONFLICT (id) DO NOTHING;
