-- Visitor counts: one row per Irish day, figure and key (a page, a shop, a search, a referrer
-- domain, a kind of device), added to by the server every few seconds from the counts it keeps in
-- memory. Nothing here names a visitor: raw hits are never stored. Rows older than 25 months are
-- deleted by the server.
CREATE TABLE "analytics_daily" (
  "day" date NOT NULL,
  "metric" text NOT NULL,
  "key" text DEFAULT '' NOT NULL,
  "count" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "analytics_daily_pk" PRIMARY KEY ("day", "metric", "key"),
  CONSTRAINT "analytics_daily_count_check" CHECK ("count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_metric_day_idx" ON "analytics_daily" ("metric", "day");
--> statement-breakpoint
-- The monthly summary mail to a listing's address: on unless its owner switched it off, and the
-- last month it was sent for (so that several instances never send it twice).
CREATE TABLE "shop_summary_mail" (
  "shop_id" text PRIMARY KEY NOT NULL REFERENCES "farm_shops"("id") ON DELETE CASCADE,
  "monthly_summary" boolean DEFAULT true NOT NULL,
  "last_sent_month" text
);
