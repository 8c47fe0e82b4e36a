import { createThrowawayDatabase } from "../../scripts/lib/throwaway-database.mjs";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";

export type Engine = "pglite" | "postgres";

/** PGlite always; real Postgres too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

type GlobalDb = { __farmShopsDb?: Promise<DbHandle> };

/** A new, empty database on the TEST_DATABASE_URL server (not migrated), and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createThrowawayDatabase(adminUrl, "farmshops_test");
}

/**
 * A new, empty, migrated database for one test file: in-memory PGlite, or a fresh database
 * created on the TEST_DATABASE_URL server. It becomes the app's database (what getDb() answers).
 */
export async function openTestDatabase(engine: Engine): Promise<{ handle: DbHandle; dispose: () => Promise<void> }> {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  if (engine === "pglite") {
    handle = await openPglite("memory://");
    dispose = () => handle.close();
  } else {
    const database = await createPostgresDatabase();
    handle = await openPostgres(database.url);
    dispose = async () => {
      await handle.close();
      await database.drop();
    };
  }
  (globalThis as GlobalDb).__farmShopsDb = Promise.resolve(handle);
  return {
    handle,
    dispose: async () => {
      (globalThis as GlobalDb).__farmShopsDb = undefined;
      await dispose();
    },
  };
}
