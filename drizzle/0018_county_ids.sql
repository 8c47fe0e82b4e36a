-- The ids of the shops of a jurisdiction, for "open at" on and after a public holiday of one
-- jurisdiction alone (lib/hours/open-at-sql.ts): the shops whose holiday rule applies are those with
-- a rule in the holiday's counties. Without it that read was a pass over farm_shops' wide rows
-- (13-14 ms at 20,000 shops, twice in each statement); with it, an index-only scan (1.3-1.8 ms).
-- county is INCLUDEd, as in 0016, for Postgres to read lower(county) from the index alone. All the
-- shops, not only the public ones: the admin's searches ask the same. Not declared in lib/db/schema.ts.
CREATE INDEX IF NOT EXISTS "farm_shops_county_ids_idx" ON "farm_shops" USING btree (lower("county")) INCLUDE ("county", "id");
