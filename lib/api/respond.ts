/**
 * JSON answers. Public reads may be kept by browsers only while they revalidate (an admin change
 * must show at once: the admin screen refetches these lists after each change); admin answers
 * are never stored.
 */
export const CACHE_PUBLIC = "public, max-age=0, must-revalidate";
export const CACHE_NONE = "no-store";

export function json(data: unknown, { status = 200, cache = CACHE_NONE, headers = {} }: { status?: number; cache?: string; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status, headers: { "Cache-Control": cache, ...headers } });
}

/** A public list or record: short-lived in caches, always revalidated. */
export function publicJson(data: unknown): Response {
  return json(data, { cache: CACHE_PUBLIC });
}
