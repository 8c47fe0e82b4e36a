-- Imports: each one a batch (undoable), and each imported shop's provenance (source file, source
-- id such as osm:node/123, time, and its values as last imported, so that a later import never
-- overwrites a field the owner or the administrator edited since).
CREATE TABLE IF NOT EXISTS "import_batches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shop_sources" (
	"shop_id" text PRIMARY KEY NOT NULL REFERENCES "farm_shops"("id") ON DELETE cascade,
	"source_id" text,
	"source_file" text NOT NULL,
	"batch_id" text REFERENCES "import_batches"("id") ON DELETE set null,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"licence" text,
	"imported_values" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shop_sources_source_id_key" ON "shop_sources" USING btree ("source_id") WHERE "source_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "import_batch_shops" (
	"batch_id" text NOT NULL REFERENCES "import_batches"("id") ON DELETE cascade,
	"shop_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_source" jsonb,
	CONSTRAINT "import_batch_shops_pk" PRIMARY KEY ("batch_id", "shop_id"),
	CONSTRAINT "import_batch_shops_action_check" CHECK ("action" in ('created', 'updated'))
);
