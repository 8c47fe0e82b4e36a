CREATE TABLE "farm_shop_opening_ranges" (
	"shop_id" text NOT NULL,
	"day" integer NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "farm_shop_opening_ranges_day_check" CHECK ("farm_shop_opening_ranges"."day" between 0 and 7),
	CONSTRAINT "farm_shop_opening_ranges_minutes_check" CHECK (("farm_shop_opening_ranges"."start_minute" is null) = ("farm_shop_opening_ranges"."end_minute" is null) and ("farm_shop_opening_ranges"."start_minute" is not null or "farm_shop_opening_ranges"."day" = 7) and ("farm_shop_opening_ranges"."start_minute" is null or ("farm_shop_opening_ranges"."start_minute" between 0 and 1439 and "farm_shop_opening_ranges"."end_minute" between "farm_shop_opening_ranges"."start_minute" and "farm_shop_opening_ranges"."start_minute" + 1440)))
);
--> statement-breakpoint
CREATE TABLE "farm_shop_special_dates" (
	"shop_id" text NOT NULL,
	"position" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "farm_shop_special_dates_dates_check" CHECK ("farm_shop_special_dates"."from_date" <= "farm_shop_special_dates"."to_date"),
	CONSTRAINT "farm_shop_special_dates_minutes_check" CHECK (("farm_shop_special_dates"."start_minute" is null) = ("farm_shop_special_dates"."end_minute" is null) and ("farm_shop_special_dates"."start_minute" is null or ("farm_shop_special_dates"."start_minute" between 0 and 1439 and "farm_shop_special_dates"."end_minute" between "farm_shop_special_dates"."start_minute" and "farm_shop_special_dates"."start_minute" + 1440)))
);
--> statement-breakpoint
ALTER TABLE "farm_shop_opening_ranges" ADD CONSTRAINT "farm_shop_opening_ranges_shop_id_farm_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_shop_special_dates" ADD CONSTRAINT "farm_shop_special_dates_shop_id_farm_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farm_shop_opening_ranges_day_idx" ON "farm_shop_opening_ranges" USING btree ("day","end_minute","start_minute","shop_id");--> statement-breakpoint
CREATE INDEX "farm_shop_opening_ranges_shop_idx" ON "farm_shop_opening_ranges" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "farm_shop_special_dates_range_idx" ON "farm_shop_special_dates" USING gist (daterange("from_date", "to_date", '[]'));--> statement-breakpoint
CREATE INDEX "farm_shop_special_dates_shop_idx" ON "farm_shop_special_dates" USING btree ("shop_id","position");--> statement-breakpoint

-- The opening hours stored as minute ranges (farm_shop_opening_ranges, farm_shop_special_dates),
-- derived from the JSON hours by the functions below and kept by a trigger, so that every write
-- (forms, admin, owner edits, imports, the seed, a hand-written INSERT) stores them in the same
-- statement. The reading rules are those of lib/hours/rules.ts (docs/opening-hours.md):
-- a day is open when its entry is an object not marked closed with two valid HH:MM times; a
-- special date is open only when marked "closed": false with valid times. A closing at or before
-- the opening runs past midnight: its end minute is the closing plus 1440.

-- YYYY-MM-DD as a date, or null for anything else (a malformed date never matches, never fails a write).
CREATE OR REPLACE FUNCTION farm_shops_iso_date(t text) RETURNS date
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF t IS NULL OR t !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN RETURN NULL; END IF;
  RETURN t::date;
EXCEPTION WHEN others THEN RETURN NULL;
END
$$;--> statement-breakpoint

-- A slot {opening, closing} as the end minute of its range (past 1440 when it runs past midnight).
CREATE OR REPLACE FUNCTION farm_shops_range_end(slot integer[]) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN slot[2] > slot[1] THEN slot[2] ELSE slot[2] + 1440 END
$$;--> statement-breakpoint

-- The rows of farm_shop_opening_ranges for one shop: days 0-6 (Monday to Sunday) from the weekly
-- hours; day 7 when the shop does not keep its usual hours on public holidays, with its holiday
-- hours, or no minutes when it closes then (or its holiday times are unusable).
CREATE OR REPLACE FUNCTION farm_shops_opening_rows(weekly jsonb, holiday_hours jsonb)
RETURNS TABLE(range_day integer, range_start integer, range_end integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.i::integer - 1, s.slot[1], farm_shops_range_end(s.slot)
  FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) WITH ORDINALITY AS d(name, i)
  CROSS JOIN LATERAL (SELECT CASE
      WHEN jsonb_typeof(weekly -> d.name) = 'object' AND coalesce(weekly -> d.name ->> 'closed', 'false') <> 'true'
      THEN farm_shops_slot(weekly -> d.name ->> 'open', weekly -> d.name ->> 'close') END AS slot) s
  WHERE s.slot IS NOT NULL
  UNION ALL
  SELECT 7, s.slot[1], CASE WHEN s.slot IS NOT NULL THEN farm_shops_range_end(s.slot) END
  FROM (SELECT CASE WHEN jsonb_typeof(holiday_hours) = 'object'
      THEN farm_shops_slot(holiday_hours ->> 'open', holiday_hours ->> 'close') END AS slot) s
  WHERE holiday_hours IS DISTINCT FROM '"usual"'::jsonb
$$;--> statement-breakpoint

