CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"featured_image" text,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"farm_shop_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"end_date" date,
	"end_time" text,
	"image_url" text,
	"website_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_event_time_check" CHECK ("events"."event_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_end_time_check" CHECK ("events"."end_time" is null or "events"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_end_date_check" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."event_date")
);
--> statement-breakpoint
CREATE TABLE "farm_shops" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"county" text NOT NULL,
	"town" text NOT NULL,
	"address" text NOT NULL,
	"eircode" text,
	"phone" text,
	"email" text,
	"website" text,
	"facebook" text,
	"instagram" text,
	"description" text,
	"shop_type" text DEFAULT 'physical' NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" numeric,
	"longitude" numeric,
	"image_url" text,
	"image_url2" text,
	"featured" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (farm_shops_search_text(name, description, town, county, address, products)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_shops_shop_type_check" CHECK ("farm_shops"."shop_type" in ('physical', 'online', 'honesty-box', 'farmers-market')),
	CONSTRAINT "farm_shops_latitude_check" CHECK ("farm_shops"."latitude" between -90 and 90),
	CONSTRAINT "farm_shops_longitude_check" CHECK ("farm_shops"."longitude" between -180 and 180),
	CONSTRAINT "farm_shops_opening_hours_check" CHECK (jsonb_typeof("farm_shops"."opening_hours") = 'object')
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"visibility" text NOT NULL,
	"object_key" text,
	"content_type" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_farm_shop_id_farm_shops_id_fk" FOREIGN KEY ("farm_shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("publish_date") WHERE "blog_posts"."published";--> statement-breakpoint
CREATE INDEX "events_farm_shop_idx" ON "events" USING btree ("farm_shop_id");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree (coalesce("end_date", "event_date"));--> statement-breakpoint
CREATE INDEX "events_featured_idx" ON "events" USING btree ("event_date") WHERE "events"."featured";--> statement-breakpoint
CREATE UNIQUE INDEX "farm_shops_slug_key" ON "farm_shops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "farm_shops_approved_name_idx" ON "farm_shops" USING btree ("approved","name");--> statement-breakpoint
CREATE INDEX "farm_shops_featured_idx" ON "farm_shops" USING btree ("name") WHERE "farm_shops"."featured" and "farm_shops"."approved";--> statement-breakpoint
CREATE INDEX "farm_shops_county_idx" ON "farm_shops" USING btree (lower("county"),"approved");--> statement-breakpoint
CREATE INDEX "farm_shops_search_trgm_idx" ON "farm_shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "upload_tokens_expires_idx" ON "upload_tokens" USING btree ("expires_at");