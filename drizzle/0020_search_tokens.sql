-- A search word is found in a shop's search_text as typed, anywhere (`search_text like '%w%'`, and
-- "oney" finds "honey"). For a word common in the directory that test ran on every public shop's
-- text, letter by letter: "honey" (a third of the shops) took 4.7 ms of a 7 ms search at 20,000
-- shops, "farm" more. A search word holds no white space (lib/search/conditions.ts, queryWords),
-- so it occurs in a text exactly when it occurs in one of the text's tokens, its runs between
-- white space. So the words of a search are looked for in a dictionary of the tokens of every
-- search row (a few thousand, through its trigram index), and the shops are those with one of the
-- tokens found, through a GIN index of each row's tokens: no shop's text is read (the bitmap is
-- exact). The same test, the same answers (tests/db/search-many.test.ts compares them).

-- A search text's tokens: its runs between white space (the ASCII white space a search word can
-- never hold; runs of it give empty tokens, which no word matches and the dictionary leaves out).
-- The search rows' index below is on this expression; nothing stores it.
-- Building a row's tokens costs about 14 µs (275 ms for a pass over 20,000 rows, against 14 ms
-- for LIKE), so the function is PL/pgSQL with a high COST: not inlined, its cost stays in the
-- planner's sums, and a plan that would compute it row by row (another index of the search rows,
-- then the tokens of every row it finds) loses to the GIN index, which never computes it.
CREATE OR REPLACE FUNCTION farm_shops_tokens(search_text text)
RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 10000
AS $$
BEGIN
  -- Tab, line feed, carriage return, form feed and vertical tab become spaces (E'' strings have
  -- no \v escape: \x0B is the vertical tab).
  RETURN string_to_array(translate(search_text, E'\t\n\r\f\x0B', '     '), ' ');
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "farm_shop_search_tokens_idx" ON "farm_shop_search" USING gin (farm_shops_tokens("search_text"));
--> statement-breakpoint
-- The trigram index of the search rows' text served the same words, less well (a word of three
-- letters or more now reads the tokens; a shorter one has no trigram to look up).
DROP INDEX IF EXISTS "farm_shop_search_trgm_idx";
--> statement-breakpoint
-- Every distinct token of the search rows (public or not), with how many rows hold it.
CREATE TABLE IF NOT EXISTS "search_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"shops" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_tokens_trgm_idx" ON "search_tokens" USING gin ("token" gin_trgm_ops);
--> statement-breakpoint
-- Keeps search_tokens in step with every write to farm_shop_search (itself kept by farm_shops'
-- triggers, 0017), per statement, as search_words_sync does (0012): the written rows' tokens after
-- the statement count +1, before it -1, and a token no row holds any more leaves the dictionary.
-- A write that leaves the text as it was changes nothing. Upserted in token order, so that two
-- writers never wait on each other's tokens in opposite orders.
CREATE OR REPLACE FUNCTION search_tokens_sync()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
  gone text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(t), '{}') INTO added
    FROM (SELECT DISTINCT r.id, t FROM new_rows r, unnest(farm_shops_tokens(r.search_text)) AS t WHERE t <> '') AS d;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(t), '{}') INTO removed
    FROM (SELECT DISTINCT r.id, t FROM old_rows r, unnest(farm_shops_tokens(r.search_text)) AS t WHERE t <> '') AS d;
  END IF;
  IF cardinality(added) = 0 AND cardinality(removed) = 0 THEN
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT t, sum(n)::integer AS n
    FROM (SELECT unnest(added) AS t, 1 AS n UNION ALL SELECT unnest(removed), -1) AS d
    GROUP BY t HAVING sum(n) <> 0
  ), up AS (
    INSERT INTO search_tokens AS s (token, shops)
    SELECT t, n FROM delta ORDER BY t
    ON CONFLICT (token) DO UPDATE SET shops = s.shops + excluded.shops
    RETURNING s.token, s.shops
  )
  SELECT array_agg(token) INTO gone FROM up WHERE shops <= 0;
  IF gone IS NOT NULL THEN
    DELETE FROM search_tokens WHERE token = ANY (gone) AND shops <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_tokens_insert ON farm_shop_search;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_tokens_insert AFTER INSERT ON farm_shop_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_tokens_sync();
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_tokens_update ON farm_shop_search;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_tokens_update AFTER UPDATE ON farm_shop_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_tokens_sync();
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_tokens_delete ON farm_shop_search;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_tokens_delete AFTER DELETE ON farm_shop_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_tokens_sync();
--> statement-breakpoint
-- TRUNCATE has no rows to count: the dictionary empties with the table.
CREATE OR REPLACE FUNCTION search_tokens_clear()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM search_tokens;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS farm_shop_search_tokens_truncate ON farm_shop_search;
--> statement-breakpoint
CREATE TRIGGER farm_shop_search_tokens_truncate AFTER TRUNCATE ON farm_shop_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_tokens_clear();
--> statement-breakpoint
-- The rows already there.
DELETE FROM search_tokens;
--> statement-breakpoint
INSERT INTO search_tokens (token, shops)
SELECT t, count(*)::integer
FROM (SELECT DISTINCT s.id, t FROM farm_shop_search s, unnest(farm_shops_tokens(s.search_text)) AS t WHERE t <> '') AS d
GROUP BY t;
