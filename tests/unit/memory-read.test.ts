import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryRead } from "@/lib/cache/memory-read";
import { noteExpired } from "@/lib/cache/tag-times";
import { resetEnvForTests } from "@/lib/env";
import { RedisServer, freePort, redisCommand } from "../faults/support/redis";

// The proxy's cached read (the list of closed shops): kept in memory, expired by the same tags as
// the data cache's reads, never by a hand-written forget().

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read that answers "v1", "v2", … and counts its calls; `next` makes the next one wait or fail. */
function counter() {
  const state = { calls: 0, gate: null as Promise<void> | null, fail: false };
  const read = async () => {
    state.calls += 1;
    const n = state.calls;
    if (state.gate) await state.gate;
    if (state.fail) throw new Error("database unavailable");
    return `v${n}`;
  };
  return { state, read };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("memoryRead", () => {
  it("reads once, then answers from memory while young", async () => {
    const { state, read } = counter();
    const get = memoryRead(["posts"], read, 60_000);
    expect(await get()).toBe("v1");
    expect(await get()).toBe("v1");
    expect(state.calls).toBe(1);
  });

  it("reads again at the next call once one of its tags expired here, and not for another tag", async () => {
    const { state, read } = counter();
    const get = memoryRead(["events"], read, 60_000);
    expect(await get()).toBe("v1");
    await sleep(2);
    noteExpired(["posts"]);
    expect(await get()).toBe("v1");
    noteExpired(["events"]);
    expect(await get()).toBe("v2");
    expect(await get()).toBe("v2");
    expect(state.calls).toBe(2);
  });

  it("past its time bound answers what it kept at once and reads again behind it", async () => {
    const { state, read } = counter();
    const get = memoryRead(["posts"], read, 20);
    expect(await get()).toBe("v1");
    await sleep(30);
    const gate = deferred();
    state.gate = gate.promise;
    expect(await get()).toBe("v1");
    expect(state.calls).toBe(2);
    state.gate = null;
    gate.resolve();
    await sleep(1);
    expect(await get()).toBe("v2");
  });

  it("after a change never joins a read that began before it, nor lets that read's older answer replace the newer", async () => {
    const { state, read } = counter();
    const get = memoryRead(["events"], read, 10);
    expect(await get()).toBe("v1");
    await sleep(15);
    // A background read (v2) begins, held until after the change.
    const slow = deferred();
    state.gate = slow.promise;
    expect(await get()).toBe("v1");
    state.gate = null;
    await sleep(2);
    noteExpired(["events"]);
    expect(await get()).toBe("v3");
    slow.resolve();
    await sleep(1);
    expect(await get()).toBe("v3");
  });

  it("answers what it kept when the read after a change fails, and tries again at the next call", async () => {
    const { state, read } = counter();
    const get = memoryRead(["posts"], read, 60_000);
    expect(await get()).toBe("v1");
    await sleep(2);
    noteExpired(["posts"]);
    state.fail = true;
    expect(await get()).toBe("v1");
    state.fail = false;
    expect(await get()).toBe("v3");
  });

  it("fails when its first read fails: there is nothing to answer with", async () => {
    const { state, read } = counter();
    state.fail = true;
    const get = memoryRead(["posts"], read, 60_000);
    await expect(get()).rejects.toThrow("database unavailable");
  });
});

describe("memoryRead with REDIS_URL", () => {
  let redis: RedisServer;
  const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX };

  beforeAll(async () => {
    redis = new RedisServer(await freePort());
    await redis.start();
    process.env.REDIS_URL = redis.url;
    process.env.REDIS_KEY_PREFIX = "memory-read-test:";
    resetEnvForTests();
  });

  afterAll(async () => {
    await redis?.stop();
    for (const [key, value] of [["REDIS_URL", saved.url], ["REDIS_KEY_PREFIX", saved.prefix]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
  });

  it("an expiry here is written to Redis, and one written there by another instance is read within a second or so", async () => {
    const { state, read } = counter();
    const get = memoryRead(["shops"], read, 60_000);
    expect(await get()).toBe("v1");

    // This instance's expiry reaches Redis, for the others (the client connects on first use).
    noteExpired(["events"]);
    const deadline = Date.now() + 5_000;
    let written = "";
    while (Date.now() < deadline && !/\d{13}$/.test(written)) {
      await sleep(50);
      written = await redisCommand(redis.port, "HGET", "memory-read-test:tag-times", "events");
    }
    expect(written).toMatch(/\d{13}$/);
    expect(await get()).toBe("v1");

    // Another instance expires "shops": this one reads again within a second or so.
    await sleep(2);
    expect(await redisCommand(redis.port, "HSET", "memory-read-test:tag-times", "shops", String(Date.now()))).toMatch(/^:\d/);
    const changed = Date.now();
    let value = await get();
    while (value === "v1" && Date.now() - changed < 3_000) {
      await sleep(50);
      value = await get();
    }
    expect(value).toBe("v2");
    expect(Date.now() - changed).toBeLessThan(2_500);
    expect(state.calls).toBe(2);
  });
});
