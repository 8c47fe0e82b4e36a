import type { HoursException, PublicHolidayHours } from "@/lib/hours/types";
import { addDays } from "@/lib/time";
import type { Day, DayHours } from "@/lib/db/seed-data/types";
import { createRng, mixSeed, type Rng } from "./random";

/** Opening hours in the shapes the demo data uses (lib/db/seed-data/shops.ts). */
const DAYS: Day[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
type Week = Record<Day, DayHours>;

function week(open: Partial<Record<Day, [string, string]>>): Week {
  const out = {} as Week;
  for (const day of DAYS) {
    const slot = open[day];
    out[day] = slot
      ? { open: slot[0], close: slot[1], closed: false }
      : { open: "", close: "", closed: true };
  }
  return out;
}

function on(days: Day[], slot: [string, string]): Partial<Record<Day, [string, string]>> {
  return Object.fromEntries(days.map((d) => [d, slot]));
}

const at = (hour: number, half: boolean) =>
  `${String(hour).padStart(2, "0")}:${half ? "30" : "00"}`;

/** A physical shop: a run of open days (some with Sunday, some closed early in the week). */
export function shopHours(rng: Rng): Week {
  const open = at(rng.int(8, 10), rng.chance(0.3));
  const close = at(rng.int(16, 18), rng.chance(0.3));
  const slot: [string, string] = [open, close];
  const sunday: [string, string] = [at(rng.int(10, 12), false), at(rng.int(15, 17), false)];
  switch (rng.int(0, 6)) {
    case 0:
      return week({ ...on(DAYS.slice(1, 6), slot), sunday });
    case 1:
      return week(on(DAYS.slice(0, 6), slot));
    case 2:
      return week({ ...on(DAYS.slice(2, 6), slot), sunday });
    case 3:
      return week(on(DAYS.slice(3, 6), slot));
    case 4:
      return week({
        friday: [at(14, false), at(19, false)],
        saturday: [at(10, false), at(14, false)],
      });
    case 5:
      return week(on(DAYS, slot));
    default:
      return week({
        ...on(DAYS.slice(0, 5), [at(8, false), at(18, false)]),
        saturday: [at(9, false), at(13, false)],
      });
  }
}

/** Honesty boxes: self-service every day, 08:00 to 20:00, as in the demo. */
export const honestyBoxHours = (): Week => week(on(DAYS, ["08:00", "20:00"]));
/** Online shops: order line hours. */
export const officeHours = (): Week => week(on(DAYS.slice(0, 5), ["09:00", "17:00"]));

/** Farmers' markets: one morning a week, mostly Saturday. */
export function marketHours(rng: Rng): Week {
  const day = rng.weighted<Day>(["saturday", "sunday", "friday", "thursday"], (d) =>
    d === "saturday" ? 6 : 1,
  );
  return week({
    [day]: [at(rng.int(9, 10), rng.chance(0.3)), at(rng.int(13, 14), rng.chance(0.3))],
  });
}

export type SpecialHours = {
  publicHolidayHours: PublicHolidayHours;
  hoursExceptions: HoursException[];
};

/**
 * Holiday hours and special dates of generated shop `index`, dated around `today` (YYYY-MM-DD) as
 * the demo's are: some close on public holidays or keep short hours then, some have Christmas
 * hours, a winter closure or a one-off closure soon, so that "open at" meets every rule at scale.
 * Its own random stream, so the rest of the shop stays as it was.
 */
export function generatedSpecialHours(index: number, seed: number, today: string): SpecialHours {
  const rng = createRng(mixSeed(seed ^ 0x401d4, index));
  const year = Number(today.slice(0, 4));
  const roll = rng.next();
  const publicHolidayHours: PublicHolidayHours =
    roll < 0.15 ? "closed" : roll < 0.2 ? { open: "10:00", close: "14:00" } : "usual";
  const hoursExceptions: HoursException[] = [];
  if (rng.chance(0.04))
    hoursExceptions.push({ from: `${year}-11-01`, to: `${year + 1}-03-13`, closed: true, note: "Closed for the winter" });
  if (rng.chance(0.1))
    hoursExceptions.push(
      { from: `${year}-12-24`, to: `${year}-12-24`, closed: false, open: "09:00", close: "14:00", note: "Christmas Eve" },
      { from: `${year}-12-25`, to: `${year}-12-27`, closed: true, note: "Christmas" },
    );
  if (rng.chance(0.03)) {
    const day = addDays(today, rng.int(1, 30));
    hoursExceptions.push({ from: day, to: day, closed: true, note: "Closed for a family event" });
  }
  if (rng.chance(0.02)) {
    const day = addDays(today, rng.int(1, 30));
    hoursExceptions.push({ from: day, to: day, closed: false, open: "18:00", close: "22:00", note: "Evening opening" });
  }
  return { publicHolidayHours, hoursExceptions };
}
