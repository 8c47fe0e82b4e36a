import "server-only";
import { and, sql } from "drizzle-orm";
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

type Row = { cx: number; cy: number; n: number; lon: number; lat: number; id: string; name: string; town: string; slug: string | null; products: string | null };

/**
 * The matches of a search inside a box, clustered on a grid in SQL: one feature per cell (a
 * cluster with its count at the cell's mean position, or the shop itself when alone), so a map of
 * any number of shops answers a few hundred features at most. Shops without usable coordinates
 * (missing, or the old failed-geocode spot) are left out.
 */
export async function mapClusters({ query, bbox, zoom }: { query: SearchQuery; bbox: Bbox; zoom: number }): Promise<MapAnswer> {
  const db = await getDb();
  const lon = sql`${farmShops.longitude}::float8`;
  const lat = sql`${farmShops.latitude}::float8`;
  const inBox = sql`${lon} between ${bbox.west} and ${bbox.east} and ${lat} between ${bbox.south} and ${bbox.north}`;
  const where = and(whereOf(query), mappableCondition(), inBox);
  const cell = zoom >= MAP_MAX_CLUSTER_ZOOM ? 0 : cellDegrees(zoom);
  // At street level every shop keeps its own cell (its id), so none merge.
  const cx = cell ? sql`floor(${lon} / ${cell})::int` : sql`0`;
  const cy = cell ? sql`floor(${lat} / ${cell * LAT_FACTOR})::int` : sql`0`;
  const group = cell ? sql`cx, cy` : sql`cx, cy, id`;
  const rows = await queryRows<Row>(
    db,
    sql`select cx, cy, count(*)::int as n, avg(lon) as lon, avg(lat) as lat,
          min(id) as id, min(name) as name, min(town) as town, min(slug) as slug, min(products) as products
        from (
          select ${cx} as cx, ${cy} as cy, ${lon} as lon, ${lat} as lat, ${farmShops.id} as id, ${farmShops.name} as name,
            ${farmShops.town} as town, ${farmShops.slug} as slug, array_to_string(${farmShops.products}, E'\n') as products
          from ${farmShops} where ${where}
        ) located
        group by ${group}
        order by count(*) desc, min(id)`,
  );
  let total = 0;
  const features: MapFeature[] = rows.map((r) => {
    const n = Number(r.n);
    total += n;
    const coordinates: [number, number] = [round(Number(r.lon)), round(Number(r.lat))];
    if (n === 1)
      return {
        type: "Feature",
        geometry: { type: "Point", coordinates },
        properties: { cluster: false, id: r.id, name: r.name, town: r.town, slug: r.slug, products: (r.products ?? "").split("\n").filter(Boolean).slice(0, 3) },
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
