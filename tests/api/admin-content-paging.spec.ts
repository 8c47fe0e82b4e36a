import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { approvedShop, eventInput, postInput, removeShop, type ApiEvent, type ApiPost, type ApiShop } from "./support/data";
import { addDays, dublinToday } from "@/lib/time";

const total = (res: APIResponse) => Number(res.headers()["x-total-count"]);

/** Reads a list two at a time and checks that the pages join up: no item twice, none missing. */
async function inPagesOfTwo<T extends { id: string }>(admin: APIRequestContext, path: string, query: string, expected: number): Promise<T[]> {
  const seen: T[] = [];
  for (let offset = 0; offset < expected + 2; offset += 2) {
    const res = await admin.get(`${path}?${query}&limit=2&offset=${offset}`);
    const page = await expectJson<T[]>(res, 200);
    expect(total(res)).toBe(expected);
    expect(page.length).toBe(Math.max(0, Math.min(2, expected - offset)));
    seen.push(...page);
  }
  expect(new Set(seen.map((i) => i.id)).size).toBe(expected);
  return seen;
}

/** The paging and sorting rules every admin list shares: 400 with the same messages. */
async function expectBadPagingRefused(admin: APIRequestContext, path: string, sortMessage: RegExp): Promise<void> {
  for (const [query, message] of [
    ["limit=201", "limit must be between 1 and 200"],
    ["limit=0", "limit must be between 1 and 200"],
    ["limit=ten", "limit must be a whole number"],
    ["offset=-1", "offset must be a whole number"],
    ["offset=1.5", "offset must be a whole number"],
  ]) {
    await expectError(await admin.get(`${path}?${query}`), 400, message);
  }
  await expectError(await admin.get(`${path}?sort=sideways`), 400, sortMessage);
  await expectError(await admin.get(`${path}?q=${"x".repeat(201)}`), 400, "q must be at most 200 characters");
  // A NUL byte is refused, as the public search refuses it, not read as "no search".
  await expectError(await admin.get(`${path}?q=a%00b`), 400, "q contains a character that is not allowed");
}

test.describe("GET /api/admin/blog-posts pages, searches and sorts on the server", () => {
  const tag = uniqueTag();
  const posts: ApiPost[] = [];
  test.beforeAll(async ({ admin }) => {
    for (const [i, title] of ["Apple Pressing", "Beetroot Harvest", "Cheese Making", "Damson Jam", "Eggs at Dawn"].entries()) {
      const author = i < 2 ? `Writer ${tag}` : "Someone Else";
      posts.push(await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ title: `${title} ${tag}`, author, published: i % 2 === 0 }) }), 201));
    }
  });
  test.afterAll(async ({ admin }) => {
    for (const post of posts) await admin.delete(`/api/admin/blog-posts/${post.id}`);
  });

  test("50 by default, at most 200, X-Total-Count, the answer stays a list", async ({ admin }) => {
    const first = await admin.get("/api/admin/blog-posts");
    const page = await expectJson<ApiPost[]>(first, 200);
    expect(Array.isArray(page)).toBe(true);
    expect(total(first)).toBeGreaterThanOrEqual(posts.length);
    expect(page.length).toBe(Math.min(50, total(first)));
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    const largest = await admin.get("/api/admin/blog-posts?limit=200");
    expect((await expectJson<ApiPost[]>(largest, 200)).length).toBe(Math.min(200, total(largest)));
  });

  test("q finds title or author (drafts too); pages of two join up with no duplicate or gap", async ({ admin }) => {
    const all = await inPagesOfTwo<ApiPost>(admin, "/api/admin/blog-posts", `q=${tag}&sort=title`, 5);
    expect(all.map((p) => p.id)).toEqual(posts.map((p) => p.id));
    expect(all.some((p) => !p.published)).toBe(true);

    const byAuthor = await admin.get(`/api/admin/blog-posts?q=${encodeURIComponent(`writer ${tag}`)}&sort=title`);
    expect((await expectJson<ApiPost[]>(byAuthor, 200)).map((p) => p.id)).toEqual(posts.slice(0, 2).map((p) => p.id));
    expect(total(byAuthor)).toBe(2);

    const byTitle = await admin.get(`/api/admin/blog-posts?q=${encodeURIComponent(`damson jam ${tag}`)}`);
    expect((await expectJson<ApiPost[]>(byTitle, 200)).map((p) => p.id)).toEqual([posts[3]?.id]);

    // LIKE wildcards typed in the search are plain characters.
    const wildcard = await admin.get(`/api/admin/blog-posts?q=${encodeURIComponent(`%${tag}`)}`);
    expect(await expectJson(wildcard, 200)).toEqual([]);
    expect(total(wildcard)).toBe(0);
  });

  test("sort and offset", async ({ admin }) => {
    const reversed = await expectJson<ApiPost[]>(await admin.get(`/api/admin/blog-posts?q=${tag}&sort=-title`), 200);
    expect(reversed.map((p) => p.id)).toEqual(posts.map((p) => p.id).reverse());
    const window = await expectJson<ApiPost[]>(await admin.get(`/api/admin/blog-posts?q=${tag}&sort=title&limit=2&offset=3`), 200);
    expect(window.map((p) => p.id)).toEqual(posts.slice(3, 5).map((p) => p.id));
    const beyond = await admin.get(`/api/admin/blog-posts?q=${tag}&offset=50`);
    expect(await expectJson(beyond, 200)).toEqual([]);
    expect(total(beyond)).toBe(5);
  });

  test("bad paging, sort or search answers 400 with a message", async ({ admin }) => {
    await expectBadPagingRefused(admin, "/api/admin/blog-posts", /^sort must be one of: newest, oldest, title, -title, updated$/);
  });
});

