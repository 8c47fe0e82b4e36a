/**
 * Facts about the demo data (lib/db/seed-data) that the public-core tests expect, computed the
 * way lib/db/seed.ts loads it, so that the tests follow the data instead of hard-coding it.
 */
import { seedEvents, seedShops, type SeedShop } from "@/lib/db/seed-data";
import { demoHours } from "@/lib/db/seed-data/hours";
import { mapPosition } from "@/lib/geo/coordinates";
import { slugify } from "@/lib/slug";
import { dublinToday } from "@/lib/time";

/**
 * The approved demo shops as lib/db/seed.ts stores them: with the hours it adds relative to today
 * (holiday rules, the pick-your-own farms' June-to-August season, next week's closure). Without
 * them, "open now" on a weekday after 09:30 counted two farms that are closed for the season.
 */
export const approvedShops = seedShops.filter((s) => s.approved).map((s) => ({ ...s, ...demoHours(s.name, dublinToday()) }));

// seed.ts leaves the first 3 approved, not featured, physical shops without a slug.
const legacy = new Set(
  approvedShops
    .filter((s) => !s.featured && s.shopType === "physical")
    .slice(0, 3)
    .map((s) => s.name),
);
export const legacyShops = approvedShops.filter((s) => legacy.has(s.name));

/** The slug the seed gives a shop (its name, when no other shop took it first). */
export function slugOf(shop: SeedShop): string {
  if (legacy.has(shop.name)) throw new Error(`${shop.name} has no slug in the demo data`);
  const slug = slugify(shop.name);
  if (seedShops.filter((s) => slugify(s.name) === slug).length > 1) throw new Error(`slug of ${shop.name} is ambiguous`);
  return slug;
}

export function shop(name: string): SeedShop {
  const found = seedShops.find((s) => s.name === name);
  if (!found) throw new Error(`no demo shop ${name}`);
  return found;
}

export const featuredShops = approvedShops.filter((s) => s.featured);

/** Shops with an event that is not over (offsets are relative to the seeding day = today). */
export const shopsWithUpcomingEvents = new Set(
  seedEvents.filter((e) => (e.endOffsetDays ?? e.startOffsetDays) >= 0).map((e) => e.shopName),
);

export const countyShops = (county: string) =>
  approvedShops.filter((s) => s.county.toLowerCase() === county.toLowerCase());

/** Accents off and lower case, as the search folds text. */
export const fold = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The search module: every word of q is found in name, description, town, county, address, products or services. */
export function searchDemo(q: string, county = ""): SeedShop[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return approvedShops.filter((s) => {
    if (county && s.county.toLowerCase() !== county.toLowerCase()) return false;
    const text = fold([s.name, s.description, s.town, s.county, s.address, ...s.products, ...s.services].join("\n"));
    return words.every((w) => text.includes(w));
  });
}

export const mappable = (s: SeedShop) => mapPosition(s) !== null;

export const byName = (a: SeedShop, b: SeedShop) =>
  a.name.localeCompare(b.name, "en-IE", { sensitivity: "base" });

export const plural = (n: number) => `${n} farm shop${n === 1 ? "" : "s"}`;

/** The county page's own search: every word in the name, description or any product. */
export function countySearch(county: string, q: string): SeedShop[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return countyShops(county).filter((s) => {
    const text = fold([s.name, s.description, ...s.products].join("\n"));
    return words.every((w) => text.includes(w));
  });
}
