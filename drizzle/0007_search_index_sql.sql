-- Dropping the old search column (0006) took its trigram index with it: the same index over the new column.
CREATE INDEX IF NOT EXISTS "farm_shops_search_trgm_idx" ON "farm_shops" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Nothing uses the previous search-text function any more.
DROP FUNCTION IF EXISTS farm_shops_search_text(text, text, text, text, text, text[]);
--> statement-breakpoint
-- Public lists in folded name order ("Máire's" sorts with "Maire") walk this and stop after a page.
CREATE INDEX IF NOT EXISTS "farm_shops_public_by_name_key_idx" ON "farm_shops" USING btree ("name_key", "id") WHERE "approved";
