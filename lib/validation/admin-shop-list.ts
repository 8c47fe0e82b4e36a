import { z } from "@/lib/validation/zod";
import { SHOP_TYPES } from "@/lib/catalog";
import { findCountyByName } from "@/lib/counties";
import { adminListSearch } from "./admin-content-list";
import { ADMIN_PAGING, pagingSchema } from "./paging";

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1"));

export const ADMIN_SHOP_SORTS = ["name", "-name", "newest", "oldest", "county", "town", "updated", "recent"] as const;

/**
 * The query string of the admin shop lists (pending, approved, spam): `q` searches name, town,
 * county, email, phone and Eircode; the filters narrow; `sort` orders; `limit`/`offset` page.
 */
export const adminShopListSchema = pagingSchema(ADMIN_PAGING).extend({
  q: adminListSearch,
  county: z
    .string()
    .trim()
    .optional()
    .refine((c) => !c || findCountyByName(c) !== undefined, "county must be one of the 32 counties")
    .transform((c) => (c ? findCountyByName(c)?.name : undefined)),
  type: z.enum(SHOP_TYPES, { error: `type must be one of: ${SHOP_TYPES.join(", ")}` }).optional(),
  featured: flag("featured"),
  hasEvents: flag("hasEvents"),
  missingCoordinates: flag("missingCoordinates"),
  needsChecking: flag("needsChecking"),
  sort: z.enum(ADMIN_SHOP_SORTS, { error: `sort must be one of: ${ADMIN_SHOP_SORTS.join(", ")}` }).optional(),
});

export type AdminShopListQuery = z.output<typeof adminShopListSchema>;
