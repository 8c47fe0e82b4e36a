// Run after every install (package.json "postinstall"): mends one line of Next.js's compiled
// server that costs every newly rendered page a few milliseconds of CPU.
//
// IncrementalCache.set measures each entry as `JSON.stringify(data).length` before it checks
// whether the entry is a fetch-cache entry, the only kind whose size it limits. A page's entry
// holds its HTML and its React payload as a Buffer, which JSON writes as an array of numbers: for a
// county page at 20,000 shops that is about 0.5 MB of JSON made and thrown away per first render
// (5–7% of a first render's CPU in a profile of the county-pages benchmark row). The patch
// measures only fetch-cache entries, as the check that uses the figure already does.
//
// Idempotent. When a Next.js upgrade changes the line, the script says so and leaves the files
// as they are: the server then works exactly as Next.js ships it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
let nextDir;
try {
  nextDir = path.dirname(require.resolve("next/package.json"));
} catch {
  process.exit(0); // Next.js is not installed (yet): nothing to mend.
}

// Minified (compiled runtimes): let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
// Readable (dist/server and dist/esm/server).
const READABLE = /const itemSize = JSON\.stringify\(data\)\.length;/g;

const files = [
  ...readdirSync(path.join(nextDir, "dist/compiled/next-server"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(nextDir, "dist/compiled/next-server", f)),
  path.join(nextDir, "dist/server/lib/incremental-cache/index.js"),
  path.join(nextDir, "dist/esm/server/lib/incremental-cache/index.js"),
];

let mended = 0;
let already = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue;
  }
  if (text.includes("fetchCache?JSON.stringify(") || text.includes("ctx.fetchCache ? JSON.stringify(data).length : 0")) {
    already++;
    continue;
  }
  const out = text
    .replace(MINIFIED, (_, size, data, ctx) => `let ${size}=${ctx}.fetchCache?JSON.stringify(${data}).length:0;if(${ctx}.fetchCache&&${size}>2097152`)
    .replace(READABLE, "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;");
  if (out !== text) {
    writeFileSync(file, out);
    mended++;
  }
}
if (mended + already === 0) console.log("patch-next: Next.js's cache no longer has the line this script mends; nothing changed.");
else if (mended) console.log(`patch-next: ${mended} of Next.js's server files measure only fetch-cache entries now.`);
