import { questions } from "./scripts/lib/long-tail.mjs";
const base = "http://127.0.0.1:3300";
const catalog = await (await fetch(`${base}/api/farm-shops/facets`)).json();
const cat = { products: catalog.products.map((p) => p.value ?? p.name), services: catalog.services.map((p) => p.value ?? p.name) };
const q = questions(Number(process.argv[3] ?? 5), cat);
const row = process.argv[2] ?? "search api";
const out = [];
for (let i = 0; i < 300; i++) {
  const path = q[row]();
  const t = performance.now();
  const r = await fetch(base + path); await r.arrayBuffer();
  out.push([performance.now() - t, path, r.status]);
}
out.sort((a, b) => b[0] - a[0]);
const mean = (xs) => Math.round(xs.reduce((s, x) => s + x, 0) / xs.length * 10) / 10;
console.log("mean", mean(out.map((o) => o[0])), "p50", Math.round(out[150][0]));
const feats = { text: /[?&]q=/, two: /[?&]q=[^&]*(%20|\+)/, county: /county=/, products: /products=/, services: /services=/, type: /type=/, openNow: /openNow/, openAt: /openAt/, near: /near=/, radius: /radiusKm/, sortCounty: /sort=county/, sortFeatured: /sort=featured/, sortName: /sort=name/, sortDist: /sort=distance/, offset: /offset=/ };
for (const [k, re] of Object.entries(feats)) { const w = out.filter((o) => re.test(o[1])), wo = out.filter((o) => !re.test(o[1])); console.log(k.padEnd(13), "n", String(w.length).padStart(3), "with", mean(w.map((o) => o[0])), "without", mean(wo.map((o) => o[0]))); }
for (const o of out.slice(0, 15)) console.log(Math.round(o[0]), o[2], decodeURIComponent(o[1]));
