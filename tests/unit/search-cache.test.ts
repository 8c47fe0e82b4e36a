import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bumpGeneration } from "@/lib/cache/generation";
import { resetEnvForTests } from "@/lib/env";
import { cachedSearchRead, isCacheable, keptAnswer } from "@/lib/search/cache";
import { searchQuery } from "@/lib/search/types";

// The in-memory cache of public search answers: one read per key and minute, shared by concurrent
// callers, forgotten when a shop changes, bounded in size, and never keeping a failure.
let key = 0;
/** A key no other test has used (the cache is one per process). */
const fresh = () => `k${++key}-${Math.random()}`;

function counter<T>(answer: () => T) {
  const read = vi.fn(async () => answer());
  return read;
}

describe("search answer cache", () => {
  beforeEach(() => {
    delete process.env.REDIS_URL;
    process.env.SEARCH_CACHE_SECONDS = "60";
    resetEnvForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.SEARCH_CACHE_SECONDS;
    resetEnvForTests();
  });

  it("reads once for repeated calls with the same key, and again for another key", async () => {
    const k = fresh();
    let n = 0;
    const read = counter(() => ({ n: ++n }));
    expect(await cachedSearchRead("search", k, read)).toEqual({ n: 1 });
    expect(await cachedSearchRead("search", k, read)).toEqual({ n: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(await cachedSearchRead("search", `${k}-other`, read)).toEqual({ n: 2 });
    expect(await cachedSearchRead("facets", k, read)).toEqual({ n: 3 });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("concurrent misses share one read", async () => {
    const k = fresh();
    let release: (v: { v: number }) => void = () => {};
    const read = vi.fn(() => new Promise<{ v: number }>((resolve) => (release = resolve)));
    const calls = Promise.all(Array.from({ length: 10 }, () => cachedSearchRead("search", k, read)));
    await new Promise((r) => setTimeout(r, 10));
    release({ v: 7 });
    const answers = await calls;
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ v: 7 });
  });

  it("a change to the shops (their generation) is seen at once", async () => {
    const k = fresh();
    let n = 0;
    const read = counter(() => ++n);
    expect(await cachedSearchRead("search", k, read)).toBe(1);
    bumpGeneration("events");
    expect(await cachedSearchRead("search", k, read)).toBe(1);
    bumpGeneration("shops");
    expect(await cachedSearchRead("search", k, read)).toBe(2);
    expect(await cachedSearchRead("search", k, read)).toBe(2);
  });

  it("an answer older than SEARCH_CACHE_SECONDS is read again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const k = fresh();
    let n = 0;
    const read = counter(() => ++n);
    expect(await cachedSearchRead("search", k, read)).toBe(1);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await cachedSearchRead("search", k, read)).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await cachedSearchRead("search", k, read)).toBe(2);
  });

  it("SEARCH_CACHE_SECONDS=0 keeps nothing", async () => {
    process.env.SEARCH_CACHE_SECONDS = "0";
    resetEnvForTests();
    const k = fresh();
    let n = 0;
    const read = counter(() => ++n);
    await cachedSearchRead("search", k, read);
    await cachedSearchRead("search", k, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("a failed read is not kept: the next call tries again", async () => {
    const k = fresh();
    const read = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValueOnce("ok");
    await expect(cachedSearchRead("search", k, read)).rejects.toThrow("database down");
    expect(await cachedSearchRead("search", k, read)).toBe("ok");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("holds at most 500 answers, the least recently used leaving first", async () => {
    const first = fresh();
    const read = counter(() => "x");
    await cachedSearchRead("search", first, read);
    const filler = fresh();
    for (let i = 0; i < 499; i++) await cachedSearchRead("search", `${filler}-${i}`, read);
    // Used again: now the most recent, so the next new key pushes out filler-0 instead.
    await cachedSearchRead("search", first, read);
    expect(read).toHaveBeenCalledTimes(500);
    await cachedSearchRead("search", `${filler}-new`, read);
    await cachedSearchRead("search", first, read);
    expect(read).toHaveBeenCalledTimes(501);
    await cachedSearchRead("search", `${filler}-0`, read);
    expect(read).toHaveBeenCalledTimes(502);
  });

  it("keptAnswer gives only an arrived, fresh answer of the current generation (what the proxy may send)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const k = fresh();
    expect(await keptAnswer("search", k)).toBeUndefined();
    let release: (v: string) => void = () => {};
    const reading = cachedSearchRead("search", k, () => new Promise<string>((resolve) => (release = resolve)));
    // Still being read: the route handler waits for it, the proxy does not send it.
    expect(await keptAnswer("search", k)).toBeUndefined();
    release("answer");
    await reading;
    expect(await keptAnswer("search", k)).toBe("answer");
    expect(await keptAnswer("facets", k)).toBeUndefined();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await keptAnswer("search", k)).toBeUndefined();
    await cachedSearchRead("search", k, async () => "again");
    expect(await keptAnswer("search", k)).toBe("again");
    bumpGeneration("shops");
    expect(await keptAnswer("search", k)).toBeUndefined();
  });

  it("keptAnswer never gives a failed read, nor anything when SEARCH_CACHE_SECONDS=0", async () => {
    const k = fresh();
    await expect(cachedSearchRead("search", k, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await keptAnswer("search", k)).toBeUndefined();
    await cachedSearchRead("search", k, async () => "ok");
    expect(await keptAnswer("search", k)).toBe("ok");
    process.env.SEARCH_CACHE_SECONDS = "0";
    resetEnvForTests();
    expect(await keptAnswer("search", k)).toBeUndefined();
  });

  it("caches only the public directory's searches, never the admin lists", () => {
    expect(isCacheable(searchQuery({ q: "honey" }))).toBe(true);
    expect(isCacheable(searchQuery({ scope: "pending" }))).toBe(false);
    expect(isCacheable(searchQuery({ scope: "all" }))).toBe(false);
    expect(isCacheable(searchQuery({ adminFields: true }))).toBe(false);
    expect(isCacheable(searchQuery({ missingCoordinates: true }))).toBe(false);
    expect(isCacheable(searchQuery({ hasEvents: true }))).toBe(false);
  });
});
