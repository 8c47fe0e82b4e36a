import { expect, test } from "@playwright/test";

// Links from a newsletter, an ad or a social post carry campaign tags (utm_*, gclid, fbclid,
// mc_cid, mc_eid). Every public page answers them 200 with no redirect, so that the tags reach
// the page (and any analytics), and its canonical link names the clean address. Other parameters
// a page does not understand are still taken off by a redirect, the tags going along.

const TAGS = "utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=g1&fbclid=f2&mc_cid=c3&mc_eid=e4";

/** The canonical link's path (the page's clean address). */
const canonicalPath = (html: string): string | null => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href.replace(/&amp;/g, "&")).pathname + new URL(href.replace(/&amp;/g, "&")).search : null;
};

test("public pages answer campaign-tagged links 200, no redirect, canonical without the tags", async ({ request }) => {
  for (const [path, canonical] of [
    ["/", "/"],
    ["/farm-shops/cork", "/farm-shops/cork"],
    ["/shop/avonmore-valley-farm-shop", "/shop/avonmore-valley-farm-shop"],
    ["/events", "/events"],
    ["/harvest-hub", "/harvest-hub"],
    ["/in-season/june", "/in-season/june"],
    ["/about", "/about"],
  ] as const) {
    const res = await request.get(`${path}?${TAGS}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(canonicalPath(html), path).toBe(canonical);
    // No link on the page carries the tags (Next.js's own router data names the address as asked).
    expect(html, path).not.toMatch(/(href|content)="[^"]*(utm_|gclid|fbclid|mc_cid|mc_eid)/);
  }
  // A single tag, on a page rendered per request.
  const search = await request.get("/search?q=honey&utm_source=mail", { maxRedirects: 0 });
  expect(search.status()).toBe(200);
});

test("another unknown parameter is still taken off by a 308, the campaign tags going along", async ({ request }) => {
  const res = await request.get("/farm-shops/cork?ref=partner&utm_source=newsletter", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()["location"]).toBe("/farm-shops/cork?utm_source=newsletter");
  // A county page's search filter moves to the search, with the tags.
  const moved = await request.get("/farm-shops/cork?products=Honey&gclid=g1", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()["location"]).toBe("/search?county=cork&products=Honey&gclid=g1");
  // A search for a county alone is the county page, in Irish too, the tags along.
  for (const [from, to] of [
    ["/search?county=kerry&utm_source=newsletter", "/farm-shops/kerry?utm_source=newsletter"],
    ["/ga/search?county=Kerry&fbclid=f1", "/ga/farm-shops/kerry?fbclid=f1"],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers()["location"], from).toBe(to);
  }
});

test("a page's redirect names one Location, on the first visit (a route-cache miss) as on later ones", async ({ baseURL }) => {
  const http = await import("node:http");
  /** An answer's status and its Location headers as sent (node:http keeps repeated ones apart in rawHeaders). */
  const locations = (path: string) =>
    new Promise<{ status: number; values: string[] }>((resolve, reject) => {
      http
        .get(new URL(path, baseURL), (res) => {
          res.resume();
          const values: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i]?.toLowerCase() === "location") values.push(res.rawHeaders[i + 1] ?? "");
          resolve({ status: res.statusCode ?? 0, values });
        })
        .on("error", reject);
    });
  // A page never asked for before redirects from the page itself, on a route-cache miss: a county
  // page past its last (page 2 to 10,000 at random: each its own entry). A page's address in
  // another letter case is redirected by the proxy, its query kept.
  const mixed = (text: string) => [...text].map((c, i) => (i === 0 || Math.random() < 0.5 ? c.toUpperCase() : c)).join("");
  for (const [path, target] of [
    [`/farm-shops/kerry?page=${2 + Math.floor(Math.random() * 9_998)}`, "/farm-shops/kerry"],
    [`/shop/${mixed("avonmore-valley-farm-shop")}?utm_source=newsletter`, "/shop/avonmore-valley-farm-shop?utm_source=newsletter"],
    [`/farm-shops/${mixed("kerry")}`, "/farm-shops/kerry"],
    // A page's fixed address in other letters (typed, or printed on a flyer), in Irish too.
    [`/${mixed("farm-shops")}/${mixed("kerry")}?utm_source=flyer`, "/farm-shops/kerry?utm_source=flyer"],
    [`/ga/${mixed("events")}`, "/ga/events"],
    // The Irish prefix itself in capitals, and a search for one county alone typed so: one redirect each.
    [`/GA/${mixed("events")}?county=cork`, "/ga/events?county=cork"],
    [`/${mixed("search")}?county=kerry&utm_source=flyer`, "/farm-shops/kerry?utm_source=flyer"],
    ["/search?county=cork&foo=1", "/farm-shops/cork"],
    [`/in-season/${mixed("june")}`, "/in-season/june"],
  ] as const) {
    for (let visit = 1; visit <= 2; visit++) {
      const { status, values } = await locations(path);
      expect([307, 308], `${path}, visit ${visit}`).toContain(status);
      expect(values, `${path}, visit ${visit}`).toEqual([target]);
    }
  }
});
