-- Public lists in folded name order ("Máire's" sorts with "Maire") walk this and stop after a page.
CREATE INDEX IF NOT EXISTS "farm_shops_public_by_name_key_idx" ON "farm_shops" USING btree ("name_key", "id") WHERE "approved";
