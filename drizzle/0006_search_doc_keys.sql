ALTER TABLE "farm_shops" drop column "search_text";--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (farm_shops_search_doc(name, description, town, county, address, products, services)) STORED;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "name_key" text GENERATED ALWAYS AS (farm_shops_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "place_key" text GENERATED ALWAYS AS (farm_shops_fold(town || ' ' || county)) STORED;