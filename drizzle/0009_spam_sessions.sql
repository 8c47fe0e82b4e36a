CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "farm_shops" ADD COLUMN "duplicate_of_id" text;--> statement-breakpoint
CREATE INDEX "admin_sessions_last_seen_idx" ON "admin_sessions" USING btree ("last_seen_at");--> statement-breakpoint
ALTER TABLE "farm_shops" ADD CONSTRAINT "farm_shops_duplicate_of_id_farm_shops_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."farm_shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farm_shops_pending_idx" ON "farm_shops" USING btree ("created_at") WHERE not "farm_shops"."approved";--> statement-breakpoint
CREATE INDEX "farm_shops_dup_name_town_idx" ON "farm_shops" USING btree (regexp_replace(lower("name"), '[^a-z0-9]', '', 'g'),regexp_replace(lower("town"), '[^a-z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "farm_shops_dup_phone_idx" ON "farm_shops" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX "farm_shops_dup_email_idx" ON "farm_shops" USING btree (lower("email"));