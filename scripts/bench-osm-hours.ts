// npm run bench:osm-hours: how long fromOsmHours (lib/hours/osm.ts) takes per distinct OSM
// opening_hours value, each read once (nothing cached), in one process.
//   corpus: the unit test's corpus (tests/fixtures/osm-opening-hours.json), for the Republic and
//           Northern Ireland, read as on the test's date;
//   export: the distinct values of the CSV export of the generated 20,000-shop directory (the
//           import benchmark's file), built from the generator without a database, read as today.
// Prints the count, how many are held exactly, the median, p90 and slowest time, and the total.
import corpus from "../tests/fixtures/osm-opening-hours.json";
import { jurisdictionOf } from "@/lib/hours/holidays";
import { fromOsmHours, toOsmHours } from "@/lib/hours/osm";
import type { Jurisdiction, OpeningHours } from "@/lib/hours/types";
import { dublinToday } from "@/lib/time";
import { DEFAULT_GENERATOR_SEED, generateShop, generatedSpecialHours } from "./seed/generate";

// The library reports to the console values it cannot evaluate (SH in the corpus): not timed output.
const report = console.error;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).startsWith("An error occurred during evaluation")) report(...args);
};

type Value = { jurisdiction: Jurisdiction; value: string };

function exportValues(shops: number): Value[] {
  const today = dublinToday();
  const distinct = new Map<string, Value>();
  for (let i = 0; i < shops; i++) {
    const shop = generateShop(i, DEFAULT_GENERATOR_SEED, new Set());
    const value = toOsmHours({ openingHours: shop.openingHours as OpeningHours, ...generatedSpecialHours(i, DEFAULT_GENERATOR_SEED, today) });
    const jurisdiction = jurisdictionOf(shop.county);
    distinct.set(`${jurisdiction}\n${value}`, { jurisdiction, value });
  }
  return [...distinct.values()];
}

function time(name: string, values: Value[], today: Date) {
  const times: number[] = [];
  let exact = 0;
  for (const { jurisdiction, value } of values) {
    const started = performance.now();
    if (fromOsmHours(value, { jurisdiction, today }).exact) exact++;
    times.push(performance.now() - started);
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `${name}: ${values.length} distinct values (${exact} exact): median ${at(0.5)} ms, p90 ${at(0.9)} ms, ` +
      `max ${times[times.length - 1]!.toFixed(1)} ms, total ${(total / 1000).toFixed(1)} s`,
  );
}

// The library loads its holiday tables on first use: not counted.
for (const jurisdiction of ["ROI", "NI"] as const) fromOsmHours("Mo-Fr 09:00-17:00; PH off; Dec 25 off", { jurisdiction, today: new Date("2000-01-01T12:00:00Z") });
const corpusValues = [...corpus.exact, ...corpus.notExact].flatMap((value) => (["ROI", "NI"] as const).map((jurisdiction) => ({ jurisdiction, value })));
time("corpus", corpusValues, new Date("2026-03-02T12:00:00Z"));
time("export of 20,000 generated shops", exportValues(20_000), new Date());
