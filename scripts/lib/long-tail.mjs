// The long-tail benchmark (npm run bench, first figure): every request asks something new, as
// real visitors do, so no answer can come from a memory of an earlier one. The questions come
// from a seeded pseudo-random generator (BENCH_SEED), so two runs ask the same sequence.
//
// Rows: the search API, the facets API, the map API (random views, zoom 6–12), the /search page
// and county pages 1–5. Each row: BENCH_LONGTAIL_REQUESTS requests (300; at least 200), from
// BENCH_CONNECTIONS concurrent connections (10), after BENCH_LONGTAIL_WARMUP uncounted ones
// (1,500, asked with another seed). Reported per row: p50, p95, p99, errors (4xx, 5xx and failed
// requests; a redirect is an answer) and 5xx, and the CPU per request of the server, Postgres and
// the load generator (cpu-time.mjs).
//
// Why a long warm-up: a just-started server runs its hot paths unoptimised. Measured at 20,000
// shops, batches of 300 new search calls one after another on a fresh server: the server's CPU a
// call went 3.8, 3.1, 3.0, 2.7, 2.1, 2.1, 2.0, 1.9, 1.7, 1.8 ms, and the p50 37 → 26 ms. A
// deployed server is past that within a minute of traffic, so the rows measure the steady state,
// as the repeated-question rows always did. The warm-up asks other questions (another seed), and
// nothing keeps an answer, so the measured questions are still new. BENCH_LONGTAIL_WARMUP=50 gives
// the figure of a just-started server.
// The county row keeps a short warm-up (SHORT_WARMUP): its 160 addresses (32 counties × 5 pages)
// repeat, so a long one would only fill the page cache before the measured requests.
import http from "node:http";
import { cpuPerRequest, readCpuTime } from "./cpu-time.mjs";

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words visitors type: products, foods, farm words, towns (and the catalogue's values, added at run time). */
const WORDS = [
  "honey", "cheese", "eggs", "farm", "organic", "apple", "apples", "butcher", "market", "dairy", "bakery", "beef", "lamb",
  "pork", "chicken", "vegetables", "strawberries", "potatoes", "milk", "yoghurt", "jam", "preserves", "cider", "juice",
  "flowers", "plants", "christmas", "trees", "turkey", "duck", "goat", "sheep", "bread", "cafe", "coffee", "shop", "gate",
  "orchard", "garden", "nursery", "berries", "raspberries", "herbs", "salad", "tomatoes", "pumpkin", "mushrooms", "fish",
  "smoked", "salmon", "oysters", "seaweed", "wool", "family", "fresh", "local", "free", "range", "raw", "heritage",
  "kinsale", "dingle", "skibbereen", "kilkenny", "wexford", "galway", "sligo", "westport", "clonakilty", "bantry",
  "tralee", "ennis", "navan", "trim", "carlow", "athlone", "mullingar", "letterkenny", "omagh", "enniskillen", "newry",
  "dundalk", "drogheda", "cashel", "clonmel", "lismore", "dungarvan", "tramore", "youghal", "macroom", "killarney",
];

const COUNTIES = [
  "Antrim", "Armagh", "Carlow", "Cavan", "Clare", "Cork", "Derry", "Donegal", "Down", "Dublin", "Fermanagh", "Galway",
  "Kerry", "Kildare", "Kilkenny", "Laois", "Leitrim", "Limerick", "Longford", "Louth", "Mayo", "Meath", "Monaghan",
  "Offaly", "Roscommon", "Sligo", "Tipperary", "Tyrone", "Waterford", "Westmeath", "Wexford", "Wicklow",
];
const TYPES = ["physical", "online", "honesty-box", "farmers-market"];
const SORTS = ["relevance", "name", "county", "featured"];
/** Ireland, for points and map views. */
const IRELAND = { west: -10.4, south: 51.5, east: -5.5, north: 55.3 };

/** A misspelling: a letter dropped, doubled or two neighbours swapped. */
function misspell(word, r) {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = Math.floor(r() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/**
 * A generator of new questions, each a URLSearchParams of the search call, mixing every parameter:
 * q (one word, two words, misspelt words), county, products, services, type, openNow, openAt,
 * near + radiusKm, every sort and offsets up to page 10.
 * `catalog` holds the site's own products and services (from /api/farm-shops/facets); `open: false`
 * leaves openNow and openAt out (the same draws are made, so the other parameters stay the same).
 */
export function questions(seed, catalog, { open = true } = {}) {
  const r = prng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const some = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(r() * max) }, () => pick(list)))];
  const words = [...WORDS, ...catalog.products.map((p) => p.toLowerCase().split(" ")[0])];
  const point = () => ({
    lat: (IRELAND.south + r() * (IRELAND.north - IRELAND.south)).toFixed(3),
    lon: (IRELAND.west + r() * (IRELAND.east - IRELAND.west)).toFixed(3),
  });
  const search = () => {
    const p = new URLSearchParams();
    const text = r();
    if (text < 0.3) p.set("q", pick(words));
    else if (text < 0.5) p.set("q", `${pick(words)} ${pick(words)}`);
    else if (text < 0.6) p.set("q", misspell(pick(words), r));
    else if (text < 0.7) p.set("q", `${misspell(pick(words), r)} ${misspell(pick(words), r)}`);
    if (r() < 0.3) for (const c of some(COUNTIES, 2)) p.append("county", c);
    if (r() < 0.2) for (const v of some(catalog.products, 2)) p.append("products", v);
    if (r() < 0.1) p.append("services", pick(catalog.services));
    if (r() < 0.15) for (const t of some(TYPES, 2)) p.append("type", t);
    const openDraw = r();
    if (openDraw < 0.12) {
      if (open) p.set("openNow", "1");
    } else if (openDraw < 0.24) {
      const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(r() * 540) * 86_400_000).toISOString().slice(0, 10);
      const hour = String(7 + Math.floor(r() * 14)).padStart(2, "0");
      const minute = pick(["00", "15", "30", "45"]);
      if (open) p.set("openAt", `${day}T${hour}:${minute}`);
    }
    const near = r() < 0.25;
    if (near) {
      const { lat, lon } = point();
      p.set("near", `${lat},${lon}`);
      if (r() < 0.7) p.set("radiusKm", String(pick([5, 10, 25, 50, 100])));
    }
    const sort = near && r() < 0.5 ? "distance" : pick(SORTS);
    if (r() < 0.8) p.set("sort", sort);
    const page = Math.floor(r() * 10);
    if (page) p.set("offset", String(page * 24));
    return p;
  };
  /** A map view at zoom 6–12 somewhere over Ireland (1280 × 800 pixels), half of them with a search's filters. */
  const mapView = () => {
    const zoom = 6 + Math.floor(r() * 7);
    const width = (1280 / 256) * (360 / 2 ** zoom);
    const height = width * 0.6 * (800 / 1280);
    const { lat, lon } = point();
    const box = [Number(lon) - width / 2, Number(lat) - height / 2, Number(lon) + width / 2, Number(lat) + height / 2];
    const p = r() < 0.5 ? search() : new URLSearchParams();
    p.delete("sort");
    p.delete("offset");
    p.set("bbox", box.map((n) => n.toFixed(4)).join(","));
    p.set("zoom", String(zoom));
    return p;
  };
  const countyPage = () => {
    const slug = pick(COUNTIES).toLowerCase().replace(/ /g, "-");
    const page = 1 + Math.floor(r() * 5);
    return `/farm-shops/${slug}${page > 1 ? `?page=${page}` : ""}`;
  };
  return {
    "search api": () => `/api/farm-shops/search?${search()}`,
    "facets api": () => {
      const p = search();
      p.delete("sort");
      p.delete("offset");
      return `/api/farm-shops/facets?${p}`;
    },
    "map api": () => `/api/farm-shops/map?${mapView()}`,
    "search page": () => `/search?${search()}`,
    "county page 1–5": countyPage,
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * `count` requests made by `next()`, `connections` at a time over kept-alive connections; the
 * body is read whole (the time is the whole answer's). Latencies in ms.
 */
export async function loadLongTail(base, next, { count, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let serverErrors = 0;
  const examples = [];
  let issued = 0;
  const one = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(`${base}${path}`, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
        res.on("data", () => undefined);
        res.on("end", () => {
          latencies.push(performance.now() - started);
          const status = res.statusCode ?? 0;
          // A redirect is an answer (the search page sends a search for one county alone to the
          // county's page, 307): errors are 4xx, 5xx and failed requests.
          if (status < 200 || status >= 400) {
            errors++;
            if (status >= 500) serverErrors++;
            if (examples.length < 5) examples.push(`${status} ${path}`);
          }
          resolve();
        });
      });
      req.on("error", (e) => {
        errors++;
        if (examples.length < 5) examples.push(`${e.message} ${path}`);
        resolve();
      });
    });
  const worker = async () => {
    while (issued < count) {
      issued++;
      await one(next());
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v) => Math.round(v);
  return {
    requests: count,
    rps: count / seconds,
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? NaN),
    errors,
    serverErrors,
    examples,
  };
}

