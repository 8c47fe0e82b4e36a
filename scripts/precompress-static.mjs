// Compresses the build's static files once, at the highest levels, beside the files themselves:
// .next/static/**/x.js gets x.js.br (brotli 11) and x.js.gz (gzip 9).
//
//   node scripts/precompress-static.mjs      (part of `npm run build`; the stack runs it too)
//
// The front (deploy/nginx.conf) serves /_next/static from these files with brotli_static and
// gzip_static. Their names carry a content hash and never change, so they are compressed once per
// build instead of on every response, and at a level too slow to run per response: a page's
// scripts weigh about a seventh less than at the front's on-the-fly level.
// A file already compressed and not older than its source is left alone, so a second run is quick.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const STATIC_DIR = path.join(ROOT, ".next/static");
/** What compresses: text. Fonts and pictures are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this, a compressed copy saves less than its headers cost (as the front's *_min_length). */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function isFresh(copy, source) {
  try {
    return (await stat(copy)).mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

async function compress(file) {
  const source = await stat(file);
  if (source.size < MIN_BYTES) return 0;
  if ((await isFresh(`${file}.br`, source)) && (await isFresh(`${file}.gz`, source))) return 0;
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return 1;
}

const started = performance.now();
let files;
try {
  files = (await readdir(STATIC_DIR, { recursive: true }))
    .filter((f) => COMPRESSIBLE.test(f))
    .map((f) => path.join(STATIC_DIR, f));
} catch (error) {
  if (error?.code === "ENOENT") {
    console.error(`No build in ${STATIC_DIR}: run \`next build\` first.`);
    process.exit(1);
  }
  throw error;
}
// zlib's async calls queue on libuv's thread pool, so all files can be asked for at once.
const done = await Promise.all(files.map(compress));
const count = done.reduce((a, n) => a + n, 0);
console.log(
  `Precompressed ${count} of ${files.length} static files (brotli 11, gzip 9) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
