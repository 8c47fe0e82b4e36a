import type { Day, DayHours } from "../types";
import type { Rng } from "./random";

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
