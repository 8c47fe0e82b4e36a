import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/lib/db/client";
import { clearAttempts, countAttempt, pruneThrottle } from "@/lib/auth/throttle";
import { authThrottle } from "@/lib/db/schema";
import { ENGINES, openTestDatabase } from "../support/test-db";

const limit = { limit: 5, windowSeconds: 900 };

describe.each(ENGINES)("sign-in throttle on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => dispose());

  it("allows five attempts in a window, then refuses with the time left", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await countAttempt("sign-in:a", limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[5]?.retryAfterSeconds).toBeGreaterThan(890);
    expect(results[5]?.retryAfterSeconds).toBeLessThanOrEqual(900);
    const [row] = await handle.db.select().from(authThrottle).where(sql`${authThrottle.key} = 'sign-in:a'`);
    expect(row?.blockedUntil).toBeInstanceOf(Date);
  });

  it("keeps clients apart", async () => {
    expect((await countAttempt("sign-in:b", limit)).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly (the upsert is atomic)", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => countAttempt("sign-in:c", limit)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("starts a new window when the old one is over", async () => {
    for (let i = 0; i < 6; i++) await countAttempt("sign-in:d", limit);
    await handle.db.execute(sql`update auth_throttle set window_started_at = now() - interval '16 minutes' where key = 'sign-in:d'`);
    const fresh = await countAttempt("sign-in:d", limit);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it("forgets a client after a success, and prunes day-old rows", async () => {
    for (let i = 0; i < 6; i++) await countAttempt("sign-in:e", limit);
    await clearAttempts("sign-in:e");
    expect((await countAttempt("sign-in:e", limit)).count).toBe(1);
    await handle.db.execute(sql`update auth_throttle set window_started_at = now() - interval '2 days' where key = 'sign-in:b'`);
    await pruneThrottle();
    const keys = (await handle.db.select({ key: authThrottle.key }).from(authThrottle)).map((r) => r.key);
    expect(keys).not.toContain("sign-in:b");
    expect(keys).toContain("sign-in:e");
  });
});
