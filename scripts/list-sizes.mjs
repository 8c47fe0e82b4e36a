// node scripts/list-sizes.mjs [base URL]: the HTML bytes of the paged lists against their budgets.
//
// Meant for a production build on a database seeded at national size
// (`npm run db:seed -- --shops 20000`: 2,000 events and 500 posts with it). Fetches, from the
// running site (default http://127.0.0.1:3000): /events pages 1 and 2 and the first page of the
// county with the most events, /harvest-hub pages 1 and 2, and pages 1 and 2 of every county page.
// Prints each page's raw HTML bytes (uncompressed, as the budgets count them) and the largest per
// list; exits 1 when a page is over its budget or does not answer 200.
const base = (process.argv[2] ?? process.env.SITE ?? "http://127.0.0.1:3000").replace(/\/$/, "");

/** Budgets in bytes (1 kB = 1,000 bytes). */
const BUDGETS = { events: 100_000, harvestHub: 80_000, county: 120_000 };

async function bytes(path) {
  const res = await fetch(base + path, { headers: { "accept-encoding": "identity" }, redirect: "manual" });
  const body = Buffer.from(await res.arrayBuffer());
  return { path, status: res.status, bytes: body.length, html: body.toString("utf8") };
}

const home = await bytes("/events");
// County links of the events filter, with their counts: the busiest county is measured too.
const counties = [...home.html.matchAll(/href="\/events\?county=([a-z-]+)"[^>]*>[^<(]+\((\d+)\)/g)]
  .map((m) => ({ slug: m[1], count: Number(m[2]) }))
  .sort((a, b) => b.count - a.count);
const busiest = counties[0]?.slug;

// Every county page, as the home page's county grid links them.
const countySlugs = [...(await bytes("/")).html.matchAll(/href="\/farm-shops\/([a-z-]+)"/g)].map((m) => m[1]);

const lists = {
  events: ["/events", "/events?page=2", ...(busiest ? [`/events?county=${busiest}`] : [])],
  harvestHub: ["/harvest-hub", "/harvest-hub?page=2"],
  county: [...new Set(countySlugs)].flatMap((s) => [`/farm-shops/${s}`, `/farm-shops/${s}?page=2`]),
};

let failed = false;
for (const [list, paths] of Object.entries(lists)) {
  const results = [];
  for (const path of paths) results.push(path === "/events" ? home : await bytes(path));
  for (const r of results) {
    const over = r.bytes > BUDGETS[list];
    // A county with one page of shops answers 404 for page 2: not a failure.
    const missingPage2 = r.status === 404 && r.path.endsWith("?page=2");
    if ((r.status !== 200 && !missingPage2) || (r.status === 200 && over)) failed = true;
    if (list !== "county" || over || (r.status !== 200 && !missingPage2))
      console.log(`${String(r.status).padEnd(4)} ${String(r.bytes).padStart(8)} B  ${r.path}${over ? "  OVER BUDGET" : ""}`);
  }
  const ok = results.filter((r) => r.status === 200);
  const largest = ok.reduce((a, b) => (b.bytes > a.bytes ? b : a), ok[0]);
  console.log(`${list}: ${ok.length} pages, largest ${largest?.bytes ?? 0} B (${largest?.path ?? "-"}), budget ${BUDGETS[list]} B\n`);
}
process.exit(failed ? 1 : 0);
