// Temporary (not committed): EXPLAIN ANALYZE of the search module's main queries on DATABASE_URL.
import { openPostgres } from "@/lib/db/client";
import { facetCounts } from "@/lib/search/facets";
import { mapClusters } from "@/lib/search/map";
import { searchShops } from "@/lib/search/search";
import { searchQuery } from "@/lib/search/types";

const handle = await openPostgres(process.env.DATABASE_URL!);
(globalThis as { __farmShopsDb?: unknown }).__farmShopsDb = Promise.resolve(handle);
const pool = (handle.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
const orig = pool.query.bind(pool);
let captured: { text: string; values: unknown[] }[] = [];
pool.query = (q: unknown, v?: unknown) => {
  const text = typeof q === "string" ? q : (q as { text: string }).text;
  const values = (typeof q === "string" ? v : (q as { values?: unknown[] }).values) as unknown[];
  captured.push({ text, values: values ?? [] });
  return orig(q as never, v as never);
};
async function explain(label: string, run: () => Promise<unknown>) {
  captured = [];
  await run();
  const queries = captured;
  captured = [];
  for (const q of queries) {
    const res = (await orig(`explain (analyze, buffers, costs off, summary on) ${q.text}`, q.values)) as { rows: { "QUERY PLAN": string }[] };
    console.log(`\n### ${label}\n${q.text.slice(0, 300)}…\n${res.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
}
const ireland = { west: -10.7, south: 51.35, east: -5.35, north: 55.45 };
await explain("search q=honey (relevance), page 1", () => searchShops({ query: searchQuery({ q: "honey" }), order: "relevance", limit: 24 }));
await explain("search (no q, name), page 1", () => searchShops({ query: searchQuery({}), order: "name", limit: 24 }));
await explain("search q=honey near Dublin, distance", () => searchShops({ query: searchQuery({ q: "honey", near: { latitude: 53.35, longitude: -6.26 } }), order: "distance", limit: 24 }));
await explain("facets q=honey", () => facetCounts({ query: searchQuery({ q: "honey" }) }));
await explain("map all Ireland zoom 7", () => mapClusters({ query: searchQuery({}), bbox: ireland, zoom: 7 }));
await explain("did you mean (q=hony)", () => searchShops({ query: searchQuery({ q: "hony" }), order: "relevance", limit: 24 }));
await handle.close();
