import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

// Every kind of public page, in English and in Irish, is valid HTML by the W3C's Nu checker
// (vnu.jar from the vnu-jar package, run on the system's Java: scripts/ensure-java.sh), errors
// only: the pages as the server sends them, streamed pages included (a list's items streamed apart
// from their list arrive as <li>s in a hidden <div>, which the checker refuses).

const VNU = path.join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");

const PAGES = [
  "/",
  "/farm-shops/cork",
  "/farm-shops/cork?page=1",
  "/farm-shops/cork?sort=town&page=2",
  "/shop/avonmore-valley-farm-shop",
  "/events",
  "/events?county=kerry&page=1",
  "/harvest-hub",
  "/search",
  "/search?q=honey",
  "/search?q=hony%20chese",
  "/search?county=Cork&openNow=1",
  "/search?products=Honey&products=Eggs&sort=name",
  "/search?near=52.0,-8.5&radiusKm=50&sort=distance",
  "/search?offset=12",
  "/saved",
  "/saved?shops=avonmore-valley-farm-shop,not-a-shop",
  "/in-season",
  "/in-season/june",
  "/about",
  "/help",
  "/submit",
  "/offline",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];

type Message = { type: string; subType?: string; message: string; url: string; extract?: string };

test("every kind of public page has no error by the W3C Nu checker", async ({ request }) => {
  test.setTimeout(240_000);
  // One event and one story, whichever the data has.
  const firstLink = async (list: string, pattern: RegExp) => {
    const href = (await (await request.get(list)).text()).match(pattern)?.[1];
    expect(href, `a link on ${list}`).toBeTruthy();
    return href!;
  };
  const english = [
    ...PAGES,
    await firstLink("/events", /href="(\/event\/[^"?#]+)"/),
    await firstLink("/harvest-hub", /href="(\/harvest-hub\/(?!list\/)[a-z0-9-]+)"/),
  ];
  // And every one of them in Irish, at its /ga address.
  const pages = [...english, ...english.map((page) => (page === "/" ? "/ga" : `/ga${page}`))];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valid-html-"));
  try {
    const files = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      const res = await request.get(page, { maxRedirects: 0 });
      expect([200, 404], page).toContain(res.status());
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, await res.body());
      files.set(`file:${file}`, page);
    }
    // vnu exits 1 when it finds an error: the report is read either way.
    const report = await promisify(execFile)("java", ["-jar", VNU, "--errors-only", "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (r) => r.stderr,
      (e: { stderr?: string; message: string }) => e.stderr || e.message,
    );
    const messages = (JSON.parse(report) as { messages: Message[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${files.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
    expect(errors).toEqual([]);
    // The checker read every page (an unreadable file is a "non-document-error", not a page error).
    expect(messages.filter((m) => m.type === "non-document-error")).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
