// Next.js cache handler used when REDIS_URL is set (next.config.mjs): every instance keeps its
// page and data cache, and the tags' expiry, in one Redis, so that an admin change made on one
// instance is seen by all of them at once. Plain JavaScript because Next.js loads it by path at
// run time, outside the app's TypeScript (so it reads process.env itself; lib/env.ts validates
// REDIS_URL at start).
import { createHash } from "node:crypto";
import { createClient } from "redis";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";

const PHASE_PRODUCTION_BUILD = "phase-production-build";

let lastErrorLog = 0;

/**
 * One client per process. While Redis is unreachable every command fails at once (no offline
 * queue), so a read is a miss and the page is rendered afresh instead of waiting; the client
 * keeps reconnecting in the background (at most every 2 s), so the shared cache comes back by
 * itself when Redis does.
 */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  client.on("error", (err) => {
    // A down Redis reports every reconnect attempt: one line a minute is enough.
    if (Date.now() - lastErrorLog > 60_000) {
      lastErrorLog = Date.now();
      console.warn(`[cache] Redis unavailable, rendering without the shared cache: ${err?.message ?? err}`);
    }
  });
  client.on("ready", () => console.log("[cache] shared cache connected (Redis)"));
  client.connect().catch((err) => console.warn(`[cache] Redis connect failed: ${err?.message ?? err}`));
  return client;
}

/**
 * A page's validator, stored with the page: an ETag made once when the page is rendered and put
 * in the headers Next.js keeps with the entry and sends with every answer from it. Next.js's own
 * ETags (generateEtags, off in next.config.mjs) hashed the whole page again on every request. The
 * front (deploy/nginx.conf) answers If-None-Match from it with a 304.
 */
function withValidator(handler) {
  return {
    ...handler,
    name: `${handler.name}+etag`,
    set(key, entry, ...rest) {
      const page = entry?.value;
      if (page?.kind === "APP_PAGE" && typeof page.html === "string") {
        const hash = createHash("sha1").update(page.html);
        if (page.rscData) hash.update(page.rscData);
        page.headers = { ...page.headers, etag: `"${hash.digest("base64url").slice(0, 27)}"` };
      }
      return handler.set(key, entry, ...rest);
    },
  };
}

CacheHandler.onCreation(() => {
  const url = process.env.REDIS_URL;
  // The build renders nothing shared: no Redis needed (or wanted) there.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] };
  globalThis.__farmshopsRedis ??= connect(url);
  return {
    handlers: [
      withValidator(createRedisHandler({
        client: globalThis.__farmshopsRedis,
        keyPrefix: process.env.REDIS_KEY_PREFIX || "farmshops:",
        // A slow Redis must not hold a page up for long: past this the read is a miss.
        timeoutMs: 500,
      })),
    ],
  };
});

export default CacheHandler;
