import type { z } from "zod";
import { PUBLIC_PAGING, pagingSchema } from "@/lib/validation/paging";
import { parseWith } from "@/lib/validation/parse";
import { siteUrl } from "@/lib/seo/metadata";
import { CACHE_PUBLIC, json } from "./respond";

/** The query string as a plain object (the last value of a repeated parameter wins), for zod. */
export function queryObject(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams);
}

/** Parses the query string with a schema: 400 with the schema's message when it does not fit. */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseWith(schema, queryObject(req));
}

/**
 * A page of a list: the answer stays a JSON array; `X-Total-Count` carries the size of the whole
 * list and, while there is more, an RFC 8288 `Link: <…>; rel="next"` header the next page's address
 * (and `rel="prev"` from the second page on).
 */
export function pagedJson(
  req: Request,
  items: unknown[],
  { total, limit, offset }: { total: number; limit: number; offset: number },
  cache?: typeof CACHE_PUBLIC | string,
): Response {
  const links: string[] = [];
  // On the site's public address (SITE_URL), as every other absolute link it gives: behind a proxy
  // the request's own URL is the server's inside address ("http://localhost:3000").
  const at = (o: number) => {
    const { pathname, searchParams } = new URL(req.url);
    searchParams.set("limit", String(limit));
    searchParams.set("offset", String(o));
    return siteUrl(`${pathname}?${searchParams}`);
  };
  if (offset + items.length < total) links.push(`<${at(offset + limit)}>; rel="next"`);
  if (offset > 0) links.push(`<${at(Math.max(0, offset - limit))}>; rel="prev"`);
  const headers: Record<string, string> = { "X-Total-Count": String(total), "Access-Control-Expose-Headers": "X-Total-Count, Link" };
  if (links.length > 0) headers.Link = links.join(", ");
  return json(items, { headers, ...(cache ? { cache } : {}) });
}

const publicPaging = pagingSchema(PUBLIC_PAGING);

/**
 * A public list a page at a time (GET /api/farm-shops, /api/events, /api/blog-posts): `limit` and
 * `offset` from the query (PUBLIC_PAGING), the page from `read`, the public cache.
 */
export async function publicPage(
  req: Request,
  read: (limit: number, offset: number) => Promise<{ items: unknown[]; total: number }>,
): Promise<Response> {
  const { limit, offset } = parseQuery(req, publicPaging);
  const { items, total } = await read(limit, offset);
  return pagedJson(req, items, { total, limit, offset }, CACHE_PUBLIC);
}
