-- One thing's history in the activity log: "was this post ever public" when a draft is first
-- published, and an import's entry when it is undone. Without it both read the whole log.
-- (The snapshot beside this migration is the first since 0015 and describes the whole schema.)
CREATE INDEX IF NOT EXISTS "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id", "entity");
