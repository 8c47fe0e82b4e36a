-- Opening hours learn breaks (a split day such as 08:00-12:30, 14:00-18:00: a day's "breaks",
-- [{from, to}] inside its hours) and hours that are not confirmed (hours_as_published: the original
-- text of imported hours the model cannot hold exactly, such as "Apr-Oct Mo-Su 09:00-18:00").
ALTER TABLE "farm_shops" ADD COLUMN IF NOT EXISTS "hours_as_published" text;--> statement-breakpoint

-- The open stretches of one day's hours without its breaks, as rows of minutes after that day's
-- midnight, both ends open (the last past 1440 when the hours run past midnight): the rule of
-- slotBreaks and slotPieces in lib/hours/rules.ts. A break counts when both times are valid and
-- it lies strictly inside the hours (after the opening, before midnight and the closing); the
-- shop is closed strictly between its two times. Other breaks are ignored, as in the app.
CREATE OR REPLACE FUNCTION farm_shops_day_pieces(slot integer[], breaks jsonb)
RETURNS TABLE(piece_start integer, piece_end integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(p.r), upper(p.r) - 1
  FROM unnest(
    int4multirange(int4range(slot[1], farm_shops_range_end(slot), '[]'))
    - coalesce((
        SELECT range_agg(int4range(b.f, b.t, '()'))
        FROM (
          SELECT farm_shops_minutes(x ->> 'from') AS f, farm_shops_minutes(x ->> 'to') AS t
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(breaks) = 'array' THEN breaks ELSE '[]'::jsonb END) AS e(x)
          WHERE jsonb_typeof(x -> 'from') = 'string' AND jsonb_typeof(x -> 'to') = 'string'
        ) b
        WHERE slot[1] < b.f AND b.f < b.t AND b.t < farm_shops_range_end(slot)
      ), '{}'::int4multirange)
  ) AS p(r)
  WHERE slot IS NOT NULL
$$;--> statement-breakpoint

-- As in migration 0013, with one row per open stretch of a day: its breaks are left out.
CREATE OR REPLACE FUNCTION farm_shops_opening_rows(weekly jsonb, holiday_hours jsonb)
RETURNS TABLE(range_day integer, range_start integer, range_end integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.i::integer - 1, p.piece_start, p.piece_end
  FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) WITH ORDINALITY AS d(name, i)
  CROSS JOIN LATERAL (SELECT CASE
      WHEN jsonb_typeof(weekly -> d.name) = 'object' AND coalesce(weekly -> d.name ->> 'closed', 'false') <> 'true'
      THEN farm_shops_slot(weekly -> d.name ->> 'open', weekly -> d.name ->> 'close') END AS slot) s
  CROSS JOIN LATERAL farm_shops_day_pieces(s.slot, weekly -> d.name -> 'breaks') p
  WHERE s.slot IS NOT NULL
  UNION ALL
  SELECT 7, s.slot[1], CASE WHEN s.slot IS NOT NULL THEN farm_shops_range_end(s.slot) END
  FROM (SELECT CASE WHEN jsonb_typeof(holiday_hours) = 'object'
      THEN farm_shops_slot(holiday_hours ->> 'open', holiday_hours ->> 'close') END AS slot) s
  WHERE holiday_hours IS DISTINCT FROM '"usual"'::jsonb
$$;--> statement-breakpoint

-- Hours not confirmed are never open: the trigger stores no minutes for them (no weekday ranges,
-- no holiday rule, no special dates), so the exact check finds nothing, and their week of minutes
-- (below) is empty. Rewritten also when hours_as_published changes.
CREATE OR REPLACE FUNCTION farm_shops_store_hours() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM farm_shop_opening_ranges WHERE shop_id = OLD.id;
    DELETE FROM farm_shop_special_dates WHERE shop_id = OLD.id;
  END IF;
  IF NEW.hours_as_published IS NOT NULL THEN
    RETURN NULL;
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
DROP TRIGGER IF EXISTS farm_shops_store_hours_update ON farm_shops;--> statement-breakpoint
CREATE TRIGGER farm_shops_store_hours_update AFTER UPDATE ON farm_shops
  FOR EACH ROW WHEN (OLD.opening_hours IS DISTINCT FROM NEW.opening_hours
    OR OLD.public_holiday_hours IS DISTINCT FROM NEW.public_holiday_hours
    OR OLD.hours_exceptions IS DISTINCT FROM NEW.hours_exceptions
    OR OLD.hours_as_published IS DISTINCT FROM NEW.hours_as_published)
  EXECUTE FUNCTION farm_shops_store_hours();--> statement-breakpoint

-- The week of minutes, empty for hours not confirmed. A generated column's expression cannot be
-- changed in place: it is added again (every shop's value computed by the new rule, breaks
-- included), with the three indexes of the public shops that carry it (as migration 0021 made them).
CREATE OR REPLACE FUNCTION farm_shops_week_minutes(weekly jsonb, hours_as_published text) RETURNS int4multirange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN hours_as_published IS NULL THEN farm_shops_week_minutes(weekly) ELSE '{}'::int4multirange END
$$;--> statement-breakpoint
ALTER TABLE "farm_shops" DROP COLUMN "week_minutes";--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "week_minutes" int4multirange GENERATED ALWAYS AS (farm_shops_week_minutes(opening_hours, hours_as_published)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "farm_shops_public_week_idx" ON "farm_shops" USING btree ("id") INCLUDE ("week_minutes", "special_days", "holiday_rule", "county") WHERE "approved" AND "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "farm_shops_public_facets_idx" ON "farm_shops" USING btree (lower("county"), "shop_type") INCLUDE ("county", "id", "products_bits", "services_bits", "week_minutes", "special_days", "holiday_rule") WHERE "approved" AND "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "farm_shops_public_rank_idx" ON "farm_shops" USING btree ("name_key", "id") INCLUDE ("featured", "county", "shop_type", "map_lat", "map_lon", "products_bits", "services_bits", "week_minutes", "special_days", "holiday_rule") WHERE "approved" AND "closed_at" IS NULL;--> statement-breakpoint

-- The shops already there whose hours have breaks (only hand-written ones can, before this
-- migration): their ranges again by the new rule. The search rows copy the new week of minutes.
DELETE FROM farm_shop_opening_ranges WHERE shop_id IN (
  SELECT id FROM farm_shops WHERE jsonb_path_exists(opening_hours, '$.*.breaks') OR hours_as_published IS NOT NULL);--> statement-breakpoint
INSERT INTO farm_shop_opening_ranges (shop_id, day, start_minute, end_minute)
  SELECT s.id, r.range_day, r.range_start, r.range_end
  FROM farm_shops s CROSS JOIN LATERAL farm_shops_opening_rows(s.opening_hours, s.public_holiday_hours) r
  WHERE jsonb_path_exists(s.opening_hours, '$.*.breaks') AND s.hours_as_published IS NULL;--> statement-breakpoint
UPDATE farm_shop_search s SET week_minutes = f.week_minutes
FROM farm_shops f WHERE f.id = s.id AND s.week_minutes IS DISTINCT FROM f.week_minutes;
