// Writes .next/api-methods.json: each API address (its route file's folder under app/api) and the
// methods it answers, read from the route files' exports (lib/api/allowed-methods.mjs).
//
//   node scripts/api-methods.mjs      (part of `npm run build`)
//
// The production server (server.mjs) reads it at start to answer a method an address does not
// have with a JSON 405 that names the ones it has in `Allow`. Without the file it leaves those to
// Next.js (a bare 405).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { routeMethods, routePattern } from "../lib/api/allowed-methods.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
export const API_METHODS_FILE = path.join(ROOT, ".next/api-methods.json");

/** Every route file under app/api, as { pattern, methods }. */
export async function readApiMethods() {
  const files = (await readdir(path.join(APP, "api"), { recursive: true })).filter((file) => /(^|\/)route\.(ts|js|mjs)$/.test(file));
  const table = [];
  for (const file of files.sort()) {
    const methods = routeMethods(await readFile(path.join(APP, "api", file), "utf8"));
    table.push({ pattern: routePattern(path.posix.join("api", path.dirname(file).split(path.sep).join("/"))), methods });
  }
  return table;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await readApiMethods();
  await writeFile(API_METHODS_FILE, `[\n${table.map((route) => JSON.stringify(route)).join(",\n")}\n]\n`);
  console.log(`Wrote the methods of ${table.length} API addresses to ${path.relative(ROOT, API_METHODS_FILE)}`);
}
