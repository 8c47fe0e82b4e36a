import { test, expect, expectError } from "./support/fixtures";

const id = "00000000-0000-4000-8000-000000000000";

/** Every admin-only call: method, path, whether it changes state. */
const ADMIN_CALLS: [string, string, boolean][] = [
  ["GET", "/api/admin/farm-shops/pending", false],
  ["GET", "/api/admin/farm-shops/approved", false],
  ["POST", `/api/admin/farm-shops/${id}/approve`, true],
  ["DELETE", `/api/admin/farm-shops/${id}/reject`, true],
  ["DELETE", `/api/admin/farm-shops/${id}`, true],
  ["PATCH", `/api/admin/farm-shops/${id}`, true],
  ["PATCH", `/api/admin/farm-shops/${id}/featured`, true],
  ["POST", `/api/admin/farm-shops/${id}/events`, true],
  ["GET", `/api/farm-shops/${id}/events`, false],
  ["PATCH", `/api/admin/events/${id}`, true],
  ["DELETE", `/api/admin/events/${id}`, true],
  ["PATCH", `/api/admin/events/${id}/featured`, true],
  ["GET", "/api/admin/blog-posts", false],
  ["POST", "/api/admin/blog-posts", true],
  ["PATCH", `/api/admin/blog-posts/${id}`, true],
  ["DELETE", `/api/admin/blog-posts/${id}`, true],
  ["POST", "/api/admin/bulk-geocode", true],
  ["POST", "/api/admin/migrate-slugs", true],
  ["GET", "/api/admin/coordinates", false],
  ["GET", "/api/admin/slugs", false],
  ["POST", "/api/objects/upload-public", true],
  ["POST", "/api/objects/publish", true],
];

test.describe("admin calls are guarded by the server itself", () => {
  for (const [method, path, changes] of ADMIN_CALLS) {
    test(`${method} ${path}: 401 without a session${changes ? ", 403 cross-site with one" : ""}`, async ({ request, admin }) => {
      // A body that would be valid JSON, so that only the guard can refuse it.
      const options = { method, data: method === "GET" ? undefined : {} };
      await expectError(await request.fetch(path, options), 401, "Please sign in as admin");
      if (changes) {
        await expectError(await admin.fetch(path, { ...options, headers: { Origin: "https://evil.example" } }), 403, "Cross-site requests are not allowed");
        await expectError(await admin.fetch(path, { ...options, headers: { "Sec-Fetch-Site": "cross-site" } }), 403);
      }
      // Signed in and same-site, the guard lets it through (the whole-catalogue runs are tested on their own).
      if (!/bulk-geocode|migrate-slugs/.test(path)) {
        const res = await admin.fetch(path, options);
        expect([401, 403]).not.toContain(res.status());
        expect(res.status()).toBeLessThan(500);
      }
    });
  }
});
