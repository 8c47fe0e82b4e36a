import { z } from "zod";
import { ACTIONS } from "./metrics";

/**
 * The body the page script (public/a.js) sends with navigator.sendBeacon, as text (a beacon
 * cannot set its content type to JSON):
 * - a page view: { t: "v", p: path, r: referrer };
 * - a tap: { t: "a", p: path, a: action, s: the shop's slug or id };
 * - a search: { t: "s", p: path, q: the words, n: how many shops it found }.
 */
const path = z.string({ message: "p is required" }).trim().min(1, "p is required").max(2000, "p is too long");

export const hitSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("v"), p: path, r: z.string().max(2000, "r is too long").optional() }),
  z.object({
    t: z.literal("a"),
    p: path,
    a: z.enum(ACTIONS, { message: `a must be one of ${ACTIONS.join(", ")}` }),
    s: z.string({ message: "s is required" }).trim().min(1, "s is required").max(200, "s is too long"),
  }),
  z.object({
    t: z.literal("s"),
    p: path,
    q: z.string({ message: "q is required" }).max(500, "q is too long"),
    n: z.coerce.number().int("n must be a whole number").min(0, "n must be 0 or more").max(1_000_000, "n is too large"),
  }),
], { message: 't must be "v" (a page view), "a" (a tap) or "s" (a search)' });

export type Hit = z.infer<typeof hitSchema>;

/** Beacons are small: anything longer is refused before it is parsed. */
export const MAX_HIT_BYTES = 4096;
