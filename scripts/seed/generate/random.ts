/**
 * A small seeded PRNG (mulberry32) and helpers. Each generated shop draws from its own stream,
 * seeded from (run seed, index), so row i is the same whatever N is and wherever a run starts.
 */
export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  sample: <T>(list: readonly T[], count: number) => T[];
};

/** Mixes two integers into a 32-bit seed (a cheap avalanche, enough to decorrelate streams). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(next() * list.length)] as T;
  };
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let r = next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return pick(items);
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < count && pool.length > 0)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, chance: (p) => next() < p, pick, weighted, sample };
}
