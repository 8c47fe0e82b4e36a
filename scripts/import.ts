// npm run import -- <file> [--format csv|osm] [--dry-run] [--approve] [--map "Shop name=name"]... [--overwrite]
// Imports shops from a CSV (this directory's export or a spreadsheet), GeoJSON or Overpass JSON
// file into DATABASE_URL, or the embedded database under DATA_DIR (refused while the site runs on
// it: the embedded database allows one process). Prints `import: N new, N updated, N unchanged, N duplicates,
// N errors`, then one `line L, column C: message` per error; exits 1 when there is any error or the
// file is malformed (nothing written then). Possible duplicates are left as they are (the admin's
// Import tab chooses per row). --dry-run writes nothing. New shops are pending review unless --approve.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { siteHoldsDatabase } from "@/lib/backup/files";
import { getDbHandle } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { runImport } from "@/lib/import/commands";
import { parseColumnMap } from "@/lib/import/fields";
import { importAnswer, importSummaryLines } from "@/lib/import/response";
import { MalformedFileError } from "@/lib/import/types";
import { AppError } from "@/lib/errors";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    approve: { type: "boolean", default: false },
    overwrite: { type: "boolean", default: false },
    map: { type: "string", multiple: true, default: [] },
  },
});

async function main(): Promise<number> {
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('usage: npm run import -- <file> [--format csv|osm] [--dry-run] [--approve] [--map "Shop name=name"]');
    return 1;
  }
  if (values.format !== undefined && values.format !== "csv" && values.format !== "osm") {
    console.error(`--format is csv or osm, got "${values.format}"`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (err) {
    console.error(`import: cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  const held = siteHoldsDatabase(getEnv(), "the import");
  if (held) {
    console.error(`import: ${held}`);
    return 1;
  }
  const handle = await getDbHandle();
  try {
    const outcome = await runImport({
      bytes,
      fileName: path.basename(file),
      format: values.format as "csv" | "osm" | undefined,
      map: parseColumnMap(values.map ?? []),
      dryRun: values["dry-run"] ?? false,
      approve: values.approve ?? false,
      overwrite: values.overwrite ?? false,
    });
    const answer = importAnswer(outcome);
    for (const line of importSummaryLines(answer)) console.log(line);
    if (answer.batchId) console.log(`batch ${answer.batchId} (undo: POST /api/admin/import/${answer.batchId}/undo or the admin's Import tab)`);
    if (outcome.geocoding) {
      console.log(`geocoding ${outcome.geocodeQueued} new shops without coordinates, one at a time...`);
      await outcome.geocoding;
    }
    return answer.errors.length > 0 ? 1 : 0;
  } catch (err) {
    if (err instanceof MalformedFileError || err instanceof AppError) {
      console.error(`import: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
