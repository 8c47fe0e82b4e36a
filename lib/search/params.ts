import { z } from "@/lib/validation/zod";
import { SHOP_TYPES } from "@/lib/catalog";
import { routes } from "@/lib/routes/paths";

/**
 * The parameters of a shop search, the same on the /search page address and on
 * /api/farm-shops/search (and /facets, /map). Free of server code: the page, its client controls
 * and the route handlers all read and write addresses with it.
 */
export const SEARCH_SORTS = ["relevance", "name", "county", "distance", "featured"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_DEFAULT = 24;
export const SEARCH_PAGE_MAX = 100;
export const RADIUS_MAX_KM = 500;
/** Parameters that may be given more than once (each value one filter). */
export const REPEATABLE = ["county", "products", "services", "type"] as const;
const LIST_MAX = 40;

// No text can hold a NUL byte, so a value with one can match nothing: say so rather than ask.
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !v.includes("\u0000"), `${label} contains a character that is not allowed`);
const list = (label: string, max: number) =>
  z.array(text(label, max)).max(LIST_MAX, `At most ${LIST_MAX} ${label} values`).transform((v) => [...new Set(v.filter(Boolean))]);

const whole = (name: string, min: number, max: number, minText: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be ${minText}`)
    .max(max, max === SEARCH_PAGE_MAX ? `${name} must be at most ${max}` : `${name} is too large`);

/** "lat,lon" in decimal degrees. */
const nearPoint = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value);
    const latitude = Number(m?.[1]);
    const longitude = Number(m?.[2]);
    if (!m || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      ctx.addIssue({ code: "custom", message: "near must be latitude,longitude in decimal degrees (for example 52.66,-8.63)" });
      return z.NEVER;
    }
    return { latitude, longitude };
  });

export const searchParamsSchema = z
  .object({
    q: text("Search text", 200).optional(),
    county: list("county", 60).default([]),
    products: list("products", 60).default([]),
    services: list("services", 60).default([]),
    type: z
      .array(z.enum(SHOP_TYPES, { error: `type must be one of ${SHOP_TYPES.join(", ")}` }))
      .max(LIST_MAX)
      .default([])
      .transform((v) => [...new Set(v)]),
    openNow: z.enum(["1"], { error: "openNow must be 1" }).optional(),
    openAt: z.string().trim().max(40, "openAt is too long").optional(),
    near: nearPoint.optional(),
    radiusKm: z.coerce
      .number({ error: "radiusKm must be a number" })
      .positive("radiusKm must be more than 0")
      .max(RADIUS_MAX_KM, `radiusKm must be at most ${RADIUS_MAX_KM}`)
      .optional(),
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(", ")}` }).optional(),
    limit: whole("limit", 1, SEARCH_PAGE_MAX, "at least 1").default(SEARCH_PAGE_DEFAULT),
    offset: whole("offset", 0, 1_000_000, "0 or more").default(0),
  })
  .superRefine((v, ctx) => {
    if (v.openNow && v.openAt) ctx.addIssue({ code: "custom", path: ["openAt"], message: "Give openNow or openAt, not both" });
    if (v.radiusKm !== undefined && !v.near) ctx.addIssue({ code: "custom", path: ["radiusKm"], message: "radiusKm needs near=latitude,longitude" });
    if (v.sort === "distance" && !v.near) ctx.addIssue({ code: "custom", path: ["sort"], message: "sort=distance needs near=latitude,longitude" });
  });

export type SearchParams = z.output<typeof searchParamsSchema>;

/**
 * The raw values of an address's query: repeatable parameters as lists, any other parameter's last
 * value (a repeated q must not turn into a list). Empty values count as absent.
 */
export function rawSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of REPEATABLE) raw[key] = params.getAll(key).flatMap((v) => (v.trim() ? [v] : []));
  for (const [key, value] of params) {
    if ((REPEATABLE as readonly string[]).includes(key) || value.trim() === "") continue;
    raw[key] = value;
  }
  return raw;
}

/** A page's searchParams record as URLSearchParams. */
export function toUrlSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(key, v);
  }
  return out;
}

/** The sort a search uses when none is asked for: distance near a point, relevance for text, else name. */
export function effectiveSort(p: Pick<SearchParams, "sort" | "near" | "q">): SearchSort {
  return p.sort ?? (p.near ? "distance" : p.q ? "relevance" : "name");
}

/** The query string of a search with only the parameters that are set (stable order, shareable). */
export function searchQueryString(p: Partial<SearchParams> & { extra?: Record<string, string> }): string {
  const out = new URLSearchParams();
  if (p.q) out.set("q", p.q);
  for (const key of REPEATABLE) for (const v of p[key] ?? []) out.append(key, v);
  if (p.openNow) out.set("openNow", "1");
  if (p.openAt) out.set("openAt", p.openAt);
  if (p.near) out.set("near", `${round(p.near.latitude)},${round(p.near.longitude)}`);
  if (p.radiusKm !== undefined) out.set("radiusKm", String(p.radiusKm));
  if (p.sort) out.set("sort", p.sort);
  if (p.limit !== undefined && p.limit !== SEARCH_PAGE_DEFAULT) out.set("limit", String(p.limit));
  if (p.offset) out.set("offset", String(p.offset));
  for (const [k, v] of Object.entries(p.extra ?? {})) out.set(k, v);
  return out.toString();
}

/** Three decimals (about 100 m): enough for "near me", and a shared address that does not pinpoint a house. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The parameters an address for the /search page keeps (validated values, none of the defaults). */
export type PageSearch = Omit<SearchParams, "limit" | "offset"> & { limit?: number; offset?: number };

/**
 * The /search address of `current` changed by `patch`; a change of anything but the page starts
 * again at the first page.
 */
export function searchPageHref(current: PageSearch, patch: Partial<PageSearch> = {}): string {
  const next = { ...current, ...patch };
  if (!("offset" in patch)) next.offset = 0;
  return routes.search(searchQueryString(next));
}

/** `values` with `value` added, or removed when it is there (a filter chip). */
export function toggled(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
