// npm run restore -- FILE [--force]: restores a backup (npm run backup) into an empty database
// (DATABASE_URL, or the embedded database under DATA_DIR), applies any newer migrations and puts
// the images back under DATA_DIR/uploads. A database holding data is refused unless --force. An
// embedded site's backup restored with DATABASE_URL set is moved into Postgres (lib/backup/move.ts).
// Stop the site first. docs/operations.md.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "@/lib/env";
import { siteHoldsDatabase } from "@/lib/backup/files";
import { RestoreRefused, restoreBackup } from "@/lib/backup/restore";
import { localUploadsDir } from "@/lib/backup/sources";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = positionals[0];
if (!file || positionals.length > 1) stop("Usage: npm run restore -- FILE [--force]");
if (!fs.existsSync(file)) stop(`No such file: ${file}`);
const env = getEnv();
const held = siteHoldsDatabase(env, "the restore");
if (held) stop(held);

try {
  const result = await restoreBackup({ file, force: values.force, databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, uploadsDir: localUploadsDir(env) });
  if (result.moved) {
    console.log(
      `Moved the embedded database of ${file} (taken ${result.manifest.createdAt}) into the Postgres database${result.replaced ? ", replacing its data" : ""}: ` +
        `${result.moved.shops} shops, ${result.moved.rows} rows in ${result.moved.tables} tables; ${result.uploads} images put back. Start the site with this DATABASE_URL.`,
    );
    process.exit(0);
  }
  console.log(
    `Restored ${file} (taken ${result.manifest.createdAt}) into the ${result.engine === "postgres" ? "Postgres database" : `embedded database in ${path.resolve(env.DATA_DIR)}`}` +
      `${result.replaced ? ", replacing its data" : ""}; ${result.uploads} images put back. Newer migrations applied. Start the site.`,
  );
} catch (err) {
  stop(err instanceof RestoreRefused ? err.message : `Restore failed: ${err instanceof Error ? err.message : String(err)}`);
}