test.describe("GET /api/farm-shops/{id}/events (admin) pages, searches and sorts on the server", () => {
  let shop: ApiShop;
  const events: ApiEvent[] = [];
  test.beforeAll(async ({ request, admin }) => {
    shop = await approvedShop(request, admin);
    const today = dublinToday();
    // Past and future dates, so that the list keeps past events too.
    for (const [i, name] of ["Apple Day", "Barn Dance", "Cider Tasting", "Dairy Tour", "Egg Hunt"].entries()) {
      const date = addDays(today, (i - 2) * 7);
      events.push(await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ name, eventDate: date, endDate: date }) }), 201));
    }
  });
  test.afterAll(async ({ admin }) => {
    await removeShop(admin, shop.id);
  });

  test("every event of the shop, newest first by default, X-Total-Count, pages of two without duplicates or gaps", async ({ admin }) => {
    const path = `/api/farm-shops/${shop.id}/events`;
    const first = await admin.get(path);
    expect((await expectJson<ApiEvent[]>(first, 200)).map((e) => e.id)).toEqual(events.map((e) => e.id).reverse());
    expect(total(first)).toBe(5);
    expect(first.headers()["cache-control"]).toBe("no-store");
    const paged = await inPagesOfTwo<ApiEvent>(admin, path, "sort=name", 5);
    expect(paged.map((e) => e.id)).toEqual(events.map((e) => e.id));
    const oldest = await expectJson<ApiEvent[]>(await admin.get(`${path}?sort=oldest&limit=3&offset=1`), 200);
    expect(oldest.map((e) => e.id)).toEqual(events.slice(1, 4).map((e) => e.id));
    const reversed = await expectJson<ApiEvent[]>(await admin.get(`${path}?sort=-name`), 200);
    expect(reversed.map((e) => e.id)).toEqual(events.map((e) => e.id).reverse());
  });

  test("q searches the name, case-insensitively", async ({ admin }) => {
    const res = await admin.get(`/api/farm-shops/${shop.id}/events?q=${encodeURIComponent("  cIDER ")}`);
    expect((await expectJson<ApiEvent[]>(res, 200)).map((e) => e.id)).toEqual([events[2]?.id]);
    expect(total(res)).toBe(1);
    const none = await admin.get(`/api/farm-shops/${shop.id}/events?q=_`);
    expect(await expectJson(none, 200)).toEqual([]);
    expect(total(none)).toBe(0);
  });

  test("bad paging, sort or search answers 400 with a message", async ({ admin }) => {
    await expectBadPagingRefused(admin, `/api/farm-shops/${shop.id}/events`, /^sort must be one of: newest, oldest, name, -name$/);
  });
});
