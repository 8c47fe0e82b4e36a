-- Opening hours learn breaks (a split day such as 08:00-12:30, 14:00-18:00) and hours that are
-- not confirmed (hours_as_published: the original text of imported hours the model cannot hold).
ALTER TABLE "farm_shops" ADD COLUMN IF NOT EXISTS "hours_as_published" text;
