import { z } from "@/lib/validation/zod";
import { ADMIN_PAGING, pagingSchema } from "./paging";

/** An admin list's search words (as the public search's: a NUL byte is refused, not dropped). */
export const adminListSearch = z
  .string()
  .trim()
  .max(200, "q must be at most 200 characters")
  .refine((v) => !v.includes("\u0000"), "q contains a character that is not allowed")
  .optional();

export const ADMIN_POST_SORTS = ["newest", "oldest", "title", "-title", "updated"] as const;
export const ADMIN_EVENT_SORTS = ["newest", "oldest", "name", "-name"] as const;

/** The query string of the admin Harvest Hub list: `q` searches title and author; `sort` orders; `limit`/`offset` page. */
export const adminPostListSchema = pagingSchema(ADMIN_PAGING).extend({
  q: adminListSearch,
  sort: z.enum(ADMIN_POST_SORTS, { error: `sort must be one of: ${ADMIN_POST_SORTS.join(", ")}` }).optional(),
});

/** The query string of a shop's admin event list: `q` searches the event's name; `sort` orders; `limit`/`offset` page. */
export const adminEventListSchema = pagingSchema(ADMIN_PAGING).extend({
  q: adminListSearch,
  sort: z.enum(ADMIN_EVENT_SORTS, { error: `sort must be one of: ${ADMIN_EVENT_SORTS.join(", ")}` }).optional(),
});

export type AdminPostListQuery = z.output<typeof adminPostListSchema>;
export type AdminEventListQuery = z.output<typeof adminEventListSchema>;
