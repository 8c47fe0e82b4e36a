import { describe, expect, it } from "vitest";
import { memoryRead } from "@/lib/cache/memory-read";

// The proxy's cached read (the list of closed shops): kept in memory, read again by time, and at
// once after a change made on this instance (forget). No record of tags of its own.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read that answers "v1", "v2", … and counts its calls; `gate` makes the next one wait, `fail` fail. */
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

const long = { freshMs: 60_000, maxAgeMs: 120_000 };

describe("memoryRead", () => {
  it("reads once, then answers from memory while fresh", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, long);
    expect(await kept.get()).toBe("v1");
    expect(await kept.get()).toBe("v1");
    expect(state.calls).toBe(1);
  });

  it("after forget, the next call waits for a new read; the one after answers from memory", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, long);
    expect(await kept.get()).toBe("v1");
    kept.forget();
    expect(await kept.get()).toBe("v2");
    expect(await kept.get()).toBe("v2");
    expect(state.calls).toBe(2);
  });

  it("no longer fresh: answers what it kept at once and reads again behind it", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, { freshMs: 20, maxAgeMs: 60_000 });
    expect(await kept.get()).toBe("v1");
    await sleep(30);
    const gate = deferred();
    state.gate = gate.promise;
    expect(await kept.get()).toBe("v1");
    // One read behind, however many calls.
    expect(await kept.get()).toBe("v1");
    expect(state.calls).toBe(2);
    state.gate = null;
    gate.resolve();
    await sleep(1);
    expect(await kept.get()).toBe("v2");
  });

  it("past its longest age (nobody asked for a while), the call waits for a new read", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, { freshMs: 5, maxAgeMs: 20 });
    expect(await kept.get()).toBe("v1");
    await sleep(30);
    expect(await kept.get()).toBe("v2");
    expect(state.calls).toBe(2);
  });

  it("after forget never joins a read that began before it, nor lets that read's older answer replace the newer", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, { freshMs: 10, maxAgeMs: 60_000 });
    expect(await kept.get()).toBe("v1");
    await sleep(15);
    // A background read (v2) begins, held until after the change.
    const slow = deferred();
    state.gate = slow.promise;
    expect(await kept.get()).toBe("v1");
    state.gate = null;
    await sleep(2);
    kept.forget();
    expect(await kept.get()).toBe("v3");
    slow.resolve();
    await sleep(1);
    expect(await kept.get()).toBe("v3");
  });

  it("answers what it kept when the read after forget fails, and tries again at the next call", async () => {
    const { state, read } = counter();
    const kept = memoryRead("test", read, long);
    expect(await kept.get()).toBe("v1");
    kept.forget();
    state.fail = true;
    expect(await kept.get()).toBe("v1");
    state.fail = false;
    expect(await kept.get()).toBe("v3");
  });

  it("fails when its first read fails: there is nothing to answer with", async () => {
    const { state, read } = counter();
    state.fail = true;
    const kept = memoryRead("test", read, long);
    await expect(kept.get()).rejects.toThrow("database unavailable");
  });
});
