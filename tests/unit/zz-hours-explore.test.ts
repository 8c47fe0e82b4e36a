import { it } from "vitest";
import { fromOsmHours, toOsmHours } from "@/lib/hours/osm";
import { demoHours } from "@/lib/db/seed-data/hours";
import type { DayHours, HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";

const day = (open: string, close: string, breaks?: { from: string; to: string }[]): DayHours => ({ open, close, closed: false, ...(breaks ? { breaks } : {}) });
const CLOSED: DayHours = { open: "", close: "", closed: true };
const week = (w: DayHours, sa: DayHours = CLOSED, su: DayHours = CLOSED): OpeningHours => ({ monday: w, tuesday: w, wednesday: w, thursday: w, friday: w, saturday: sa, sunday: su });
type H = { openingHours: OpeningHours; publicHolidayHours: PublicHolidayHours; hoursExceptions: HoursException[] };
const ALL = (d: DayHours) => week(d, d, d);
const shapes: [string, H][] = [];
for (const seed of ["2025-11-29", "2026-03-01", "2026-07-15", "2026-11-29", "2026-12-30"]) {
  for (const name of ["Bremore Berry Farm", "Boyne Valley Growers", "Nore Valley Orchard Shop", "Barrow Valley Farm Shop", "Seafield Farm Shop", "Glens of Antrim Farm Shop", "Slieve Bloom Larder"]) {
    const d = demoHours(name, seed);
    shapes.push([`${name} seeded ${seed}`, { openingHours: ALL(day("10:00", "18:00")), ...d }]);
  }
}
const W = week(day("09:00", "17:30"), day("09:00", "17:00"));
const add = (n: string, ex: HoursException[], ph: PublicHolidayHours = "usual", oh: OpeningHours = W) => shapes.push([n, { openingHours: oh, publicHolidayHours: ph, hoursExceptions: ex }]);
add("breaks + PH hours", [], { open: "10:00", close: "14:00" }, week(day("08:00", "18:00", [{ from: "12:30", to: "14:00" }]), day("10:00", "16:00")));
add("breaks + PH closed + special", [{ from: "2026-12-24", to: "2026-12-24", closed: false, open: "09:00", close: "13:00" }], "closed", week(day("08:00", "18:00", [{ from: "12:30", to: "14:00" }])));
add("single closed", [{ from: "2026-12-08", to: "2026-12-08", closed: true }]);
add("single closed note", [{ from: "2027-02-03", to: "2027-02-03", closed: true, note: "Stocktake" }]);
add("hours no note", [{ from: "2027-02-03", to: "2027-02-03", closed: false, open: "11:00", close: "15:00" }]);
add("new year closure", [{ from: "2026-12-27", to: "2027-01-03", closed: true, note: "Holidays" }], "closed");
add("new year closure 2027-28", [{ from: "2027-12-27", to: "2028-01-03", closed: true }], "closed");
add("far future 2029", [{ from: "2029-06-01", to: "2029-06-01", closed: true }]);
add("past only", [{ from: "2024-06-01", to: "2024-06-10", closed: true, note: "old" }]);
add("nested market day", [{ from: "2026-11-01", to: "2027-02-28", closed: true, note: "Winter" }, { from: "2026-12-12", to: "2026-12-12", closed: false, open: "10:00", close: "16:00", note: "Christmas market" }]);
add("unsorted", [{ from: "2026-12-31", to: "2026-12-31", closed: true }, { from: "2026-12-24", to: "2026-12-24", closed: true }]);
add("adjacent same note", [{ from: "2026-12-24", to: "2026-12-24", closed: true, note: "Xmas" }, { from: "2026-12-25", to: "2026-12-26", closed: true, note: "Xmas" }]);
add("adjacent no note", [{ from: "2026-12-24", to: "2026-12-24", closed: true }, { from: "2026-12-25", to: "2026-12-25", closed: true }]);
add("special = weekly hours", [{ from: "2026-12-23", to: "2026-12-23", closed: false, open: "09:00", close: "17:30" }]);
add("closed on sunday already", [{ from: "2026-12-20", to: "2026-12-20", closed: true }]);
add("special on PH closed shop", [{ from: "2026-12-26", to: "2026-12-26", closed: false, open: "12:00", close: "16:00", note: "Stephen's" }], "closed");
add("special open on PH hours shop", [{ from: "2027-03-17", to: "2027-03-17", closed: true }], { open: "10:00", close: "14:00" });
add("late hours", [{ from: "2026-12-24", to: "2026-12-24", closed: true }], "usual", week(day("10:00", "23:30"), day("10:00", "22:00"), day("12:00", "20:00")));
add("quote note", [{ from: "2026-12-24", to: "2026-12-24", closed: true, note: "Closed 'early'" }]);
add("equal-width overlap", [{ from: "2026-12-20", to: "2026-12-22", closed: true }, { from: "2026-12-21", to: "2026-12-23", closed: false, open: "10:00", close: "12:00" }]);
add("long open special", [{ from: "2026-06-01", to: "2026-08-31", closed: false, open: "08:00", close: "20:00", note: "Summer" }]);
add("closed every day + special hours", [{ from: "2026-12-12", to: "2026-12-13", closed: false, open: "10:00", close: "16:00" }], "usual", week(CLOSED));
add("mixed weekdays", [], "usual", { monday: day("09:00", "13:00"), tuesday: CLOSED, wednesday: day("09:00", "13:00"), thursday: day("14:00", "18:00"), friday: day("09:00", "13:00"), saturday: day("09:00", "13:00"), sunday: CLOSED });
add("24h", [], "usual", ALL(day("00:00", "00:00")));
add("many entries", Array.from({ length: 50 }, (_, i) => ({ from: `2027-0${1 + (i % 9)}-${String(1 + Math.floor(i / 9) * 2).padStart(2, "0")}`, to: `2027-0${1 + (i % 9)}-${String(1 + Math.floor(i / 9) * 2).padStart(2, "0")}`, closed: true })).sort((a, b) => a.from.localeCompare(b.from)));
add("a season over two years", [{ from: "2026-09-01", to: "2028-05-31", closed: true }]);
add("2040", [{ from: "2040-01-01", to: "2040-01-01", closed: true }]);
const TODAYS = ["2025-06-15", "2025-11-29", "2026-03-01", "2026-06-03", "2026-09-15", "2026-11-29", "2026-12-31", "2027-07-01"];
it("explore", () => {
  const bad = new Map<string, string[]>();
  for (const [name, h] of shapes) {
    const w = toOsmHours(h);
    for (const j of ["ROI", "NI"] as const)
      for (const t of TODAYS) {
        const r = fromOsmHours(w, { jurisdiction: j, today: new Date(`${t}T12:00:00Z`) });
        const same = r.exact && JSON.stringify({ ...h }) === JSON.stringify({ openingHours: r.openingHours, publicHolidayHours: r.publicHolidayHours, hoursExceptions: r.hoursExceptions });
        if (!same) {
          const list = bad.get(name) ?? [];
          list.push(`${j} ${t}: ${r.exact ? JSON.stringify(r.hoursExceptions) + (JSON.stringify(r.openingHours) === JSON.stringify(h.openingHours) ? "" : " WEEK " + JSON.stringify(r.openingHours)) + (JSON.stringify(r.publicHolidayHours) === JSON.stringify(h.publicHolidayHours) ? "" : " PH " + JSON.stringify(r.publicHolidayHours)) : r.reason}`);
          bad.set(name, list);
        }
      }
    if (bad.has(name)) console.log(`${name}\n  ${w}\n  ${bad.get(name)!.slice(0, 4).join("\n  ")} (${bad.get(name)!.length})`);
  }
  console.log(`${shapes.length} shapes, ${bad.size} failing`);
});
