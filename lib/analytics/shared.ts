import "server-only";
import type { createClient } from "redis";
import { getEnv } from "@/lib/env";

type Client = ReturnType<typeof createClient>;

const REDIS_TIMEOUT_MS = 500;
const DAY_SECONDS = 24 * 60 * 60;

let client: Promise<Client | null> | undefined;

/**
 * With REDIS_URL, several instances share each day's salt and its visitor hashes through Redis,
 * so that a visitor counts once whichever instance answers; the counts themselves are added up
 * in the database. Null without REDIS_URL, or while Redis is unreachable (each instance then
 * keeps its own salt and hashes in memory, as a single instance does).
 */
async function redis(): Promise<Client | null> {
  const { REDIS_URL } = getEnv();
  if (!REDIS_URL) return null;
  client ??= import("redis")
    .then(async ({ createClient }) => {
      const c = createClient({
        url: REDIS_URL,
        disableOfflineQueue: true,
        socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
      });
      c.on("error", () => undefined);
      await c.connect();
      return c;
    })
    .catch(() => null);
  const c = await client;
  return c?.isReady ? c : null;
}

const key = (name: string) => `${getEnv().REDIS_KEY_PREFIX}analytics:${name}`;

/** Today's shared salt (made by whichever instance asks first; gone from Redis two days later). */
export async function sharedSalt(day: string, candidate: string): Promise<string | null> {
  try {
    const c = await redis();
    if (!c) return null;
    const r = c.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS));
    await r.set(key(`salt:${day}`), candidate, { condition: "NX", expiration: { type: "EX", value: 2 * DAY_SECONDS } });
    return (await r.get(key(`salt:${day}`))) ?? null;
  } catch {
    return null;
  }
}

/** Adds a day's hashes to the shared set; answers how many were new, or null when Redis failed. */
export async function addSharedVisitors(day: string, hashes: string[]): Promise<number | null> {
  try {
    const c = await redis();
    if (!c) return null;
    const r = c.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS));
    const added = await r.sAdd(key(`visitors:${day}`), hashes);
    await r.expire(key(`visitors:${day}`), 2 * DAY_SECONDS);
    return Number(added);
  } catch {
    return null;
  }
}

export const usesSharedVisitors = () => Boolean(getEnv().REDIS_URL);
