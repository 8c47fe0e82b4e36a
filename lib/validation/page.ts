import { formatCount } from "@/lib/format";
import { z } from "@/lib/validation/zod";

/** One page of an admin list: `limit` (default 50, at most 200) and `offset`; the total goes in X-Total-Count. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${formatCount(max)}`);

export const pageSchema = z.object({
  limit: whole("limit", 1, PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  offset: whole("offset", 0, 100_000_000).default(0),
});

/** A request's query string as a plain object (the last value of a repeated parameter wins). */
export function queryOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams);
}
