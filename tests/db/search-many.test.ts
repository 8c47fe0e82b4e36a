import { asc, desc, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { seedDemoData } from "@/lib/db/seed";
import { seedGeneratedShops } from "../../scripts/seed/generated-shops";
import { distanceExpression, textCondition } from "@/lib/search/conditions";
import { mapClusters } from "@/lib/search/map";
import { searchShops, searchShopsJson, whereOf } from "@/lib/search/search";
import { searchQuery, type SearchOrder, type SearchQuery } from "@/lib/search/types";
import { ENGINES, openTestDatabase } from "../support/test-db";

const TODAY = "2026-11-21";

/**
 * Searches without text that match many shops (more than the 200 whose page is read among their
 * ids): up to 2,000 matches, and in distance order, their pages are ranked from the public shops'
 * rank index (lib/search/search.ts, rankedPage); beyond, the order's index is walked. Each page
 * must be the slice of the whole list in its order, read plainly.
 */
const CASES: { name: string; query: Partial<SearchQuery>; order: SearchOrder; dense?: boolean }[] = [
  { name: "a product, by name", query: { products: ["Vegetables"] }, order: "name" },
  { name: "a product, relevance without text is by name", query: { products: ["Vegetables"] }, order: "relevance" },
  { name: "two types, by county", query: { type: ["honesty-box", "farmers-market"] }, order: "county" },
  { name: "a product, featured first", query: { products: ["Vegetables"] }, order: "featured" },
  // Noon on a Wednesday in November (Irish time is UTC then).
  { name: "open on a weekday at noon, by county", query: { openAt: new Date("2026-11-25T12:00:00Z") }, order: "county" },
  { name: "within 120 km of Athlone, by distance", query: { near: { latitude: 53.42, longitude: -7.94 }, radiusKm: 120 }, order: "distance" },
  { name: "more than 2,000 matches: a type, by county (walked)", query: { type: ["physical"] }, order: "county", dense: true },
  { name: "more than 2,000 matches: two types, featured first (walked)", query: { type: ["physical", "online"] }, order: "featured", dense: true },
  // Saturday at 11:00 (UTC is Irish time in November): most shops are open. With an opening time
  // the probe counts every match, and the walked page takes that total.
  { name: "more than 2,000 matches: open on a Saturday morning, by name (walked)", query: { openAt: new Date("2026-11-28T11:00:00Z") }, order: "name", dense: true },
  { name: "more than 2,000 matches: open on a Saturday morning, featured first (walked)", query: { openAt: new Date("2026-11-28T11:00:00Z") }, order: "featured", dense: true },
  { name: "more than 2,000 matches within 300 km, by distance (ranked)", query: { near: { latitude: 53.42, longitude: -7.94 }, radiusKm: 300 }, order: "distance", dense: true },
  { name: "within 150 km of Athlone and a product, by name", query: { near: { latitude: 53.42, longitude: -7.94 }, radiusKm: 150, products: ["Vegetables"] }, order: "name" },
];

/** The order of each case written out, as the plain reference. */
function plainOrder(query: SearchQuery, order: SearchOrder): SQL[] {
  const byName = [asc(farmShops.nameKey), asc(farmShops.id)];
  if (order === "county") return [sql`lower(${farmShops.county})`, ...byName];
  if (order === "featured") return [desc(farmShops.featured), ...byName];
  if (order === "distance" && query.near) return [sql`${distanceExpression(query.near)} asc nulls last`, ...byName];
  return byName;
}

describe.each(ENGINES)("searches without text that match many shops, on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
    await seedDemoData(handle.db, { today: TODAY });
    await seedGeneratedShops(handle.db, { totalShops: 2800, today: TODAY });
    // Products outside the catalogue (owners may name their own), for the relevance order.
    await handle.db.execute(
      sql`update farm_shops set products = products || array['Smoked Salmon', 'Duck eggs']::text[] where id in (select id from farm_shops order by id limit 40)`,
    );
  }, 120_000);
  afterAll(async () => dispose());

  it.each(["honey", "greens", "oney", "farm", "salmon", "cheese honey", "micro", "smoked eggs"])(
    "relevance for %j: the product rank read on the catalogue's bits is the rank read on the products' own text",
    async (q) => {
      const query = searchQuery({ q, correct: false });
      const words = q.split(" ");
      const fold = (text: string) => sql`farm_shops_fold(${text})`;
      const any = (haystack: SQL) => sql.join(words.map((w) => sql`${haystack} like '%' || ${fold(w)} || '%'`), sql` or `);
      const plain = await queryRows<{ id: string }>(
        handle.db,
        sql`select id from farm_shops where ${whereOf(query)} order by case
              when name_key = ${fold(q)} then 0 when name_key like ${fold(q)} || '%' then 1
              when ${any(sql`lower(array_to_string(products, E'\n'))`)} then 2 when ${any(sql`place_key`)} then 3 else 4 end, name_key, id`,
      );
      expect(plain.length).toBeGreaterThan(0);
      const page = await searchShops({ query, order: "relevance", limit: 500 });
      expect(page.total).toBe(plain.length);
      expect(page.shops.map((s) => s.id)).toEqual(plain.slice(0, 500).map((r) => r.id));
    },
  );

  it("a word is found through the token dictionary exactly where it is in the search text", async () => {
    // Words cut from the shops' own tokens at random places (punctuation, apostrophes and accents
    // included), a few made up, short ones (read on the text) and LIKE's own wildcards, typed.
    const tokens = await queryRows<{ token: string }>(handle.db, sql`select token from search_tokens order by md5(token) limit 60`);
    expect(tokens.length).toBe(60);
    const cut = (t: string, i: number) => t.slice(i % Math.max(1, t.length - 2), Math.max(3, t.length - (i % 3)));
    const words = [
      ...tokens.map(({ token }, i) => cut(token, i)),
      ...tokens.filter(({ token }) => /[^a-z0-9]/.test(token)).map(({ token }) => token),
      "honey,", "Máire", "FARM", "o'", "ey.", "farm_", "100%", "a\\b", "zzqxj", "ho", "y", "-",
    ];
    const ids = async (source: SQL, onTokens: boolean, word: string) =>
      (
        await queryRows<{ id: string }>(
          handle.db,
          sql`select ${farmShops.id} as id from ${source} where ${textCondition([word], "all", false, { onTokens })} order by 1`,
        )
      ).map((r) => r.id);
    let found = 0;
    for (const word of words) {
      const plain = await ids(sql`${farmShops}`, false, word);
      expect(await ids(sql`farm_shop_search as ${farmShops}`, true, word), word).toEqual(plain);
      if (plain.length) found += 1;
    }
    // Most of the words cut from tokens are found: the comparison is not between empty lists.
    expect(found).toBeGreaterThan(50);
    // Two words: both must be found, through the dictionary as on the text.
    const query = searchQuery({ q: `${cut(tokens[0]!.token, 1)} ${cut(tokens[1]!.token, 2)}`, correct: false });
    const plain = await queryRows<{ id: string }>(handle.db, sql`select id from farm_shops where ${whereOf(query)} order by name_key, id`);
    expect((await searchShops({ query, order: "name", limit: 5000 })).shops.map((s) => s.id)).toEqual(plain.map((r) => r.id));
  });

  it("the map of a search with text counts, through the search rows' tokens, the shops the text holds in the view", async () => {
    const boxes = [
      { west: -11, south: 51.2, east: -5.2, north: 55.5 },
      { west: -9, south: 51.5, east: -8, north: 52.2 },
      { west: -6.5, south: 53.1, east: -6, north: 53.5 },
    ];
    let counted = 0;
    for (const q of ["honey", "oney", "farm", "cheese honey", "ho"]) {
      for (const bbox of boxes) {
        const query = searchQuery({ q });
        const [plain] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from farm_shops where ${whereOf(query)} and map_lat is not null
                and map_lon between ${bbox.west} and ${bbox.east} and map_lat between ${bbox.south} and ${bbox.north}`,
        );
        for (const zoom of [6, 9, 15]) expect((await mapClusters({ query, bbox, zoom })).total, `${q} ${zoom}`).toBe(plain?.n);
        counted += plain?.n ?? 0;
      }
    }
    expect(counted).toBeGreaterThan(1000);
  });

  it.each(CASES)("$name: every page is the slice of the whole ordered list, with its total", async ({ query: patch, order, dense }) => {
    const query = searchQuery(patch);
    const all = await queryRows<{ id: string }>(
      handle.db,
      sql`select ${farmShops.id} as id from ${farmShops} where ${whereOf(query)} order by ${sql.join(plainOrder(query, order), sql`, `)}`,
    );
    // Many matches: more than the few whose page is read among their ids.
    expect(all.length).toBeGreaterThan(200);
    expect(all.length > 2000).toBe(dense === true);
    for (const offset of [0, 24, 216, all.length - 5, all.length + 10]) {
      const page = await searchShops({ query, order, limit: 24, offset });
      expect(page.total).toBe(all.length);
      expect(page.shops.map((s) => s.id)).toEqual(all.slice(offset, offset + 24).map((r) => r.id));
      if (query.near) {
        for (const shop of page.shops) expect(typeof shop.distanceKm === "number" && shop.distanceKm <= (query.radiusKm ?? Infinity) + 0.01).toBe(true);
        const distances = page.shops.map((s) => s.distanceKm as number);
        if (order === "distance") expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
    }
    // The search call's JSON form reads the same page.
    const json = await searchShopsJson({ query, order, limit: 24, offset: 24 });
    expect(json.total).toBe(all.length);
    expect(json.shops.map((s) => (JSON.parse(s) as { id: string }).id)).toEqual(all.slice(24, 48).map((r) => r.id));
  });
});
