-- The opening rule in SQL, so that "open now" and "open at" filter in the query itself. It mirrors
-- lib/hours/rules.ts (a unit test runs both on the same cases): a special date first (the
-- narrowest range, then the later entry), then a public holiday of the shop's jurisdiction (which
-- the caller passes, from the holiday calendar), then the weekly hours. Times are minutes of the
-- Irish day; a closing time at or before the opening time runs past midnight.

-- "HH:MM" → minutes after midnight, or null for anything else.
CREATE OR REPLACE FUNCTION farm_shops_minutes(t text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN btrim(t) ~ '^[0-9]{1,2}:[0-9]{2}$' THEN
    CASE WHEN split_part(btrim(t), ':', 1)::int <= 23 AND split_part(btrim(t), ':', 2)::int <= 59
      THEN split_part(btrim(t), ':', 1)::int * 60 + split_part(btrim(t), ':', 2)::int END
  END
$$;--> statement-breakpoint

-- {opening, closing} minutes, or null when either time is missing.
CREATE OR REPLACE FUNCTION farm_shops_slot(open text, close text) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN farm_shops_minutes(open) IS NOT NULL AND farm_shops_minutes(close) IS NOT NULL
    THEN ARRAY[farm_shops_minutes(open), farm_shops_minutes(close)] END
$$;--> statement-breakpoint

-- The hours that apply on one date, or null when the shop is closed that day.
CREATE OR REPLACE FUNCTION farm_shops_day_slot(weekly jsonb, holiday_hours jsonb, exceptions jsonb, day date, is_holiday boolean)
RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN e.x IS NOT NULL THEN
      CASE WHEN e.x ->> 'closed' = 'false' THEN farm_shops_slot(e.x ->> 'open', e.x ->> 'close') END
    WHEN is_holiday AND holiday_hours = '"closed"'::jsonb THEN NULL
    WHEN is_holiday AND jsonb_typeof(holiday_hours) = 'object'
      THEN farm_shops_slot(holiday_hours ->> 'open', holiday_hours ->> 'close')
    WHEN jsonb_typeof(weekly -> d.name) = 'object' AND coalesce(weekly -> d.name ->> 'closed', 'false') <> 'true'
      THEN farm_shops_slot(weekly -> d.name ->> 'open', weekly -> d.name ->> 'close')
  END
  FROM (SELECT (ARRAY['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])
          [extract(dow FROM day)::int + 1] AS name, to_char(day, 'YYYY-MM-DD') AS iso) d
  LEFT JOIN LATERAL (
    SELECT t.x FROM jsonb_array_elements(CASE WHEN jsonb_typeof(exceptions) = 'array' THEN exceptions ELSE '[]'::jsonb END)
      WITH ORDINALITY AS t(x, i)
    WHERE t.x ->> 'from' <= d.iso AND t.x ->> 'to' >= d.iso
    ORDER BY (t.x ->> 'to')::date - (t.x ->> 'from')::date, t.i DESC
    LIMIT 1
  ) e ON true
$$;--> statement-breakpoint

-- Open at `minutes` of the Irish date `today`: through yesterday's late opening, or today's hours.
CREATE OR REPLACE FUNCTION farm_shops_open_at(weekly jsonb, holiday_hours jsonb, exceptions jsonb, today date, minutes integer,
  holiday_today boolean, holiday_yesterday boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(s.y[2] <= s.y[1] AND minutes <= s.y[2], false)
      OR coalesce(CASE WHEN s.t[2] > s.t[1] THEN minutes BETWEEN s.t[1] AND s.t[2] ELSE minutes >= s.t[1] END, false)
  FROM (SELECT farm_shops_day_slot(weekly, holiday_hours, exceptions, today - 1, holiday_yesterday) AS y,
               farm_shops_day_slot(weekly, holiday_hours, exceptions, today, holiday_today) AS t) s
$$;
