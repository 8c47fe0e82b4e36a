import "server-only";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { publicShopCondition } from "@/lib/shops/conditions";
import { asksEveryPublicShop, mappableCondition } from "./conditions";
import { matchesOf } from "./search";
import type { SearchQuery } from "./types";

export type Bbox = { west: number; south: number; east: number; north: number };

/** Side of a cluster cell on screen: points closer than this merge. */
const CELL_PX = 60;
/** From this zoom on every shop is its own point (a street-level view never shows clusters). */
export const MAP_MAX_CLUSTER_ZOOM = 14;
/** Cells a cell's latitude side is of its longitude side near 53.5° N (roughly square on screen). */
const LAT_FACTOR = 0.6;

export type MapFeature =
  | { type: "Feature"; geometry: { type: "Point"; coordinates: [number, number] }; properties: { cluster: true; count: number; expansionZoom: number } }
  | {
      type: "Feature";
      geometry: { type: "Point"; coordinates: [number, number] };
      properties: { cluster: false; id: string; name: string; town: string; slug: string | null; products: string[] };
    };

export type MapAnswer = { type: "FeatureCollection"; features: MapFeature[]; total: number };

/** Degrees of longitude one cluster cell spans at `zoom` (256-pixel tiles). */
export function cellDegrees(zoom: number): number {
  return (CELL_PX * 360) / (256 * 2 ** zoom);
}

type Row = { n: number; lon: number; lat: number; id: string } & Partial<Bbox>;

/** The answer of a map of every public shop at a zoom, with the box around those shops (null: none). */
export type WholeMap = { extent: Bbox | null; answer: MapAnswer };

/**
 * The matches of a search inside a box, clustered on a grid in SQL: one feature per cell (a
 * cluster with its count at the cell's mean position, or the shop itself when alone), so a map of
 * any number of shops answers a few hundred features at most. Shops without usable coordinates
 * (missing, or the suspect failed-geocode spot) are left out.
 *
 * `wholeMap` is where the caller keeps the map of every public shop (lib/search/cached.ts): a view
 * without a search that holds every shop on the map (the whole country, as the search page's map
 * first shows it) is answered from it; any other view is read afresh.
 */
export async function mapClusters({
  query,
  bbox,
  zoom,
  wholeMap,
}: {
  query: SearchQuery;
  bbox: Bbox;
  zoom: number;
  wholeMap?: { extent: () => Promise<Bbox | null>; at: (zoom: number) => Promise<WholeMap> };
}): Promise<MapAnswer> {
  if (wholeMap && asksEveryPublicShop(query) && holds(bbox, await wholeMap.extent())) {
    const kept = await wholeMap.at(zoom);
    // Checked again against the box read with that answer: a shop placed since is never missed.
    if (holds(bbox, kept.extent)) return kept.answer;
  }
  const inBox = sql`${farmShops.mapLon} between ${bbox.west} and ${bbox.east} and ${farmShops.mapLat} between ${bbox.south} and ${bbox.north}`;
  // With text, the matches come from the search rows, whose words are found through their tokens
  // (a view of the whole country and a common word: 25-30 ms through farm_shops, 2 ms there).
  const { source, where } = matchesOf(query);
  return (await clusters(and(where, inBox), zoom, { withExtent: false, source })).answer;
}

/** Every public shop's clusters at a zoom and the box around them, read by one statement. */
export async function publicWholeMap(zoom: number): Promise<WholeMap> {
  return clusters(publicShopCondition(), zoom, { withExtent: true });
}

/** The box around every public shop on the map (null when none has a position). */
export async function publicMapExtent(): Promise<Bbox | null> {
  const [box] = await queryRows<Partial<Bbox>>(
    await getDb(),
    sql`select min(${farmShops.mapLon}) as west, min(${farmShops.mapLat}) as south, max(${farmShops.mapLon}) as east, max(${farmShops.mapLat}) as north
        from ${farmShops} where ${and(publicShopCondition(), mappableCondition())}`,
  );
  return extentOf(box);
}

/**
 * The shops matching `where` that have a map position, clustered at a zoom (mapClusters); read
 * from farm_shops, or `source` (the search rows under farm_shops' name, search.ts matchesOf).
 */
async function clusters(
  where: SQL | undefined,
  zoom: number,
  { withExtent, source }: { withExtent: boolean; source?: SQL },
): Promise<WholeMap> {
  const db = await getDb();
  const lon = sql`${farmShops.mapLon}`;
  const lat = sql`${farmShops.mapLat}`;
  const cell = zoom >= MAP_MAX_CLUSTER_ZOOM ? 0 : cellDegrees(zoom);
  // At street level every shop keeps its own cell (its id), so none merge.
  const cx = cell ? sql`floor(${lon} / ${cell})::int` : sql`0`;
  const cy = cell ? sql`floor(${lat} / ${cell * LAT_FACTOR})::int` : sql`0`;
  const group = cell ? sql`cx, cy` : sql`cx, cy, id`;
  // The box around every shop counted, on each row, from the same rows (the whole map's check).
  const extent = withExtent
    ? sql`, min(min(lon)) over () as west, min(min(lat)) over () as south, max(max(lon)) over () as east, max(max(lat)) over () as north`
    : sql``;
  // Only numbers and ids go through the grouping; names and products are read for lone shops after.
  const rows = await queryRows<Row>(
    db,
    sql`select count(*)::int as n, avg(lon) as lon, avg(lat) as lat, min(id) as id${extent}
        from (
          select ${cx} as cx, ${cy} as cy, ${lon} as lon, ${lat} as lat, ${farmShops.id} as id
          from ${source ?? farmShops} where ${and(where, mappableCondition())}
        ) located
        group by ${group}
        order by count(*) desc, min(id)`,
  );
  const lone = rows.filter((r) => Number(r.n) === 1).map((r) => r.id);
  const details = new Map(
    (lone.length
      ? await db
          .select({ id: farmShops.id, name: farmShops.name, town: farmShops.town, slug: farmShops.slug, products: farmShops.products })
          .from(farmShops)
          .where(inArray(farmShops.id, lone))
      : []
    ).map((d) => [d.id, d]),
  );
  let total = 0;
  const features: MapFeature[] = rows.map((r) => {
    const n = Number(r.n);
    total += n;
    const coordinates: [number, number] = [round(Number(r.lon)), round(Number(r.lat))];
    const shop = n === 1 ? details.get(r.id) : undefined;
    if (shop)
      return {
        type: "Feature",
        geometry: { type: "Point", coordinates },
        properties: { cluster: false, id: shop.id, name: shop.name, town: shop.town, slug: shop.slug, products: shop.products.slice(0, 3) },
      };
    return {
      type: "Feature",
      geometry: { type: "Point", coordinates },
      properties: { cluster: true, count: n, expansionZoom: Math.min(MAP_MAX_CLUSTER_ZOOM, zoom + 2) },
    };
  });
  return { extent: withExtent ? extentOf(rows[0]) : null, answer: { type: "FeatureCollection", features, total } };
}

function extentOf(box: Partial<Bbox> | undefined): Bbox | null {
  if (!box || box.west == null || box.south == null || box.east == null || box.north == null) return null;
  return { west: Number(box.west), south: Number(box.south), east: Number(box.east), north: Number(box.north) };
}

/** True when `outer` holds `inner` whole (no box, no shops on the map: held by any). */
function holds(outer: Bbox, inner: Bbox | null): boolean {
  return inner === null || (outer.west <= inner.west && outer.south <= inner.south && outer.east >= inner.east && outer.north >= inner.north);
}

/** Six decimals (about 10 cm) is all a map can show. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
