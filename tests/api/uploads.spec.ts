import http from "node:http";
import { test, expect, expectError, expectJson, uniqueClientIp } from "./support/fixtures";
import { approvedShop, eventInput, postInput, removeShop, shopInput, submitShop, type ApiEvent, type ApiPost } from "./support/data";
import { API_AUTH_SECRET } from "./support/settings";
import { signUpload } from "@/lib/storage/signature";
import type { APIRequestContext } from "@playwright/test";

const MAX = 5_242_880;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from("JFIF\0"), Buffer.alloc(32, 1)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(16, 0)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([36, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(16, 0)]);
const AVIF = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from("ftypavif"), Buffer.alloc(4), Buffer.from("avifmif1miaf"), Buffer.alloc(16)]);

async function uploadUrl(api: APIRequestContext, path = "/api/objects/upload"): Promise<string> {
  const { uploadURL } = await expectJson<{ uploadURL: string }>(await api.post(path, { headers: { "X-Forwarded-For": uniqueClientIp() } }), 200);
  return uploadURL;
}

/** Streams a body without Content-Length (chunked), as a client with a lying or no length would. */
function putChunked(baseURL: string, path: string, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), { method: "PUT", headers: { "Content-Type": "image/png", "Transfer-Encoding": "chunked" } }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0);
    const write = () => {
      while (sent < total) {
        const part = sent === 0 ? Buffer.concat([PNG, chunk.subarray(PNG.length)]) : chunk;
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

test.describe("image uploads", () => {
  test("POST /api/objects/upload → one PUT of an image → served with its true type", async ({ request, admin }) => {
    const url = await uploadUrl(request);
    expect(url).toMatch(/^\/api\/objects\/submissions\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    // The Content-Type claimed by the client does not matter; the bytes do.
    const put = await request.put(url, { data: PNG, headers: { "Content-Type": "text/html" } });
    const stored = await expectJson<{ url: string; contentType: string; size: number }>(put, 200);
    expect(stored).toEqual({ url: url.split("?")[0], contentType: "image/png", size: PNG.length });

    const served = await request.get(stored.url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    // Opened on its own, a stored file can run nothing: the API's policy, sandboxed.
    expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
    expect(Buffer.compare(await served.body(), PNG)).toBe(0);

    // The stored address is what a shop keeps as its image.
    const tagged = await submitShop(request, { imageUrl: stored.url });
    expect(tagged.imageUrl).toBe(stored.url);
    await removeShop(admin, tagged.id);
  });

  for (const [name, bytes, type] of [
    ["JPEG", JPEG, "image/jpeg"],
    ["GIF", GIF, "image/gif"],
    ["WebP", WEBP, "image/webp"],
    ["AVIF", AVIF, "image/avif"],
  ] as const) {
    test(`accepts ${name}`, async ({ request }) => {
      const stored = await expectJson<{ url: string; contentType: string }>(await request.put(await uploadUrl(request), { data: bytes }), 200);
      expect(stored.contentType).toBe(type);
      expect((await request.get(stored.url)).headers()["content-type"]).toBe(type);
    });
  }

  const refused: [string, Buffer, string][] = [
    ["SVG claiming to be PNG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/png"],
    ["SVG as SVG", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"],
    ["HTML claiming to be JPEG", Buffer.from("<!doctype html><script>alert(1)</script>"), "image/jpeg"],
    ["a PDF", Buffer.from("%PDF-1.7\n"), "application/pdf"],
  ];
  for (const [label, bytes, type] of refused) {
    test(`415: ${label}`, async ({ request }) => {
      const url = await uploadUrl(request);
      await expectError(await request.put(url, { data: bytes, headers: { "Content-Type": type } }), 415, "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.");
      await expectError(await request.get(url.split("?")[0] ?? ""), 404, "Image not found");
    });
  }

  test("400 for an empty upload", async ({ request }) => {
    await expectError(await request.put(await uploadUrl(request), { data: Buffer.alloc(0) }), 400, /empty/);
  });

  test("413 past 5,242,880 bytes (declared, or streamed without a length); exactly 5 MB is fine", async ({ request, baseURL }) => {
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX + 1 - PNG.length)]);
    const declared = await uploadUrl(request);
    await expectError(await request.put(declared, { data: tooBig }), 413, "Images can be at most 5 MB (5,242,880 bytes).");
    // Refused on its declared length before the address was used: it still takes a good file.
    await expectJson(await request.put(declared, { data: PNG }), 200);

    const streamed = await putChunked(baseURL ?? "", await uploadUrl(request), MAX + 512 * 1024);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ message: "Images can be at most 5 MB (5,242,880 bytes)." });

    const exact = Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]);
    expect((await expectJson<{ size: number }>(await request.put(await uploadUrl(request), { data: exact }), 200)).size).toBe(MAX);
  });

  test("single use: a second PUT answers 409", async ({ request }) => {
    const url = await uploadUrl(request);
    await expectJson(await request.put(url, { data: PNG }), 200);
    await expectError(await request.put(url, { data: JPEG }), 409, /already been used/);
    expect((await request.get(url.split("?")[0] ?? "")).headers()["content-type"]).toBe("image/png");
  });

  test("expired, altered or unsigned addresses answer 403", async ({ request }) => {
    const url = new URL(await uploadUrl(request), "http://x");
    const key = url.pathname.replace("/api/objects/", "");
    const past = Math.floor(Date.now() / 1000) - 60;
    // Correctly signed with the server's secret, but expired a minute ago.
    const expired = `${url.pathname}?expires=${past}&signature=${signUpload({ key, expires: past, secret: API_AUTH_SECRET })}`;
    await expectError(await request.put(expired, { data: PNG }), 403, /expired/);
    const later = Number(url.searchParams.get("expires")) + 3600;
    await expectError(await request.put(`${url.pathname}?expires=${later}&signature=${url.searchParams.get("signature")}`, { data: PNG }), 403, /not valid/);
    await expectError(await request.put(url.pathname, { data: PNG }), 403, /not valid/);
    const otherKey = `/api/objects/public/${key.split("/")[1]}${url.search}`;
    await expectError(await request.put(otherKey, { data: PNG }), 403);
    // The real address still works.
    await expectJson(await request.put(`${url.pathname}${url.search}`, { data: PNG }), 200);
  });

  test("no path reaches outside the upload folder", async ({ request }) => {
    for (const path of [
      "/api/objects/..%2F..%2Fsecrets.json",
      "/api/objects/submissions/..%2F..%2F..%2Fsecrets.json",
      "/api/objects/%2e%2e/%2e%2e/secrets.json",
      "/api/objects/submissions/00000000-0000-4000-8000-000000000000",
      "/api/objects/submissions/not-a-uuid",
      "/api/objects/pglite/PG_VERSION",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });

  test("anonymous upload addresses are rationed per client (429 with Retry-After)", async ({ request }) => {
    const ip = uniqueClientIp();
    for (let i = 0; i < 30; i++) await expectJson(await request.post("/api/objects/upload", { headers: { "X-Forwarded-For": ip } }), 200);
    const res = await request.post("/api/objects/upload", { headers: { "X-Forwarded-For": ip } });
    await expectError(res, 429, /Too many uploads/);
    expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("admin: upload-public then publish gives the public address; bad addresses 400/404", async ({ request, admin }) => {
    const url = await uploadUrl(admin, "/api/objects/upload-public");
    expect(url).toMatch(/^\/api\/objects\/public\/[0-9a-f-]{36}\?/);
    const stored = await expectJson<{ url: string }>(await request.put(url, { data: JPEG }), 200);
    for (const uploadedUrl of [stored.url, url, `http://127.0.0.1:9${stored.url}`]) {
      const { publicUrl } = await expectJson<{ publicUrl: string }>(await admin.post("/api/objects/publish", { data: { uploadedUrl } }), 200);
      expect(publicUrl).toBe(stored.url);
    }
    expect((await request.get(stored.url)).headers()["content-type"]).toBe("image/jpeg");

    const notYet = (await uploadUrl(admin, "/api/objects/upload-public")).split("?")[0];
    await expectError(await admin.post("/api/objects/publish", { data: { uploadedUrl: notYet } }), 404, "Uploaded image not found");
    await expectError(await admin.post("/api/objects/publish", { data: { uploadedUrl: "https://evil.example/x.png" } }), 400, /uploaded to this site/);
    await expectError(await admin.post("/api/objects/publish", { data: { uploadedUrl: "/api/objects/../../secrets.json" } }), 400);
    await expectError(await admin.post("/api/objects/publish", { data: {} }), 400, "uploadedUrl is required");
    await expectError(await admin.post("/api/objects/publish", { data: { uploadedUrl: 7 } }), 400, "uploadedUrl must be text");
  });

  test("the admin's shop, event and post refuse an upload address with nothing stored behind it, and take one with an image", async ({ request, admin }) => {
    const stored = await expectJson<{ url: string }>(await request.put(await uploadUrl(admin, "/api/objects/upload-public"), { data: JPEG }), 200);
    const never = (await uploadUrl(admin, "/api/objects/upload-public")).split("?")[0];
    const shop = await approvedShop(request, admin);
    try {
      const again = "Please upload it again.";
      await expectError(await admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: shopInput({ name: shop.name, imageUrl: never }) }), 400, `The image was not uploaded completely. ${again}`);
      await expectError(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ imageUrl: never }) }), 400, `The event image was not uploaded completely. ${again}`);
      await expectError(await admin.post("/api/admin/blog-posts", { data: postInput({ featuredImage: never }) }), 400, `The featured image was not uploaded completely. ${again}`);

      const event = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ imageUrl: stored.url }) }), 201);
      await expectError(await admin.patch(`/api/admin/events/${event.id}`, { data: eventInput({ imageUrl: never }) }), 400, `The event image was not uploaded completely. ${again}`);
      const post = await expectJson<ApiPost>(await admin.post("/api/admin/blog-posts", { data: postInput({ featuredImage: stored.url }) }), 201);
      await expectError(await admin.patch(`/api/admin/blog-posts/${post.id}`, { data: postInput({ featuredImage: never }) }), 400, `The featured image was not uploaded completely. ${again}`);
      await expectJson(await admin.delete(`/api/admin/blog-posts/${post.id}`), 200);
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
