import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";
import { mappableCondition } from "./conditions";
import { whereOf } from "./search";
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

type Row = { n: number; lon: number; lat: number; id: string };

/**
 * The matches of a search inside a box, clustered on a grid in SQL: one feature per cell (a
 * cluster with its count at the cell's mean position, or the shop itself when alone), so a map of
 * any number of shops answers a few hundred features at most. Shops without usable coordinates
 * (missing, or the suspect failed-geocode spot) are left out.
 */
export async function mapClusters({ query, bbox, zoom }: { query: SearchQuery; bbox: Bbox; zoom: number }): Promise<MapAnswer> {
  const db = await getDb();
  const lon = sql`${farmShops.mapLon}`;
  const lat = sql`${farmShops.mapLat}`;
  const inBox = sql`${lon} between ${bbox.west} and ${bbox.east} and ${lat} between ${bbox.south} and ${bbox.north}`;
  const where = and(whereOf(query), mappableCondition(), inBox);
  const cell = zoom >= MAP_MAX_CLUSTER_ZOOM ? 0 : cellDegrees(zoom);
  // At street level every shop keeps its own cell (its id), so none merge.
  const cx = cell ? sql`floor(${lon} / ${cell})::int` : sql`0`;
  const cy = cell ? sql`floor(${lat} / ${cell * LAT_FACTOR})::int` : sql`0`;
  const group = cell ? sql`cx, cy` : sql`cx, cy, id`;
  // Only numbers and ids go through the grouping; names and products are read for lone shops after.
  const rows = await queryRows<Row>(
    db,
    sql`select count(*)::int as n, avg(lon) as lon, avg(lat) as lat, min(id) as id
        from (
          select ${cx} as cx, ${cy} as cy, ${lon} as lon, ${lat} as lat, ${farmShops.id} as id
          from ${farmShops} where ${where}
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
  return { type: "FeatureCollection", features, total };
}

/** Six decimals (about 10 cm) is all a map can show. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
