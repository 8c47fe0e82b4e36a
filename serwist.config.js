// @ts-check
// The service worker's build (Serwist's configurator mode): `npm run build` runs `next build`, then
// `serwist build` bundles sw/sw.ts with esbuild into public/sw.js and injects the precache list.
// It runs after Next.js has written the prerendered offline page, so the list names exactly what
// that page loads; nothing of the bundler's internals is used, so it suits the Turbopack build.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

// The offline page in each language (app/[locale]/(public)/offline, rendered at /en-IE/offline and
// /ga-IE/offline; the proxy rewrites /offline and /ga/offline there). The worker shows the Irish one
// for an Irish address (lib/pwa/policy.ts, offlinePathFor).
const OFFLINE_PAGES = [
  { url: "/offline", html: ".next/server/app/en-IE/offline.html" },
  { url: "/ga/offline", html: ".next/server/app/ga-IE/offline.html" },
];

/** The offline pages (each one's revision: its HTML, which names this build's files) and what they load. */
function offlineEntries() {
  const files = new Set();
  const pages = OFFLINE_PAGES.map(({ url, html: file }) => {
    const html = readFileSync(file, "utf8");
    for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) files.add(m[1]);
    return { url, revision: createHash("sha256").update(html).digest("hex").slice(0, 16) };
  });
  // Hashed names: the name is the revision.
  return [...pages, ...[...files].map((url) => ({ url, revision: null }))];
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
