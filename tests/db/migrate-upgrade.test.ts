import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, openPglite, openPostgres, queryRows, type DbHandle } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { seedGeneratedShops } from "@/lib/db/seed-generated";
import { createPostgresDatabase, ENGINES, type Engine } from "../support/test-db";

/** The migration the upgrade starts at: it adds stored generated columns to farm_shops, so rewrites it. */
const REWRITE = "0021_open_prechecks";

/** The project's list of migrations. */
const readJournal = () =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };

/** A copy of the migrations before REWRITE: a database "deployed before" it. */
function migrationsBeforeRewrite(): { folder: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "farmshops-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = readJournal();
  const before = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === REWRITE));
  expect(before.length).toBeGreaterThan(0);
  for (const { tag } of before) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: before }));
  return { folder };
}

/** Opens the same database again and again: a folder for PGlite, a database on the server for Postgres. */
async function reopenable(engine: Engine): Promise<{ open: (folder?: string) => Promise<DbHandle>; drop: () => Promise<void> }> {
  if (engine === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "farmshops-pglite-"));
    return {
      open: (migrationsFolder) => openPglite(dataDir, { migrationsFolder }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresDatabase();
  return { open: (migrationsFolder) => openPostgres(database.url, { migrationsFolder }), drop: database.drop };
}

/**
 * Seeds shops into a database deployed before REWRITE with today's code, which writes every
 * column of today's farm_shops: the columns a later migration adds are there, nullable, for the
 * seed only, and dropped after it (neither step rewrites the table), so that the migration adds
 * them itself.
 */
async function seedOldDatabase(handle: DbHandle, totalShops: number) {
  const present = new Set(
    (await queryRows<{ name: string }>(handle.db, sql`select column_name as name from information_schema.columns where table_name = 'farm_shops'`)).map((c) => c.name),
  );
  const missing = Object.values(getTableColumns(farmShops)).filter((c) => !present.has(c.name) && !c.generated);
  for (const c of missing) await handle.db.execute(sql.raw(`alter table farm_shops add column "${c.name}" ${c.getSQLType()}`));
  await seedGeneratedShops(handle.db, { totalShops, today: "2026-11-21" });
  for (const c of missing) await handle.db.execute(sql.raw(`alter table farm_shops drop column "${c.name}"`));
}

type TableState = { pages: number; visible: number; statistics: number };

/** farm_shops' pages, how many the visibility map marks all-visible, and the statistics of its newest column. */
const shopsTable = async (handle: DbHandle): Promise<TableState> =>
  (
    await queryRows<TableState>(
      handle.db,
      sql`select relpages as pages, relallvisible as visible,
            (select count(*)::int from pg_stats where tablename = 'farm_shops' and attname = 'special_days') as statistics
          from pg_class where relname = 'farm_shops'`,
    )
  )[0]!;

describe.each(ENGINES)("upgrading a database that holds shops on %s", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("vacuums and analyzes once the migrations have run, so the rewritten shops table keeps its visibility map", async () => {
    const { folder } = migrationsBeforeRewrite();
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    const database = await reopenable(engine);
    cleanups.push(database.drop);

    const before = await database.open(folder);
    await seedOldDatabase(before, 400);
    const seeded = await shopsTable(before);
    expect(seeded.pages).toBeGreaterThan(0);
    expect(seeded.visible).toBe(seeded.pages);
    await before.close();

    const after = await database.open();
    try {
      const applied = await queryRows<{ hash: string }>(after.db, sql`select hash from drizzle.__drizzle_migrations`);
      expect(applied.length).toBe(readJournal().entries.length);
      const upgraded = await shopsTable(after);
      // Without the vacuum, REWRITE leaves a new table with no page marked and no statistics for its columns.
      expect(upgraded).toEqual({ pages: expect.any(Number), visible: upgraded.pages, statistics: 1 });
      expect(upgraded.pages).toBeGreaterThan(0);
      const [shops] = await queryRows<{ n: number }>(after.db, sql`select count(*)::int as n from farm_shops`);
      expect(shops?.n).toBe(400);
    } finally {
      await after.close();
    }
  });

  it("vacuums a database that an earlier build left rewritten and unvacuumed, once, when it applies the next migration", async () => {
    const database = await reopenable(engine);
    cleanups.push(database.drop);
    const first = await database.open();
    await seedGeneratedShops(first.db, { totalShops: 300, today: "2026-11-21" });
    // What 0021 did to farm_shops on a build without the step: a rewrite, left as it was.
    await first.db.execute(sql`alter table farm_shops add column rewritten integer generated always as (1) stored`);
    await first.db.execute(sql`alter table farm_shops drop column rewritten`);
    expect((await shopsTable(first)).visible).toBe(0);
    // As if the last migration (0022, which changes nothing) had not been applied yet.
    await first.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    await first.close();

    const next = await database.open();
    try {
      const upgraded = await shopsTable(next);
      expect(upgraded.pages).toBeGreaterThan(0);
      expect(upgraded.visible).toBe(upgraded.pages);
    } finally {
      await next.close();
    }
  });
});
