import { randomBytes } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { addDays, dublinToday } from "@/lib/time";

/**
 * XSS payloads in every text field of a shop, an event and two posts (markdown and HTML), made
 * live through the admin API, then every page that shows them is opened in a real browser. The
 * DOM is checked, not the HTML: no payload ran (no dialog, no window flag), no injected script,
 * iframe, on* attribute or javascript: address exists, and the text is shown as text.
 */

const tag = randomBytes(4).toString("hex");
/** Every payload, when it runs, records itself here (and some also open a dialog). */
const RUN = "window.__xss=(window.__xss||[]).concat(1)";

const P = {
  script: `<script>${RUN}</script>`,
  img: `<img src=x onerror="${RUN}">`,
  svg: `<svg onload="${RUN}">`,
  iframe: `<iframe src="javascript:parent.__xss=1"></iframe>`,
  attr: `"'><img src=x onerror=alert(1)>`,
  js: "javascript:alert(1)",
  close: "</script><script>alert(1)</script>",
  tpl: "{{constructor.constructor('alert(1)')()}}",
};

const shopName = `XSS ${tag} ${P.attr}${P.script}`.slice(0, 120);
const SHOP = {
  name: shopName,
  shopType: "physical",
  county: "Kerry",
  town: `Dingle${P.svg}`,
  address: `1 Main St ${P.iframe}${P.close}`,
  eircode: "V92 X2Y3",
  phone: "+353 66 915 0000",
  email: `o'brien+${tag}@example.com`,
  website: `https://farm.example/?a="><img/src=x/onerror=alert(1)>`,
  facebook: `https://facebook.com/x"onmouseover="alert(1)`,
  instagram: `https://instagram.com/'><script>alert(1)</script>`,
  description: `Fresh ${P.img} eggs ${P.script} ${P.svg} ${P.iframe} ${P.attr} [link](${P.js}) ${P.tpl} ${P.close}`,
  products: ["Vegetables", `<img src=x onerror=alert(1)>`],
  services: ["Cafe", `<svg onload=alert(1)>`],
  openingHours: { monday: { open: "09:00", close: "17:00", closed: false } },
  latitude: "52.1412",
  longitude: "-10.2687",
  imageUrl: `https://img.example/a.png"onerror="alert(1)`,
  imageUrl2: null,
};
const EVENT_NAME = `XSS Event ${tag} ${P.attr}${P.script}`;
const EVENT = {
  name: EVENT_NAME,
  description: `Come along ${P.img}\n${P.script}\n${P.svg}\n${P.iframe}\n${P.attr}\n${P.close}\n[x](${P.js})`,
  eventDate: addDays(dublinToday(), 2),
  eventTime: "10:00",
  endDate: addDays(dublinToday(), 2),
  endTime: "13:00",
  websiteUrl: `https://events.example/"><script>alert(1)</script>`,
  imageUrl: null,
  featured: true,
};
const POST_TITLE = `XSS Post ${tag} ${P.attr}${P.script}`;
const HTML_POST = {
  title: POST_TITLE,
  author: `Author ${P.img}`,
  excerpt: `Excerpt ${P.attr} ${P.script} ${P.svg}`,
  content: [
    `<p>Hello</p>${P.script}${P.img}${P.svg}</svg>${P.iframe}`,
    `<a href="javascript:alert(1)">js link</a> <a href="JaVaScRiPt:alert(1)">mixed</a> <a href="&#106;avascript:alert(1)">entity</a>`,
    `<a href="data:text/html,<script>alert(1)</script>">data</a> <a href="vbscript:msgbox(1)">vb</a>`,
    `<img src="javascript:alert(1)"> <img src="x" onerror="alert(1)"> <p onclick="alert(1)" style="background:url(javascript:alert(1))">click</p>`,
    `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
    `<a href="https://ok.example/" title='x" onmouseover="alert(1)'>ok</a>`,
    `Tail ${P.svg} never closed`,
  ].join("\n"),
  metaDescription: `Meta ${P.attr}`,
  featuredImage: `https://img.example/p.png"onerror="alert(1)`,
  featured: true,
  published: true,
};
const MD_POST = {
  title: `XSS Markdown ${tag} "quoted" & 'single'`,
  author: "Markdown Author",
  excerpt: "Markdown excerpt with [a](javascript:alert(1))",
  content: [
    "# Heading [js](javascript:alert(1))",
    "[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![img](javascript:alert(1)) ![img2](x\" onerror=\"alert(1))",
    "<javascript:alert(1)> and [quote](https://ok.example/\" onmouseover=\"alert(1))",
    "**bold** __under__ `code && x`",
  ].join("\n\n"),
  metaDescription: "",
  featuredImage: null,
  featured: false,
  published: true,
};

type Made = { shop: { id: string; slug: string }; pending: { id: string }; event: { id: string }; post: { slug: string; id: string }; md: { slug: string; id: string } };
let made: Made;
let admin: APIRequestContext;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status(), `${res.url()}: ${text.slice(0, 300)}`).toBe(status);
  return JSON.parse(text) as T;
}

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  admin = await playwrightRequest.newContext({ baseURL });
  const ip = `10.${randomBytes(3).join(".")}`;
  await ok(await admin.post("/api/admin/auth/login", { data: { password: E2E_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": ip } }));

  // A javascript: address is refused outright where the schema takes a URL.
  for (const field of ["website", "facebook", "instagram"]) {
    expect((await admin.post("/api/farm-shops", { data: { ...SHOP, [field]: P.js } })).status()).toBe(400);
  }
  const submitted = await ok<{ id: string; slug: string; name: string }>(await admin.post("/api/farm-shops", { data: SHOP }), 201);
  expect(submitted.name).toBe(SHOP.name);
  await ok(await admin.post(`/api/admin/farm-shops/${submitted.id}/approve`));
  await ok(await admin.patch(`/api/admin/farm-shops/${submitted.id}/featured`, { data: { featured: true } }));
  // A second one stays pending, for the admin's review list.
  const pending = await ok<{ id: string }>(await admin.post("/api/farm-shops", { data: { ...SHOP, name: `Pending ${tag} ${P.img}` } }), 201);
  const event = await ok<{ id: string }>(await admin.post(`/api/admin/farm-shops/${submitted.id}/events`, { data: EVENT }), 201);
  const post = await ok<{ id: string; slug: string }>(await admin.post("/api/admin/blog-posts", { data: HTML_POST }), 201);
  const md = await ok<{ id: string; slug: string }>(await admin.post("/api/admin/blog-posts", { data: MD_POST }), 201);
  made = { shop: { id: submitted.id, slug: submitted.slug }, pending, event, post, md };
});

test.afterAll(async () => {
  if (made) {
    await admin.delete(`/api/admin/blog-posts/${made.post.id}`);
    await admin.delete(`/api/admin/blog-posts/${made.md.id}`);
    await admin.delete(`/api/admin/farm-shops/${made.shop.id}`);
    await admin.delete(`/api/admin/farm-shops/${made.pending.id}`);
  }
  await admin.dispose();
});

/** What the DOM holds that a payload could have put there. */
type Findings = { ran: unknown; scripts: string[]; frames: string[]; handlers: string[]; badUrls: string[]; jsonLd: string[] };

async function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown };
    const scripts: string[] = [];
    const jsonLd: string[] = [];
    for (const s of Array.from(document.scripts)) {
      const text = s.textContent ?? "";
      if (s.type === "application/ld+json") {
        try {
          JSON.parse(text);
        } catch {
          jsonLd.push(text.slice(0, 200));
        }
        continue;
      }
      // Next.js's own scripts: bundles from /_next/ and the flight data pushes (the page data as
      // a JS string literal, where payload text is inert). Anything else running "__xss" or
      // "alert(" was injected.
      if (s.src && new URL(s.src).pathname.startsWith("/_next/")) continue;
      // The site's own visitor-count script (public/a.js, components/layout/analytics-scripts.tsx).
      if (s.src && new URL(s.src).pathname === "/a.js" && new URL(s.src).origin === location.origin) continue;
      if (/^\s*\(?self\.__next_f/.test(text)) continue;
      if (/__xss|alert\(/.test(text) || (s.src && !new URL(s.src).pathname.startsWith("/_next/"))) scripts.push(s.outerHTML.slice(0, 200));
    }
    const frames = Array.from(document.querySelectorAll("iframe, frame, object, embed, applet, base")).map((e) => e.outerHTML.slice(0, 200));
    const handlers: string[] = [];
    const badUrls: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith("on")) handlers.push(`${el.tagName} ${name}=${attr.value.slice(0, 80)}`);
        if (["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc", "poster", "background"].includes(name)) {
          const v = attr.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
          if (/^(javascript|vbscript|data:text\/html)/.test(v) || name === "srcdoc") badUrls.push(`${el.tagName} ${name}=${attr.value.slice(0, 80)}`);
        }
        if (name === "style" && /javascript:|expression\(/i.test(attr.value)) badUrls.push(`${el.tagName} style=${attr.value.slice(0, 80)}`);
      }
    }
    return { ran: w.__xss, scripts, frames, handlers, badUrls, jsonLd };
  });
}

