import { z } from "zod";
import { CONTROL_CHARACTER } from "@/lib/validation/common";
import { ACTIONS } from "./metrics";

/**
 * The body the page script (public/a.js) sends with navigator.sendBeacon, as text (a beacon
 * cannot set its content type to JSON):
 * - a page view: { t: "v", p: path, r: referrer };
 * - a tap: { t: "a", p: path, a: action, s: the shop's slug or id };
 * - a search: { t: "s", p: path, q: the words, n: how many shops it found }.
 */
/** Text a beacon may carry: no control characters (a NUL or a line break is never part of a path, a word or an address). */
const text = (name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .max(max, `${name} is too long`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `${name} must not contain control characters`);

const path = text("p", 2000).transform((value) => value.trim()).refine((value) => value !== "", "p is required");

export const hitSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("v"), p: path, r: text("r", 2000).optional() }),
  z.object({
    t: z.literal("a"),
    p: path,
    a: z.enum(ACTIONS, { message: `a must be one of ${ACTIONS.join(", ")}` }),
    s: text("s", 200).transform((value) => value.trim()).refine((value) => value !== "", "s is required"),
  }),
  z.object({
    t: z.literal("s"),
    p: path,
    q: text("q", 500),
    n: z.number({ error: "n must be a whole number" }).int("n must be a whole number").min(0, "n must be 0 or more").max(1_000_000, "n is too large"),
  }),
], { message: 't must be "v" (a page view), "a" (a tap) or "s" (a search)' });

export type Hit = z.infer<typeof hitSchema>;

/** Beacons are small: anything longer is refused before it is parsed. */
export const MAX_HIT_BYTES = 4096;
