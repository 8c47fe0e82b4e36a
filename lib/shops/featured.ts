import { createHash } from "node:crypto";

/** The most featured shops the home page shows (all of the demo's fit). */
export const HOME_FEATURED_SHOPS = 12;

/**
 * The featured shops the home page shows on `today` (an Irish date). When more shops are featured
 * than fit, a different dozen each day, shown by name: every featured (sponsored) shop gets its
 * turn, and the cached page stays the same all day.
 */
export function pickFeatured<T extends { id: string; name: string }>(shops: T[], today: string): T[] {
  if (shops.length <= HOME_FEATURED_SHOPS) return shops;
  const rank = new Map(shops.map((s) => [s.id, createHash("sha256").update(`${today}:${s.id}`).digest().readUInt32BE(0)]));
  return [...shops]
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .slice(0, HOME_FEATURED_SHOPS)
    .sort((a, b) => a.name.localeCompare(b.name, "en-IE"));
}