/** Opens a page, lets any payload fire, and checks the DOM. */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  // Image errors and lazy handlers fire after load: give them a moment, and scroll everything into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(400);
  const found = await inspect(page);
  expect(found, path).toEqual({ ran: undefined, scripts: [], frames: [], handlers: [], badUrls: [], jsonLd: [] });
  expect(dialogs, `${path} opened a dialog`).toEqual([]);
}

/** Messages of every dialog (alert, confirm, prompt) the current test's page opened. */
let dialogs: string[] = [];

test.beforeEach(({ page }) => {
  dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
});

test("shop page: every field inert and shown as text", async ({ page }) => {
  await visit(page, `/shop/${made.shop.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SHOP.name);
  const body = page.locator("main");
  await expect(body).toContainText(`Fresh ${P.img} eggs`);
  await expect(body).toContainText(SHOP.town);
  await expect(body).toContainText("1 Main St <iframe");
  await expect(body).toContainText("<img src=x onerror=alert(1)>");
  // Addresses stay attribute values: the whole hostile URL is one href, nothing broke out.
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toContain(SHOP.website);
  for (const h of hrefs) expect(h.toLowerCase()).not.toMatch(/^\s*javascript:/);
});

test("county, search and home pages: the featured shop and event inert", async ({ page }) => {
  for (const path of ["/farm-shops/kerry", `/search?q=${encodeURIComponent(`XSS ${tag}`)}`, "/"]) {
    await visit(page, path);
    await expect(page.getByText(SHOP.name, { exact: true }).first(), path).toBeVisible();
  }
  // Home also lists the featured event.
  await expect(page.getByText(EVENT_NAME, { exact: true }).first()).toBeVisible();
  // The search box echoes a hostile query as text.
  await visit(page, `/search?q=${encodeURIComponent(P.attr + P.script)}`);
  await visit(page, `/farm-shops/kerry?q=${encodeURIComponent(P.img)}`);
});

test("events list and event page: every field inert and shown as text", async ({ page }) => {
  await visit(page, "/events");
  await expect(page.getByText(EVENT_NAME, { exact: true }).first()).toBeVisible();
  await visit(page, "/events?county=kerry");
  await visit(page, `/event/${made.event.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EVENT_NAME);
  await expect(page.locator("main")).toContainText(`Come along ${P.img}`);
  await expect(page.locator("main")).toContainText(SHOP.name);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toContain(EVENT.websiteUrl);
});

test("Harvest Hub list and posts: sanitized content, titles as text", async ({ page }) => {
  await visit(page, "/harvest-hub");
  await expect(page.getByText(POST_TITLE, { exact: true }).first()).toBeVisible();
  await visit(page, `/harvest-hub/${made.post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_TITLE);
  await expect(page.locator("main")).toContainText(HTML_POST.author);
  // The harmless parts of the content survive; the link with a safe address keeps its title as text.
  await expect(page.locator("main")).toContainText("Hello");
  await expect(page.locator('main a[href="https://ok.example/"]')).toHaveAttribute("title", `x" onmouseover="alert(1)`);

  await visit(page, `/harvest-hub/${made.md.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MD_POST.title);
  await expect(page.locator("main strong", { hasText: "bold" })).toBeVisible();
  await expect(page.locator("main code", { hasText: "code && x" })).toBeVisible();
});

test("RSS and iCalendar: well-formed, the payloads escaped", async ({ page }) => {
  await page.goto("/");
  const rss = await (await page.request.get("/harvest-hub/rss.xml")).text();
  const ics = await (await page.request.get(`/event/${made.event.id}/ics`)).text();
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const items = Array.from(doc.querySelectorAll("item"));
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      titles: items.map((i) => i.querySelector("title")?.textContent ?? ""),
      // The HTML each item carries (description and content), parsed as a feed reader would
      // after XML decoding (DOMParser never runs scripts): what elements and attributes it makes.
      markup: items.map((i) =>
        Array.from(i.children)
          .filter((c) => /description|encoded/.test(c.tagName))
          .flatMap((c) => {
            const html = new DOMParser().parseFromString(c.textContent ?? "", "text/html");
            return Array.from(html.body.querySelectorAll("*")).flatMap((el) => {
              const bad = /^(script|iframe|svg|object|embed|style|form|math|base)$/i.test(el.tagName) ? [el.tagName] : [];
              for (const a of Array.from(el.attributes)) {
                if (a.name.startsWith("on") || /^\s*(javascript|vbscript|data):/i.test(a.value)) bad.push(`${el.tagName} ${a.name}=${a.value}`);
              }
              return bad;
            });
          }),
      ),
      text: items.map((i) => i.querySelector("description")?.textContent ?? ""),
    };
  }, rss);
  expect(parsed.error).toBeNull();
  const at = parsed.titles.indexOf(POST_TITLE);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(parsed.markup[at]).toEqual([]);
  expect(parsed.markup[parsed.titles.indexOf(MD_POST.title)]).toEqual([]);
  // The excerpt is plain text: a reader shows its "<script>" as characters.
  const shown = await page.evaluate((html) => new DOMParser().parseFromString(html, "text/html").body.textContent, parsed.text[at] ?? "");
  expect(shown).toBe(HTML_POST.excerpt);
  // The .ics is text: the name is one escaped SUMMARY value, no line break smuggled in.
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  const summary = ics.replace(/\r\n[ \t]/g, "").split("\r\n").find((l) => l.startsWith("SUMMARY:"));
  expect(summary).toContain(`XSS Event ${tag}`);
  expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
});

test("admin tabs: pending, approved, events and posts inert", async ({ page }) => {
  const ip = `10.${randomBytes(3).join(".")}`;
  const login = await page.request.post("/api/admin/auth/login", { data: { password: E2E_ADMIN_PASSWORD }, headers: { "X-Forwarded-For": ip } });
  expect(login.status()).toBe(200);
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(`Pending ${tag} ${P.img}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(SHOP.name, { exact: true }).first()).toBeVisible();
  for (const tab of ["Events", "Harvest Hub"]) {
    await page.getByRole("tab", { name: tab }).click();
    if (tab === "Events") await page.getByLabel("Select a Farm Shop to Manage Events").selectOption(made.shop.id);
    await expect(page.getByText(tab === "Events" ? EVENT_NAME : POST_TITLE, { exact: true }).first()).toBeVisible();
    await page.waitForTimeout(300);
    const found = await inspect(page);
    expect(found, tab).toEqual({ ran: undefined, scripts: [], frames: [], handlers: [], badUrls: [], jsonLd: [] });
  }
  expect(dialogs).toEqual([]);
});
