/** Points for the shapes an OSM export gives: a polygon's point is one inside the shape, not its centroid. */

type Position = [number, number];
type Ring = Position[];

/**
 * A point inside a polygon (outer ring plus holes): on the horizontal line through the middle of
 * its bounding box, the midpoint of the widest stretch that lies inside (between the first and
 * second crossing, the third and fourth...). A centroid can fall outside an L-shaped farmyard or
 * in a hole; this point cannot.
 */
export function pointInPolygon(rings: Ring[]): Position | null {
  const outer = rings[0];
  if (!outer || outer.length < 3) return null;
  const ys = outer.map((p) => p[1]);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  // Nudged off the middle so the line does not pass exactly through a vertex.
  const y = minY + (maxY - minY) * 0.5000001;
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      if (!a || !b) continue;
      if ((a[1] > y) !== (b[1] > y)) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
    }
  }
  xs.sort((p, q) => p - q);
  let best: Position | null = null;
  let width = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const x0 = xs[i] ?? 0;
    const x1 = xs[i + 1] ?? 0;
    if (x1 - x0 > width) {
      width = x1 - x0;
      best = [(x0 + x1) / 2, y];
    }
  }
  return best ?? (outer[0] ? [outer[0][0], outer[0][1]] : null);
}

/** A GeoJSON geometry's point: the point itself, a point inside a (multi)polygon, a line's middle vertex. */
export function representativePoint(geometry: unknown): Position | null {
  if (!geometry || typeof geometry !== "object") return null;
  const g = geometry as { type?: string; coordinates?: unknown };
  const c = g.coordinates;
  switch (g.type) {
    case "Point":
      return isPosition(c) ? [c[0], c[1]] : null;
    case "Polygon":
      return Array.isArray(c) ? pointInPolygon(c.filter(isRing)) : null;
    case "MultiPolygon": {
      if (!Array.isArray(c)) return null;
      // The largest part by bounding box: the main building, not an outlying shed.
      const parts = c.filter(Array.isArray).map((p: unknown[]) => p.filter(isRing));
      const size = (p: Ring[]) => {
        const r = p[0] ?? [];
        const xs = r.map((q) => q[0]);
        const ys = r.map((q) => q[1]);
        return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
      };
      const largest = parts.filter((p) => p.length > 0).sort((a, b) => size(b) - size(a))[0];
      return largest ? pointInPolygon(largest) : null;
    }
    case "LineString":
      return Array.isArray(c) && isPosition(c[Math.floor(c.length / 2)]) ? (c[Math.floor(c.length / 2)] as Position) : null;
    default:
      return null;
  }
}

function isPosition(v: unknown): v is Position {
  return Array.isArray(v) && v.length >= 2 && typeof v[0] === "number" && typeof v[1] === "number" && Number.isFinite(v[0]) && Number.isFinite(v[1]);
}

function isRing(v: unknown): v is Ring {
  return Array.isArray(v) && v.every(isPosition);
}
