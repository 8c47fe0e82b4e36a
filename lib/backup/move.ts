import fsp from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, tidyDatabase } from "@/lib/db/client";

/**
 * Moves an embedded database (a backup's PGlite data folder) into an empty Postgres database:
 * the way from the demo, or a site that began on the embedded database, to a Postgres server.
 *
 * Both sides are brought to this build's schema by the same migrations, then every table of the
 * app is copied row for row, in one transaction on Postgres (all of it or, on any failure, none):
 * - tables in the order of their foreign keys; a table's reference to itself (a shop marked as the
 *   duplicate of another) is written in a second pass, once every row is there;
 * - the tables' own triggers are off while the rows go in: the tables they maintain (the search
 *   rows and words, the opening ranges) are copied as they are, not built twice;
 * - generated columns are computed again by Postgres; values pass as JSON text, so numbers,
 *   times, lists and JSON values keep every digit.
 * The database is vacuumed and analyzed after.
 */
const BATCH_ROWS = 1000;

type Reader = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type MoveResult = { tables: number; rows: number; shops: number };

export async function movePgliteToPostgres(pgliteDump: string, url: string, workDir: string): Promise<MoveResult> {
  // The embedded database, loaded from the backup and migrated in a folder of its own.
  const sourceDir = path.join(workDir, "move-source");
  const location = path.join(sourceDir, "pglite");
  await fsp.mkdir(location, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const loaded = await PGlite.create(location, { loadDataDir: new Blob([await fsp.readFile(pgliteDump)]), extensions: { pg_trgm } });
  await loaded.close();
  const source = await openPglite(sourceDir, { tidy: false });
  // The Postgres database's tables, as this build's migrations make them.
  const target = await openPostgres(url, { tidy: false });
  await target.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let result: MoveResult;
  try {
    const read: Reader = (text, params) => source.pglite!.query<Record<string, unknown>>(text, params);
    const tables = await tablesInOrder(client);
    await client.query("begin");
    for (const { name } of tables) await client.query(`alter table public.${name} disable trigger user`);
    let rows = 0;
    for (const table of tables) rows += await copyTable(read, client, table);
    for (const { name } of tables) await client.query(`alter table public.${name} enable trigger user`);
    await client.query("commit");
    const shops = Number((await client.query<{ n: number }>("select count(*)::int as n from public.farm_shops")).rows[0]?.n ?? 0);
    result = { tables: tables.length, rows, shops };
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    await client.end();
    await source.close();
  }
  const tidy = await openPostgres(url, { migrate: false });
  try {
    await tidyDatabase(tidy.db);
  } finally {
    await tidy.close();
  }
  return result;
}

type Table = { name: string; columns: string[]; selfRefs: string[]; key: string[] };

/** The app's tables (quoted names), each after the tables it refers to, with the columns to copy. */
async function tablesInOrder(client: pg.Client): Promise<Table[]> {
  const names = (await client.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename")).rows.map((r) => r.name);
  const refs = (
    await client.query<{ child: string; parent: string; columns: string[] }>(
      `select quote_ident(c.relname) as child, quote_ident(p.relname) as parent,
              array(select quote_ident(a.attname) from unnest(k.conkey) as n join pg_attribute a on a.attrelid = k.conrelid and a.attnum = n) as columns
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const tables: Table[] = [];
  for (const name of names) {
    const columns = (
      await client.query<{ name: string }>(
        `select quote_ident(column_name) as name from information_schema.columns
          where table_schema = 'public' and quote_ident(table_name) = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [name],
      )
    ).rows.map((r) => r.name);
    const key = (
      await client.query<{ name: string }>(
        `select quote_ident(a.attname) as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ('public.' || $1)::regclass and i.indisprimary`,
        [name],
      )
    ).rows.map((r) => r.name);
    const selfRefs = refs.filter((r) => r.child === name && r.parent === name).flatMap((r) => r.columns);
    tables.push({ name, columns, selfRefs, key });
  }
  // Parents first (a reference to itself is the second pass's).
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.name) && refs.every((r) => r.child !== t.name || r.parent === t.name || placed.has(r.parent)));
    if (!next) throw new Error("the tables' foreign keys go round in a circle");
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** Copies one table in batches; returns its row count. */
async function copyTable(read: Reader, client: pg.Client, table: Table): Promise<number> {
  const { name, columns, selfRefs, key } = table;
  if (selfRefs.length > 0 && key.length === 0) throw new Error(`${name} refers to itself and has no primary key`);
  const list = columns.join(", ");
  // A reference to itself goes in empty, and is written once every row is there.
  const first = columns.map((c) => (selfRefs.includes(c) ? `null` : c)).join(", ");
  let copied = 0;
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const { rows } = await read(`select coalesce(json_agg(t), '[]'::json)::text as rows from (select ${list} from public.${name} order by ctid limit ${BATCH_ROWS} offset ${offset}) t`);
    const batch = String(rows[0]?.rows ?? "[]");
    if (batch === "[]") break;
    const result = await client.query(`insert into public.${name} (${list}) select ${first} from json_populate_recordset(null::public.${name}, $1::json)`, [batch]);
    copied += result.rowCount ?? 0;
    if (selfRefs.length > 0) {
      // Rows of a later batch may be referred to: the second pass runs after the last batch.
      await client.query(`create temporary table if not exists move_self_refs (name text, batch json) on commit drop`);
      await client.query(`insert into move_self_refs values ($1, $2::json)`, [name, batch]);
    }
    if ((result.rowCount ?? 0) < BATCH_ROWS) break;
  }
  if (selfRefs.length > 0 && copied > 0) {
    const set = selfRefs.map((c) => `${c} = src.${c}`).join(", ");
    const match = key.map((k) => `t.${k} = src.${k}`).join(" and ");
    const given = selfRefs.map((c) => `src.${c} is not null`).join(" or ");
    await client.query(
      `update public.${name} t set ${set}
         from move_self_refs m, json_populate_recordset(null::public.${name}, m.batch) src
        where m.name = $1 and ${match} and (${given})`,
      [name],
    );
  }
  return copied;
}