-- The weekly hours as one multirange of minutes from Monday 00:00, hours past midnight wrapped into
-- the next day (Sunday's into Monday): "open at" reads it for the shops whose day has no special
-- date or holiday rule, as a single comparison.
CREATE OR REPLACE FUNCTION farm_shops_week_minutes(weekly jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(range_agg(x.r), '{}'::int4multirange) FROM (
    SELECT int4range(o.range_day * 1440 + o.range_start, o.range_day * 1440 + least(o.range_end, 1439), '[]') AS r
    FROM farm_shops_opening_rows(weekly, '"usual"'::jsonb) o WHERE o.range_day < 7
    UNION ALL
    SELECT int4range((o.range_day + 1) % 7 * 1440, (o.range_day + 1) % 7 * 1440 + o.range_end - 1440, '[]')
    FROM farm_shops_opening_rows(weekly, '"usual"'::jsonb) o WHERE o.range_day < 7 AND o.range_end >= 1440
  ) x
$$;--> statement-breakpoint

ALTER TABLE "farm_shops" ADD COLUMN "week_minutes" int4multirange GENERATED ALWAYS AS (farm_shops_week_minutes(opening_hours)) STORED;--> statement-breakpoint
CREATE INDEX "farm_shops_public_week_idx" ON "farm_shops" USING btree ("id") INCLUDE ("week_minutes") WHERE "approved" AND "closed_at" IS NULL;--> statement-breakpoint

-- The rows of farm_shop_special_dates for one shop: its special dates cut into pieces that do not
-- overlap, each with the entry that governs it (the narrowest entry covering it, then the later
-- one), so that at most one row covers a shop's date. Entries whose dates are not valid or run
-- backwards can never apply and are left out.
CREATE OR REPLACE FUNCTION farm_shops_special_date_rows(exceptions jsonb)
RETURNS TABLE(entry integer, first_date date, last_date date, range_start integer, range_end integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH entries AS (
    SELECT e.* FROM (
      SELECT t.i::integer AS entry, farm_shops_iso_date(t.x ->> 'from') AS first_date, farm_shops_iso_date(t.x ->> 'to') AS last_date,
        CASE WHEN t.x ->> 'closed' = 'false' THEN farm_shops_slot(t.x ->> 'open', t.x ->> 'close') END AS slot
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(exceptions) = 'array' THEN exceptions ELSE '[]'::jsonb END)
        WITH ORDINALITY AS t(x, i)
      WHERE jsonb_typeof(t.x) = 'object'
    ) e
    WHERE e.first_date <= e.last_date
  ),
  -- Where the governing entry can change: each entry's first day and the day after its last.
  bounds AS (SELECT DISTINCT b.d FROM (SELECT first_date AS d FROM entries UNION ALL SELECT last_date + 1 FROM entries) b),
  pieces AS (SELECT d AS piece_first, lead(d) OVER (ORDER BY d) - 1 AS piece_last FROM bounds)
  SELECT w.entry, p.piece_first, p.piece_last, w.slot[1], CASE WHEN w.slot IS NOT NULL THEN farm_shops_range_end(w.slot) END
  FROM pieces p
  CROSS JOIN LATERAL (
    SELECT e.entry, e.slot FROM entries e
    WHERE e.first_date <= p.piece_first AND e.last_date >= p.piece_last
    ORDER BY e.last_date - e.first_date, e.entry DESC
    LIMIT 1
  ) w
  WHERE p.piece_last IS NOT NULL
$$;--> statement-breakpoint

-- Rewrites one shop's ranges and special dates from its JSON hours.
CREATE OR REPLACE FUNCTION farm_shops_store_hours() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM farm_shop_opening_ranges WHERE shop_id = OLD.id;
    DELETE FROM farm_shop_special_dates WHERE shop_id = OLD.id;
  END IF;
  INSERT INTO farm_shop_opening_ranges (shop_id, day, start_minute, end_minute)
    SELECT NEW.id, r.range_day, r.range_start, r.range_end
    FROM farm_shops_opening_rows(NEW.opening_hours, NEW.public_holiday_hours) r;
  INSERT INTO farm_shop_special_dates (shop_id, position, from_date, to_date, start_minute, end_minute)
    SELECT NEW.id, e.entry, e.first_date, e.last_date, e.range_start, e.range_end
    FROM farm_shops_special_date_rows(NEW.hours_exceptions) e;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER farm_shops_store_hours_insert AFTER INSERT ON farm_shops
  FOR EACH ROW EXECUTE FUNCTION farm_shops_store_hours();--> statement-breakpoint
CREATE TRIGGER farm_shops_store_hours_update AFTER UPDATE ON farm_shops
  FOR EACH ROW WHEN (OLD.opening_hours IS DISTINCT FROM NEW.opening_hours
    OR OLD.public_holiday_hours IS DISTINCT FROM NEW.public_holiday_hours
    OR OLD.hours_exceptions IS DISTINCT FROM NEW.hours_exceptions)
  EXECUTE FUNCTION farm_shops_store_hours();--> statement-breakpoint

-- The shops already there.
INSERT INTO farm_shop_opening_ranges (shop_id, day, start_minute, end_minute)
  SELECT s.id, r.range_day, r.range_start, r.range_end
  FROM farm_shops s CROSS JOIN LATERAL farm_shops_opening_rows(s.opening_hours, s.public_holiday_hours) r;--> statement-breakpoint
INSERT INTO farm_shop_special_dates (shop_id, position, from_date, to_date, start_minute, end_minute)
  SELECT s.id, e.entry, e.first_date, e.last_date, e.range_start, e.range_end
  FROM farm_shops s CROSS JOIN LATERAL farm_shops_special_date_rows(s.hours_exceptions) e;
--> statement-breakpoint
-- The open-at filter reads the stored ranges (lib/hours/open-at-sql.ts): the JSON functions are dropped.
DROP FUNCTION IF EXISTS farm_shops_open_at(jsonb, jsonb, jsonb, date, integer, boolean, boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS farm_shops_day_slot(jsonb, jsonb, jsonb, date, boolean);
