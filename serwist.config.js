// @ts-check
// The service worker's build (Serwist's configurator mode): `npm run build` runs `next build`, then
// `serwist build` bundles sw/sw.ts with esbuild into public/sw.js and injects the precache list.
// It runs after Next.js has written the prerendered offline page, so the list names exactly what
// that page loads; nothing of the bundler's internals is used, so it suits the Turbopack build.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

// The English offline page (app/[locale]/(public)/offline, rendered at /en-IE/offline; the proxy
// rewrites /offline there).
const OFFLINE_HTML = ".next/server/app/en-IE/offline.html";

/** The offline page (its revision: its HTML, which names this build's files) and what it loads. */
function offlineEntries() {
  const html = readFileSync(OFFLINE_HTML, "utf8");
  const files = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]));
  return [
    { url: "/offline", revision: createHash("sha256").update(html).digest("hex").slice(0, 16) },
    // Hashed names: the name is the revision.
    ...[...files].map((url) => ({ url, revision: null })),
  ];
}

export default serwist({
  swSrc: "sw/sw.ts",
  swDest: "public/sw.js",
  // Not every prerendered page nor every build file: the offline page, what it loads and the icons.
  precachePrerendered: false,
  globPatterns: ["public/icons/*.png"],
  additionalPrecacheEntries: offlineEntries(),
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
