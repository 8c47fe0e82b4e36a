import { z } from "@/lib/validation/zod";

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

/**
 * `limit` and `offset` query parameters. A missing limit takes the list's default; a limit over
 * the maximum is refused (400) rather than quietly cut, so that a client never mistakes a short
 * page for the whole list.
 */
export function pagingSchema({ defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number }) {
  return z.object({
    limit: whole("limit", 1, maxLimit).optional().transform((v) => v ?? defaultLimit),
    offset: whole("offset", 0, 10_000_000).optional().transform((v) => v ?? 0),
  });
}

export type Paging = { limit: number; offset: number };

/** Public lists: GET /api/farm-shops, /api/events, /api/blog-posts. */
export const PUBLIC_PAGING = { defaultLimit: 100, maxLimit: 500 };
/** Every admin list. */
export const ADMIN_PAGING = { defaultLimit: 50, maxLimit: 200 };
