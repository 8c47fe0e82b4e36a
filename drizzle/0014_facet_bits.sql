-- Products and services as bits, for facet counts and filters that read one index of the public
-- shops instead of every row's arrays (lib/search/facets.ts, lib/search/conditions.ts). Bit i is
-- the catalogue's value i (lib/catalog: PRODUCT_CATEGORIES, SERVICES, in that order; a db test
-- checks the two agree), and bit 30 says the shop also has a value outside the catalogue (owners
-- may name their own), which the facets then count from the arrays, for those shops only.
CREATE OR REPLACE FUNCTION farm_shops_bits(vals text[], names text[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(1 << (n.i::integer - 1)), 0)::integer
    | CASE WHEN vals <@ names THEN 0 ELSE 1 << 30 END
  FROM unnest(names) WITH ORDINALITY AS n(name, i)
  WHERE n.name = ANY (vals)
$$;
--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "products_bits" integer GENERATED ALWAYS AS (farm_shops_bits(products, ARRAY['Vegetables', 'Fruits', 'Dairy', 'Meat', 'Bakery', 'Honey', 'Organic', 'Preserves', 'Eggs', 'Herbs', 'Flowers', 'Gifts', 'Micro Greens', 'Hampers', 'Grow Boxes']::text[])) STORED;
--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "services_bits" integer GENERATED ALWAYS AS (farm_shops_bits(services, ARRAY['Online Shopping', 'Delivery', 'Cafe', 'Petting farm', 'Pick your own', 'Kids Play area', 'Seasonal Events', 'Farm Tours', 'Farmer Markets']::text[])) STORED;
--> statement-breakpoint
-- Everything the facets and the filters without text read, for the public shops: a count of any
-- filter combination (county, type, products, services, open now or at) is an index-only scan.
CREATE INDEX "farm_shops_public_facets_idx" ON "farm_shops" USING btree ("county", "shop_type") INCLUDE ("id", "products_bits", "services_bits", "week_minutes") WHERE "approved" AND "closed_at" IS NULL;
