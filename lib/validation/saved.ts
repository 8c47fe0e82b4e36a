import { z } from "@/lib/validation/zod";
import { isShopKey, SAVED_KEYS_MAX } from "@/lib/saved/keys";

/**
 * `?slugs=a,b,c` of GET /api/farm-shops/by-slugs: 1 to 100 distinct keys, each a slug or an id
 * (any case; repeats are dropped before they are counted).
 */
export const bySlugsQuery = z.object({
  slugs: z
    .string({ error: "slugs is required: a comma-separated list of shop slugs" })
    // Given empty ("?slugs="): the same as not given, not an entry that is not a slug.
    .refine((text) => text.trim() !== "", { error: "slugs is required: a comma-separated list of shop slugs", abort: true })
    .transform((text) => [...new Set(text.split(",").map((s) => s.trim().toLowerCase()))])
    .pipe(
      z
        .array(
          z.string().refine((s) => isShopKey(s), {
            error: "Each entry of slugs must be a shop slug (lower-case letters, digits and hyphens) or id",
          }),
        )
        .min(1)
        .max(SAVED_KEYS_MAX, { error: `slugs may name at most ${SAVED_KEYS_MAX} shops` }),
    ),
});
