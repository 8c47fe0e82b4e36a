CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_shop_id" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"shop_id" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"farm_shop_id" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_changes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"farm_shop_id" text NOT NULL,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"owner_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"farm_shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "shop_reports_kind_check" CHECK ("shop_reports"."kind" in ('hours', 'closed', 'location', 'contact', 'other')),
	CONSTRAINT "shop_reports_status_check" CHECK ("shop_reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owner_tokens" ADD CONSTRAINT "owner_tokens_farm_shop_id_farm_shops_id_fk" FOREIGN KEY ("farm_shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_changes" ADD CONSTRAINT "shop_changes_farm_shop_id_farm_shops_id_fk" FOREIGN KEY ("farm_shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reports" ADD CONSTRAINT "shop_reports_farm_shop_id_farm_shops_id_fk" FOREIGN KEY ("farm_shop_id") REFERENCES "public"."farm_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_shop_idx" ON "audit_log" USING btree ("shop_id","at");--> statement-breakpoint
CREATE INDEX "owner_tokens_shop_idx" ON "owner_tokens" USING btree ("farm_shop_id");--> statement-breakpoint
CREATE INDEX "owner_tokens_expires_idx" ON "owner_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shop_changes_status_idx" ON "shop_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_changes_one_pending_key" ON "shop_changes" USING btree ("farm_shop_id") WHERE "shop_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "shop_reports_status_idx" ON "shop_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_reports_shop_idx" ON "shop_reports" USING btree ("farm_shop_id");