/** The issue's targets per row (ms). */
export const LONG_TAIL_TARGETS = {
  "search api": { p50: 30, p99: 200 },
  "facets api": { p50: 40, p99: 250 },
  "map api": { p50: 30, p99: 100 },
  "search page": { p50: 150, p99: 400 },
  "county page 1–5": { p50: 60, p99: 200 },
};

/**
 * Every long-tail row against the server at `base`: a warm-up of new questions (another seed,
 * not counted), then the measured ones. With `serverPid`, each row also reports its CPU per
 * request: the server's, the PostgreSQL processes' on this machine and the load generator's
 * (cpu-time.mjs; Linux only, else null).
 */
/** Rows whose addresses are few and repeat: their warm-up stays short (see above). */
const SHORT_WARMUP = { "county page 1–5": 50 };

export async function runLongTail(base, { seed, requests, warmup, connections, open = true, only = [], serverPid = undefined }) {
  const facets = await (await fetch(`${base}/api/farm-shops/facets`)).json();
  const catalog = { products: facets.products.map((f) => f.value), services: facets.services.map((f) => f.value) };
  const measured = questions(seed, catalog, { open });
  const warming = questions(seed + 1_000_003, catalog, { open });
  const rows = [];
  console.log(`long tail (every request a new question${open ? "" : ", without openNow/openAt"}):`);
  for (const label of Object.keys(measured)) {
    if (only.length && !only.some((t) => label.startsWith(t))) continue;
    const rowWarmup = Math.min(warmup, SHORT_WARMUP[label] ?? warmup);
    if (rowWarmup > 0) await loadLongTail(base, warming[label], { count: rowWarmup, connections });
    const before = serverPid ? readCpuTime(serverPid) : null;
    const result = await loadLongTail(base, measured[label], { count: requests, connections });
    const cpu = serverPid ? cpuPerRequest(before, readCpuTime(serverPid), requests) : null;
    rows.push({ label, ...result, cpu });
    console.log(
      `long tail ${label.padEnd(16)} ${String(Math.round(result.rps)).padStart(5)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${result.errors} (5xx ${result.serverErrors})` +
        (cpu ? `  CPU per request: server ${cpu.server} ms, postgres ${cpu.postgres} ms, load generator ${cpu.loadGenerator} ms` : "") +
        (result.examples.length ? `  e.g. ${result.examples[0]}` : ""),
    );
  }
  return rows;
}
