// npm run explain:search: the plans of the public search's queries, as `EXPLAIN (ANALYZE, BUFFERS)`
// reports them against DATABASE_URL (Postgres, e.g. after `npm run db:seed -- --shops 20000`).
// Each case runs the real code (search, facets, map, misspelling dictionary, county page) once to
// warm the cache, then once more recording its SQL; each recorded statement is explained.
// Prints per statement: the execution time, shared buffers hit/read and the plan's node types;
// EXPLAIN_FULL=1 prints whole plans.
import { getDbHandle } from "@/lib/db/client";
import { facetCounts } from "@/lib/search/facets";
import { searchShops } from "@/lib/search/search";
import { correctWords } from "@/lib/search/suggest";
import { countyListing } from "@/lib/search/county";
import { mapClusters } from "@/lib/search/map";
import { searchQuery, type SearchQuery } from "@/lib/search/types";

type Recorded = { text: string; values: unknown[] };
type PgPool = { query: (text: unknown, values?: unknown) => Promise<{ rows: Record<string, unknown>[] }> };

const handle = await getDbHandle();
if (handle.engine !== "postgres") throw new Error("Set DATABASE_URL to a Postgres database.");
const pool = (handle.db as unknown as { $client: PgPool }).$client;
const original = pool.query.bind(pool);
let recording: Recorded[] | null = null;
pool.query = (text: unknown, values?: unknown) => {
  if (recording && typeof text === "object" && text && "text" in text)
    recording.push({ text: String((text as { text: string }).text), values: ((text as { values?: unknown[] }).values ?? (values as unknown[]) ?? []) });
  return original(text, values);
};

const q = (patch: Partial<SearchQuery>) => searchQuery(patch);
const openAt = new Date("2026-12-26T14:00:00Z");
const now = new Date();
const cases: [string, () => Promise<unknown>][] = [
  ["search q=honey", () => searchShops({ query: q({ q: "honey" }), order: "relevance", limit: 24 })],
  ["search q=hony chese (two misspelt words, corrected)", () => searchShops({ query: q({ q: "hony chese" }), order: "relevance", limit: 24 })],
  ["dictionary alone: hony chese", () => correctWords(["hony", "chese"], { scope: "approved" })],
  ["search county=Cork&county=Kerry products=Honey sort=name offset=216", () => searchShops({ query: q({ county: ["Cork", "Kerry"], products: ["Honey"] }), order: "name", limit: 24, offset: 216 })],
  ["search products=Honey sort=name offset=24 (a third of the shops; the total on the stored bits)", () => searchShops({ query: q({ products: ["Honey"] }), order: "name", limit: 24, offset: 24 })],
  ["search near Dublin radiusKm=25 sort=distance", () => searchShops({ query: q({ near: { latitude: 53.35, longitude: -6.26 }, radiusKm: 25 }), order: "distance", limit: 24 })],
  ["search openNow", () => searchShops({ query: q({ openAt: now }), order: "name", limit: 24 })],
  ["search openAt=2026-12-26T14:00 q=milk", () => searchShops({ query: q({ openAt, q: "milk" }), order: "relevance", limit: 24 })],
  ["search sort=featured offset=24 (no filter)", () => searchShops({ query: q({}), order: "featured", limit: 24, offset: 24 })],
  ["search q=eggs sort=county offset=24", () => searchShops({ query: q({ q: "eggs" }), order: "county", limit: 24, offset: 24 })],
  ["search q=raw sort=name offset=216", () => searchShops({ query: q({ q: "raw" }), order: "name", limit: 24, offset: 216 })],
  ["search openNow offset=96", () => searchShops({ query: q({ openAt: now }), order: "name", limit: 24, offset: 96 })],
  ["search openAt=2026-11-25T12:00 (a Wednesday noon, most shops open) offset=96", () => searchShops({ query: q({ openAt: new Date("2026-11-25T12:00:00Z") }), order: "name", limit: 24, offset: 96 })],
  ["facets (no filter)", () => facetCounts({ query: q({}) })],
  ["facets q=milk county=Cork type=physical", () => facetCounts({ query: q({ q: "milk", county: ["Cork"], type: ["physical"] }) })],
  ["facets openNow q=milk", () => facetCounts({ query: q({ openAt: now, q: "milk" }) })],
  ["facets openAt=2026-12-26T14:00", () => facetCounts({ query: q({ openAt }) })],
  ["map zoom 7 all Ireland", () => mapClusters({ query: q({}), bbox: { west: -10.7, south: 51.35, east: -5.35, north: 55.45 }, zoom: 7 })],
  ["map zoom 7 all Ireland q=honey", () => mapClusters({ query: q({ q: "honey" }), bbox: { west: -10.7, south: 51.35, east: -5.35, north: 55.45 }, zoom: 7 })],
  ["map zoom 11 Cork city q=honey", () => mapClusters({ query: q({ q: "honey" }), bbox: { west: -8.6, south: 51.85, east: -8.3, north: 51.95 }, zoom: 11 })],
  ["search q=farm sort=name offset=216 (in nearly every shop)", () => searchShops({ query: q({ q: "farm" }), order: "name", limit: 24, offset: 216 })],
  ["map zoom 11 Cork city", () => mapClusters({ query: q({}), bbox: { west: -8.6, south: 51.85, east: -8.3, north: 51.95 }, zoom: 11 })],
  ["county page cork page 1", () => countyListing({ county: "Cork", q: "", sort: "name", page: 1 })],
  ["county page cork page 5", () => countyListing({ county: "Cork", q: "", sort: "name", page: 5 })],
];

const only = process.env.EXPLAIN_ONLY;
for (const [label, run] of cases.filter(([l]) => !only || l.includes(only))) {
  await run();
  recording = [];
  await run();
  const statements = recording;
  recording = null;
  console.log(`\n## ${label}`);
  for (const s of statements) {
    const { rows } = await original({ text: `explain (analyze, buffers, format json) ${s.text}`, values: s.values });
    const plan = (rows[0]?.["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number; "Planning Time": number }])[0];
    const nodes = new Set<string>();
    const walk = (n: PlanNode) => {
      nodes.add(n["Index Name"] ? `${n["Node Type"]} (${n["Index Name"]})` : n["Node Type"]);
      for (const c of n.Plans ?? []) walk(c);
    };
    walk(plan.Plan);
    console.log(
      `- ${plan["Execution Time"].toFixed(1)} ms (planning ${plan["Planning Time"].toFixed(1)} ms), buffers hit ${plan.Plan["Shared Hit Blocks"]} read ${plan.Plan["Shared Read Blocks"]}: ${[...nodes].join(", ")}`,
    );
    if (process.env.EXPLAIN_FULL) {
      const { rows: text } = await original({ text: `explain (analyze, buffers) ${s.text}`, values: s.values });
      console.log(text.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
    }
  }
}
await handle.close();

type PlanNode = { "Node Type": string; "Index Name"?: string; "Shared Hit Blocks": number; "Shared Read Blocks": number; Plans?: PlanNode[] };
