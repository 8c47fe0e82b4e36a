-- Trigram matching for substring search over shops (pg_trgm ships with Postgres contrib and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text a shop search matches: name, description, town, county, address and every product, lower-cased.
-- IMMUTABLE so that a generated column and an index can use it (array_to_string itself is only STABLE).
CREATE OR REPLACE FUNCTION farm_shops_search_text(name text, description text, town text, county text, address text, products text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(coalesce(name, '') || E'\n' || coalesce(description, '') || E'\n' || coalesce(town, '') || E'\n' || coalesce(county, '')
    || E'\n' || coalesce(address, '') || E'\n' || coalesce(array_to_string(products, E'\n'), ''))
$$;
