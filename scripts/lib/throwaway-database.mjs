// A fresh database on the Postgres server of TEST_DATABASE_URL (scripts/with-postgres.sh starts
// one), for scripts that run the site against its own database: the API tests' server, the bench.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function asAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `{prefix}_{random}` and answers its address and a `drop()` that removes it (and never
 * throws, so that it can run on every way out).
 * @param {string} adminUrl
 * @param {string} prefix
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createThrowawayDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined),
  };
}
