import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DbHandle } from "@/lib/db/client";
import { seedDemoData } from "@/lib/db/seed";
import { seedGeneratedShops } from "../../scripts/seed/generated-shops";
import { mapPosition } from "@/lib/geo/coordinates";
import { dayPlan } from "@/lib/hours/rules";
import { shopHoursRules } from "@/lib/hours/shop-rules";
import { comingMonthDates } from "@/lib/season/months";
import { produceIn, type ProduceItem } from "@/lib/season/produce";
import { listSeasonCandidates, SEASON_SHOP_CANDIDATES } from "@/lib/season/queries";
import { SEASON_FARMS_PER_COUNTY, seasonView } from "@/lib/season/shops";
import { listApprovedShops, type Shop } from "@/lib/shops/queries";
import { ENGINES, openTestDatabase } from "../support/test-db";

const TODAY = "2026-11-21";

/**
 * The page's rule written out plainly over every public shop, as a check on the database's
 * version: an item's shops are those that name it (2) or sell its category (1), by score, then
 * (for items people pick) pick-your-own farms open in the month, then featured, then name.
 */
function expectedView(month: number, shops: Shop[], place: Map<string, number>) {
  const dates = comingMonthDates(month, TODAY);
  const key = (s: Shop) => s.slug ?? s.id;
  const picksInMonth = (s: Shop) =>
    s.shopType !== "online" &&
    s.services.some((x) => x.toLowerCase() === "pick your own") &&
    dates.some((d) => dayPlan(shopHoursRules(s, TODAY), d).slot !== null);
  const score = (item: ProduceItem, s: Shop) => {
    const text = `${s.name} ${s.description ?? ""} ${s.products.join(" ")}`.toLowerCase();
    if (item.words.some((w) => text.includes(w))) return 2;
    return s.products.some((p) => p.toLowerCase() === item.category.toLowerCase()) ? 1 : 0;
  };
  const items = produceIn(month).map((item) => {
    const matching = shops
      .map((s) => ({ s, score: score(item, s), picks: picksInMonth(s) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || (item.pickYourOwn ? Number(b.picks) - Number(a.picks) : 0) || place.get(a.s.id)! - place.get(b.s.id)!);
    return { name: item.name, matching: matching.length, shopKeys: matching.slice(0, SEASON_SHOP_CANDIDATES).map((r) => key(r.s)) };
  });
  const collator = new Intl.Collator("en-IE");
  const farms = shops.filter(picksInMonth).sort((a, b) => collator.compare(a.name, b.name));
  const perCounty = new Map<string, number>();
  const carried = farms.filter((s) => {
    const n = perCounty.get(s.county) ?? 0;
    perCounty.set(s.county, n + 1);
    return n < SEASON_FARMS_PER_COUNTY;
  });
  return { items, pickYourOwn: carried.map(key), pickYourOwnTotal: farms.length, farmCounties: perCounty };
}

describe.each(ENGINES)("what's in season on %s", (engine) => {
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  let shops: Shop[];
  let place: Map<string, number>;

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase(engine));
    await seedDemoData(handle.db, { today: TODAY });
    await seedGeneratedShops(handle.db, { totalShops: 700, today: TODAY });
    shops = await listApprovedShops();
    const order = await queryRows<{ id: string }>(handle.db, sql`select id from farm_shops order by featured desc, name_key, id`);
    place = new Map(order.map((r, i) => [r.id, i]));
  }, 120_000);
  afterAll(async () => dispose());

  it.each([6, 11, 1])("month %i: each item's shops and the pick-your-own farms are those of the rule over every shop", async (month) => {
    const view = seasonView(month, await listSeasonCandidates(produceIn(month)), TODAY);
    const expected = expectedView(month, shops, place);
    expect(view.items.map((i) => ({ name: i.name, shopKeys: i.shopKeys }))).toEqual(expected.items.map(({ name, shopKeys }) => ({ name, shopKeys })));
    // The data is big enough for the limits to cut: items with more shops than the page carries,
    // and counties with more pick-your-own farms than it carries.
    expect(expected.items.some((i) => i.matching > SEASON_SHOP_CANDIDATES)).toBe(true);
    expect(view.pickYourOwn).toEqual(expected.pickYourOwn);
    expect(view.pickYourOwnTotal).toBe(expected.pickYourOwnTotal);
    if (month === 6) expect([...expected.farmCounties.values()].some((n) => n > SEASON_FARMS_PER_COUNTY)).toBe(true);
    // Every key shown is described, with the highlight for farms that pick in the month.
    const keys = new Set([...view.items.flatMap((i) => i.shopKeys), ...view.pickYourOwn]);
    expect(Object.keys(view.shops).sort()).toEqual([...keys].sort());
    for (const k of view.pickYourOwn) expect(view.shops[k]?.pickYourOwnOpen).toBe(true);
  });

  it("a shop's position is where a map shows it (none for a suspect spot), and none for an online shop", async () => {
    const view = seasonView(6, await listSeasonCandidates(produceIn(6)), TODAY);
    const byKey = new Map(shops.map((s) => [s.slug ?? s.id, s]));
    for (const [k, shown] of Object.entries(view.shops)) {
      const shop = byKey.get(k)!;
      expect(shown.position, k).toEqual(shop.shopType === "online" ? null : mapPosition(shop));
    }
  });
});
