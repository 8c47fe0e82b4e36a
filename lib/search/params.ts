import { z } from "@/lib/validation/zod";
import { SHOP_TYPES } from "@/lib/catalog";
import { RADIUS_MAX_KM, SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, SEARCH_SORTS, SEARCH_TEXT_MAX } from "./param-names";

/**
 * The schema of a shop search's parameters, the same on the /search page address and on
 * /api/farm-shops/search (and /facets, /map): the page and the route handlers validate with it.
 * Client components build addresses with addresses.ts instead, which needs no schema library.
 */
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
    q: text("Search text", SEARCH_TEXT_MAX).optional(),
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
