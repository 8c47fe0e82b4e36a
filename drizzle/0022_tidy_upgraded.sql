-- Nothing to change in the schema. A database that applied 0021 before the app learnt to vacuum
-- and analyze after migrations (lib/db/client.ts, migrateAndTidy) kept farm_shops as 0021's
-- rewrite left it: no visibility map and no statistics for special_days and holiday_rule, which
-- autovacuum is not woken to restore (PGlite has no autovacuum). Applying this migration counts as
-- an upgrade, so such a database is vacuumed and analyzed once, at the next start or
-- `npm run db:migrate`. (VACUUM itself cannot run here: migrations run inside a transaction.)
SELECT 1;
