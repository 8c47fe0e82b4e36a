-- Searches without text in "featured" or "county" order walk these, as name order walks
-- farm_shops_public_by_name_key_idx, and stop at a page's worth of matches instead of sorting every
-- public row (lib/search/search.ts, orderOf). Declared in lib/db/schema.ts.
CREATE INDEX "farm_shops_public_by_featured_idx" ON "farm_shops" USING btree ("featured" DESC NULLS FIRST,"name_key","id") WHERE "farm_shops"."approved";--> statement-breakpoint
CREATE INDEX "farm_shops_public_by_county_idx" ON "farm_shops" USING btree (lower("county"),"name_key","id") WHERE "farm_shops"."approved";