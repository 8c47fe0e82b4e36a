-- The directory's own words, for "did you mean": every distinct word (three letters or more, folded)
-- of the names, towns, counties, products and services of the public shops (approved, not closed),
-- with how many shops use it. A misspelt word is corrected by looking up its closest word here
-- through the trigram index (`word % $1` ordered by `word <-> $1`), as the pg_trgm documentation
-- suggests, instead of splitting the text of every shop per search.
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"shops" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- A shop's dictionary words: distinct, folded, split on anything but letters and digits.
CREATE OR REPLACE FUNCTION farm_shops_words(name text, town text, county text, products text[], services text[])
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}')
  FROM regexp_split_to_table(farm_shops_fold(coalesce(name, '') || ' ' || coalesce(town, '') || ' ' || coalesce(county, '')
    || ' ' || coalesce(array_to_string(products, ' '), '') || ' ' || coalesce(array_to_string(services, ' '), '')), '[^a-z0-9]+') AS w
  WHERE length(w) >= 3
$$;
--> statement-breakpoint
-- Keeps search_words in step with every write to farm_shops, per statement (a bulk insert of
-- 500 shops is one upsert of its words): the public rows' words after the statement count +1,
-- before it -1; a word no public shop uses any more leaves the dictionary. Words are upserted in
-- word order, so that two writers never wait on each other's words in opposite orders.
CREATE OR REPLACE FUNCTION search_words_sync()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
  gone text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(w), '{}') INTO added
    FROM new_rows r, unnest(farm_shops_words(r.name, r.town, r.county, r.products, r.services)) AS w
    WHERE r.approved AND r.closed_at IS NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(w), '{}') INTO removed
    FROM old_rows r, unnest(farm_shops_words(r.name, r.town, r.county, r.products, r.services)) AS w
    WHERE r.approved AND r.closed_at IS NULL;
  END IF;
  IF cardinality(added) = 0 AND cardinality(removed) = 0 THEN
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT w, sum(n)::integer AS n
    FROM (SELECT unnest(added) AS w, 1 AS n UNION ALL SELECT unnest(removed), -1) AS d
    GROUP BY w HAVING sum(n) <> 0
  ), up AS (
    INSERT INTO search_words AS s (word, shops)
    SELECT w, n FROM delta ORDER BY w
    ON CONFLICT (word) DO UPDATE SET shops = s.shops + excluded.shops
    RETURNING s.word, s.shops
  )
  SELECT array_agg(word) INTO gone FROM up WHERE shops <= 0;
  IF gone IS NOT NULL THEN
    DELETE FROM search_words WHERE word = ANY (gone) AND shops <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shops_words_insert ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shops_words_insert AFTER INSERT ON farm_shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shops_words_update ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shops_words_update AFTER UPDATE ON farm_shops
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shops_words_delete ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shops_words_delete AFTER DELETE ON farm_shops
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
-- TRUNCATE has no rows to count: the dictionary empties with the table.
CREATE OR REPLACE FUNCTION search_words_clear()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shops_words_truncate ON farm_shops;
--> statement-breakpoint
CREATE TRIGGER farm_shops_words_truncate AFTER TRUNCATE ON farm_shops
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_clear();
--> statement-breakpoint
-- The shops already there.
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (word, shops)
SELECT w, count(*)::integer
FROM farm_shops, unnest(farm_shops_words(name, town, county, products, services)) AS w
WHERE approved AND closed_at IS NULL
GROUP BY w;
