/**
 * JSON answers. Public reads: browsers revalidate every time (the admin screen refetches these
 * lists after each change); shared caches (the front, a CDN) keep them a second and may serve
 * them stale for a minute while they fetch a fresh copy. Admin answers are never stored.
 */
export const CACHE_PUBLIC = "public, max-age=0, s-maxage=1, stale-while-revalidate=59";
export const CACHE_NONE = "no-store";

export function json(data: unknown, { status = 200, cache = CACHE_NONE, headers = {} }: { status?: number; cache?: string; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status, headers: { "Cache-Control": cache, ...headers } });
}

/** A public list or record: short-lived in caches, always revalidated. */
export function publicJson(data: unknown): Response {
  return json(data, { cache: CACHE_PUBLIC });
}

/**
 * Whether a request's If-None-Match names the current ETag, by the weak comparison RFC 9110 asks
 * for (W/"x" matches "x"), or is "*" (any current copy): the answer is then a 304.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const current = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === current;
  });
}
