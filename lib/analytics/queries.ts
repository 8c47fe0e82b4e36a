import "server-only";
import { eq, inArray, or, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { blogPosts, events, farmShops, shopSummaryMail } from "@/lib/db/schema";
import { ROUTES, splitLocale } from "@/lib/routes";
import { matchPattern } from "@/lib/routes/table";
import { UUID_PATTERN } from "@/lib/slug";
import { addDays } from "@/lib/time";
import type { Locale } from "@/i18n/config";
import { METRICS, type Metric } from "./metrics";

export type KeyCount = { key: string; count: number };
export type ShopFigures = { views: number; directions: number; calls: number; website: number; saves: number; shares: number };
export type ShopRow = ShopFigures & { slug: string; name: string | null };

/** How many rows each "top" list shows. */
export const TOP_LIMIT = 25;

/** The day totals (views, visitors) of each day from `from` to `to`, zero where nothing was counted. */
export async function getDailyTotals({ from, to }: { from: string; to: string }) {
  const db = await getDb();
  const rows = await queryRows<{ day: string; views: string | number; visitors: string | number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day,
          coalesce(sum(count) filter (where metric = ${METRICS.views}), 0) as views,
          coalesce(sum(count) filter (where metric = ${METRICS.visitors}), 0) as visitors
        from analytics_daily
        where metric in (${METRICS.views}, ${METRICS.visitors}) and key = '' and day between ${from}::date and ${to}::date
        group by day`,
  );
  const byDate = new Map(rows.map((r) => [r.day, r]));
  const days: { date: string; visitors: number; views: number }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDate.get(date);
    days.push({ date, visitors: Number(row?.visitors ?? 0), views: Number(row?.views ?? 0) });
  }
  return days;
}

/** The keys of one figure with the highest totals over the days, most first. */
export async function getTopKeys({ metric, from, to, limit = TOP_LIMIT }: { metric: Metric; from: string; to: string; limit?: number }): Promise<KeyCount[]> {
  const db = await getDb();
  const rows = await queryRows<{ key: string; count: string | number }>(
    db,
    sql`select key, sum(count) as count from analytics_daily
        where metric = ${metric} and day between ${from}::date and ${to}::date
        group by key order by sum(count) desc, key limit ${limit}`,
  );
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

const shopSums = sql`
  coalesce(sum(a.count) filter (where a.metric = 'shop_views'), 0) as views,
  coalesce(sum(a.count) filter (where a.metric = 'shop_directions'), 0) as directions,
  coalesce(sum(a.count) filter (where a.metric = 'shop_calls'), 0) as calls,
  coalesce(sum(a.count) filter (where a.metric = 'shop_website'), 0) as website,
  coalesce(sum(a.count) filter (where a.metric = 'shop_saves'), 0) as saves,
  coalesce(sum(a.count) filter (where a.metric = 'shop_shares'), 0) as shares`;

type RawFigures = Record<keyof ShopFigures, string | number>;
const figures = (r: RawFigures): ShopFigures => ({
  views: Number(r.views),
  directions: Number(r.directions),
  calls: Number(r.calls),
  website: Number(r.website),
  saves: Number(r.saves),
  shares: Number(r.shares),
});

/**
 * The shops most looked at, with their taps. Counted by the key in the address (the slug, or the
 * id of a shop without one); keys that name no shop (a deleted one, or a made-up address) are left out.
 */
export async function getTopShops({ from, to, limit = TOP_LIMIT }: { from: string; to: string; limit?: number }): Promise<ShopRow[]> {
  const db = await getDb();
  const rows = await queryRows<RawFigures & { key: string; slug: string | null; name: string }>(
    db,
    sql`select t.*, f.slug, f.name from (
          select a.key, ${shopSums} from analytics_daily a
          where a.metric like 'shop\\_%' and a.day between ${from}::date and ${to}::date
          group by a.key
        ) t
        join farm_shops f on f.slug = t.key or (f.id = t.key and f.slug is null)
        order by t.views desc, t.directions desc, t.key limit ${limit}`,
  );
  return rows.map((r) => ({ slug: r.slug ?? r.key, name: r.name, ...figures(r) }));
}

/** One shop's figures over the days, beside the median of the county's public shops. */
export async function getShopFigures({ shopId, from, to }: { shopId: string; from: string; to: string }) {
  const db = await getDb();
  const [shop] = await db.select({ id: farmShops.id, slug: farmShops.slug, county: farmShops.county }).from(farmShops).where(eq(farmShops.id, shopId));
  if (!shop) return null;
  const perShop = sql`select f.id, ${shopSums} from farm_shops f
      left join analytics_daily a on a.metric like 'shop\\_%' and a.day between ${from}::date and ${to}::date
        and a.key = coalesce(f.slug, f.id)`;
  const [own] = await queryRows<RawFigures>(db, sql`${perShop} where f.id = ${shop.id} group by f.id`);
  const [median] = await queryRows<RawFigures & { shops: string | number }>(
    db,
    sql`select count(*) as shops,
          percentile_cont(0.5) within group (order by views) as views,
          percentile_cont(0.5) within group (order by directions) as directions,
          percentile_cont(0.5) within group (order by calls) as calls,
          percentile_cont(0.5) within group (order by website) as website,
          percentile_cont(0.5) within group (order by saves) as saves,
          percentile_cont(0.5) within group (order by shares) as shares
        from (${perShop} where lower(f.county) = lower(${shop.county}) and f.approved and f.closed_at is null group by f.id) s`,
  );
  return {
    county: shop.county,
    shop: own ? figures(own) : figures({ views: 0, directions: 0, calls: 0, website: 0, saves: 0, shares: 0 }),
    countyMedian: median ? figures(median) : null,
    countyShops: Number(median?.shops ?? 0),
  };
}

/** Whether the listing's monthly summary mail is on (it is unless its owner switched it off). */
export async function getMonthlySummary({ shopId }: { shopId: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ on: shopSummaryMail.monthlySummary }).from(shopSummaryMail).where(eq(shopSummaryMail.shopId, shopId));
  return row?.on ?? true;
}

/** Public shops with an email address whose page was viewed in the month, and whose mail is on. */
export async function listSummaryRecipients({ from, to }: { from: string; to: string }) {
  const db = await getDb();
  return queryRows<{ id: string; slug: string | null; name: string; email: string; ownerLocale: Locale }>(
    db,
    sql`select f.id, f.slug, f.name, f.email, f.owner_locale as "ownerLocale" from farm_shops f
        left join shop_summary_mail m on m.shop_id = f.id
        where f.approved and f.closed_at is null and f.email is not null and coalesce(m.monthly_summary, true)
          and exists (select 1 from analytics_daily a where a.metric = 'shop_views' and a.key = coalesce(f.slug, f.id)
                      and a.day between ${from}::date and ${to}::date)`,
  );
}

/** Rounds a median to one decimal place for display. */
export const roundFigure = (n: number) => Math.round(n * 10) / 10;

/**
 * The names the top pages' addresses show: a shop's ("/shop/hill-farm", "/ga/shop/…"), an event's
 * ("/event/<id>"), a Harvest Hub post's ("/harvest-hub/<slug>"). An address of anything else, or
 * of one no longer there, has none.
 */
export async function getPageTitles(paths: string[]): Promise<Map<string, string>> {
  const keys = { shop: new Set<string>(), event: new Set<string>(), post: new Set<string>() };
  const parsed = new Map<string, { kind: keyof typeof keys; key: string }>();
  for (const address of paths) {
    // The route table's own patterns, in either language ("/ga/shop/…").
    const path = splitLocale(address).path;
    const shop = matchPattern(ROUTES.shop.path, path)?.id;
    const event = matchPattern(ROUTES.event.path, path)?.id;
    const post = matchPattern(ROUTES.post.path, path)?.slug;
    const [kind, raw] = shop ? (["shop", shop] as const) : event ? (["event", event] as const) : post ? (["post", post] as const) : [null, ""];
    if (!kind) continue;
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      continue;
    }
    if (kind === "event" && !UUID_PATTERN.test(key)) continue;
    keys[kind].add(key);
    parsed.set(address, { kind, key });
  }
  const db = await getDb();
  const names = { shop: new Map<string, string>(), event: new Map<string, string>(), post: new Map<string, string>() };
  const shopKeys = [...keys.shop];
  const uuidKeys = shopKeys.filter((k) => UUID_PATTERN.test(k));
  if (shopKeys.length) {
    const rows = await db
      .select({ id: farmShops.id, slug: farmShops.slug, name: farmShops.name })
      .from(farmShops)
      .where(uuidKeys.length ? or(inArray(farmShops.slug, shopKeys), inArray(farmShops.id, uuidKeys)) : inArray(farmShops.slug, shopKeys));
    for (const r of rows) {
      if (r.slug) names.shop.set(r.slug, r.name);
      names.shop.set(r.id, r.name);
    }
  }
  if (keys.event.size) {
    for (const r of await db.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, [...keys.event]))) names.event.set(r.id, r.name);
  }
  if (keys.post.size) {
    for (const r of await db.select({ slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts).where(inArray(blogPosts.slug, [...keys.post]))) names.post.set(r.slug, r.title);
  }
  const titles = new Map<string, string>();
  for (const [path, { kind, key }] of parsed) {
    const name = names[kind].get(key);
    if (name) titles.set(path, name);
  }
  return titles;
}
