// Which methods each API address answers, in plain JavaScript: `npm run build` writes the table
// from the route files (scripts/api-methods.mjs), and the production server (server.mjs) answers a
// method an address does not have with a 405 that names the ones it has, in `Allow`, and says so
// in the API's JSON error. Next.js answers it with a bare 405: no `Allow` (which RFC 9110 requires),
// no body.

/** The methods a route file can export (Next.js's HTTP_METHODS). */
const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods a route file exports: `export const GET`, `export async function POST`, and
 * `export { handler as GET }`. Next.js adds HEAD where there is GET, and OPTIONS everywhere.
 * @param {string} source @returns {string[]} sorted, as Next.js sorts its own `Allow`
 */
export function routeMethods(source) {
  const found = new Set(["OPTIONS"]);
  for (const m of source.matchAll(/^export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/gm)) found.add(m[1]);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(",")) found.add(part.trim().split(/\s+as\s+/).pop()?.trim() ?? "");
  }
  if (found.has("GET")) found.add("HEAD");
  return [...found].filter((method) => METHODS.includes(method)).sort();
}

/**
 * The address a route file answers, from its folder under app/ ("api/farm-shops/[id]/status"),
 * route groups ("(admin)") left out. @param {string} folder @returns {string}
 */
export function routePattern(folder) {
  return `/${folder.split("/").filter((segment) => segment && !/^\(.*\)$/.test(segment)).join("/")}`;
}

/** How closely a pattern's segment matches: a fixed name before [one], before [...many], before [[...any]]. */
function rank(segment) {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  if (segment.startsWith("[")) return 1;
  return 0;
}

/** A pattern read once: its segments and each one's rank. */
function compile(route) {
  const parts = route.pattern.split("/").filter(Boolean);
  return { parts, kinds: parts.map(rank), allow: route.methods.join(", ") };
}

/** The ranks of a compiled pattern's segments when it matches `segments`, or null. */
function matchRanks({ parts, kinds }, segments) {
  for (let i = 0; i < parts.length; i++) {
    const kind = kinds[i];
    if (kind >= 2) {
      // A catch-all takes the rest: one segment at least, or (optional) none.
      if (i !== parts.length - 1 || (kind === 2 && segments.length <= i)) return null;
      return kinds;
    }
    if (i >= segments.length || (kind === 0 && parts[i] !== segments[i])) return null;
  }
  return parts.length === segments.length ? kinds : null;
}

/**
 * A lookup of the methods of the route that answers a pathname (as Next.js picks it: the most fixed
 * segments first, from the left), joined for `Allow`, or null when no route does. A fixed address
 * is one map lookup (the beacons' /api/hit among them); others try the patterns with segments,
 * each read once here.
 * @param {readonly { pattern: string, methods: readonly string[] }[]} table
 * @returns {(pathname: string) => string | null}
 */
export function allowLookup(table) {
  const fixed = new Map(table.filter((route) => !route.pattern.includes("[")).map((route) => [route.pattern, route.methods.join(", ")]));
  const dynamic = table.filter((route) => route.pattern.includes("[")).map(compile);
  return (pathname) => {
    const segments = pathname.split("/").filter(Boolean);
    const exact = fixed.get(`/${segments.join("/")}`);
    if (exact !== undefined) return exact;
    let best = null;
    let bestRanks = null;
    for (const route of dynamic) {
      const ranks = matchRanks(route, segments);
      if (ranks && (!bestRanks || compareRanks(ranks, bestRanks) < 0)) {
        best = route;
        bestRanks = ranks;
      }
    }
    return best ? best.allow : null;
  };
}

/** Segment by segment, the lower rank is the closer match; a shorter pattern that matched is closer. */
function compareRanks(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}
