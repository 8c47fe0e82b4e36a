import { describe, expect, it } from "vitest";
import { allowLookup, routeMethods, routePattern } from "@/lib/api/allowed-methods.mjs";
import { readApiMethods } from "@/scripts/api-methods.mjs";

describe("the methods of a route file", () => {
  it("are its exported handlers, with HEAD beside GET and OPTIONS always, sorted", () => {
    expect(routeMethods("export const GET = apiRoute(async () => json({}));")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(routeMethods("export const POST = x;\nexport async function DELETE() {}\nexport const dynamic = 'force-dynamic';")).toEqual(["DELETE", "OPTIONS", "POST"]);
    expect(routeMethods("const handler = NextAuth(config);\nexport { handler as GET, handler as POST };")).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    // Not an export of a method: a constant, a comment, an export inside a string.
    expect(routeMethods("// export const PUT = x\nexport const revalidate = 60;\nconst s = `export const PATCH`;")).toEqual(["OPTIONS"]);
  });

  it("answer the address of the file's folder, route groups left out", () => {
    expect(routePattern("api/farm-shops/[id]/status")).toBe("/api/farm-shops/[id]/status");
    expect(routePattern("api/(admin)/admin/slugs")).toBe("/api/admin/slugs");
  });
});

describe("the route that answers an address", () => {
  const lookup = allowLookup([
    { pattern: "/api/[[...path]]", methods: ["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"] },
    { pattern: "/api/farm-shops", methods: ["GET", "HEAD", "OPTIONS", "POST"] },
    { pattern: "/api/farm-shops/[id]", methods: ["GET", "HEAD", "OPTIONS"] },
    { pattern: "/api/farm-shops/[id]/claim", methods: ["OPTIONS", "POST"] },
    { pattern: "/api/farm-shops/search", methods: ["GET", "HEAD", "OPTIONS"] },
    { pattern: "/api/objects/[...key]", methods: ["GET", "HEAD", "OPTIONS", "PUT"] },
    { pattern: "/api/objects/upload", methods: ["OPTIONS", "POST"] },
  ]);

  it("is the one with the most fixed segments, from the left, as Next.js picks it", () => {
    expect(lookup("/api/farm-shops")).toBe("GET, HEAD, OPTIONS, POST");
    expect(lookup("/api/farm-shops/")).toBe("GET, HEAD, OPTIONS, POST");
    expect(lookup("/api/farm-shops/search")).toBe("GET, HEAD, OPTIONS");
    expect(lookup("/api/farm-shops/hill-farm")).toBe("GET, HEAD, OPTIONS");
    expect(lookup("/api/farm-shops/hill-farm/claim")).toBe("OPTIONS, POST");
    expect(lookup("/api/objects/upload")).toBe("OPTIONS, POST");
    expect(lookup("/api/objects/submissions/0b7c6a0e")).toBe("GET, HEAD, OPTIONS, PUT");
  });

  it("is the catch-all for anything else under /api, and none outside it", () => {
    expect(lookup("/api")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT");
    expect(lookup("/api/farm-shops/hill-farm/claim/more")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT");
    expect(lookup("/api/objects")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT");
    expect(allowLookup([])("/api/farm-shops")).toBeNull();
  });
});

describe("the table the build writes", () => {
  it("names every API route file with at least one method of its own", async () => {
    const table = await readApiMethods();
    expect(table.length).toBeGreaterThan(50);
    for (const route of table) expect(route.methods.filter((m) => m !== "OPTIONS" && m !== "HEAD"), route.pattern).not.toHaveLength(0);
    const lookup = allowLookup(table);
    expect(lookup("/api/health")).toBe("GET, HEAD, OPTIONS");
    expect(lookup("/api/hit")).toBe("OPTIONS, POST");
    expect(lookup("/api/farm-shops/by-slugs")).toBe("GET, HEAD, OPTIONS");
    expect(lookup("/api/admin/farm-shops/0b7c6a0e/reject")).toBe("DELETE, OPTIONS");
    expect(lookup("/api/auth/session")).toBe("GET, HEAD, OPTIONS, POST");
  });
});
