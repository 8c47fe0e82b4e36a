import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { geocodeShop } from "@/lib/geo/geocode-shop";
import { logger } from "@/lib/observability/logger";

type Seen = { q: string; params: URLSearchParams; userAgent: string | undefined; at: number };
type Reply = { status?: number; body?: unknown; delayMs?: number };

let server: http.Server;
let replies: Record<string, Reply> = {};
let seen: Seen[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const q = url.searchParams.get("q") ?? "";
    seen.push({ q, params: url.searchParams, userAgent: req.headers["user-agent"], at: Date.now() });
    const reply = replies[q] ?? { body: [] };
    setTimeout(() => {
      res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply.body ?? []));
    }, reply.delayMs ?? 0);
  });
  // A port of the caller's choosing (the helper's range) or any free one.
  await new Promise<void>((resolve) => server.listen(Number(process.env.TEST_STUB_PORT ?? 0), "127.0.0.1", resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function configure(env: Record<string, string>) {
  const { port } = server.address() as AddressInfo;
  process.env = {
    ...saved,
    GEOCODER_URL: `http://127.0.0.1:${port}`,
    GEOCODER_MIN_INTERVAL_MS: "0",
    GEOCODER_TIMEOUT_MS: "300",
    SITE_URL: "https://farmshops.example",
    CONTACT_EMAIL: "hello@farmshops.example",
    ...env,
  };
  resetEnvForTests();
}

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  replies = {};
  seen = [];
  vi.restoreAllMocks();
});

const shop = { name: "Hill Farm", eircode: "V92 X2Y3", address: "Ballyroe", town: "Dingle", county: "Kerry" };

describe("geocoding a shop against a Nominatim-compatible server", () => {
  it("asks politely (User-Agent with site and contact, json, limit 1, countrycodes) and reads lat/lon", async () => {
    configure({});
    replies["V92 X2Y3"] = { body: [{ lat: "52.1412", lon: "-10.2687", display_name: "Dingle" }] };
    expect(await geocodeShop(shop)).toEqual({ latitude: 52.1412, longitude: -10.2687 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.userAgent).toMatch(/FarmShopsIreland\/1\.0 \(\+https:\/\/farmshops\.example; hello@farmshops\.example\)/);
    expect(Object.fromEntries(seen[0]?.params ?? [])).toMatchObject({ format: "json", limit: "1", countrycodes: "ie" });
  });

  it("logs a failing candidate (no hit, HTTP 500, too slow, outside Ireland) and tries the next", async () => {
    configure({});
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
    replies["V92 X2Y3"] = { status: 500, body: { error: "boom" } };
    replies["Ballyroe, Dingle, Kerry"] = { delayMs: 1000, body: [{ lat: "52.1", lon: "-10.2" }] };
    replies["Dingle, Kerry"] = { body: [{ lat: "51.5", lon: "-0.12" }] };
    expect(await geocodeShop(shop)).toBeNull();
    expect(seen.map((s) => s.q)).toEqual(["V92 X2Y3", "Ballyroe, Dingle, Kerry", "Dingle, Kerry"]);
    const logged = warn.mock.calls.map((c) => JSON.stringify(c)).join("\n");
    expect(logged).toContain('{"query":"V92 X2Y3","reason":"geocoder answered 500"},"geocode: lookup failed"');
    expect(logged).toMatch(/"query":"Ballyroe, Dingle, Kerry","reason":"[^"]*(abort|timeout)/i);
    expect(logged).toMatch(/outside Ireland/);
  });

  it("treats the generic central-Dublin point as no result", async () => {
    configure({});
    vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
    replies["V92 X2Y3"] = { body: [{ lat: "53.3498", lon: "-6.2603" }] };
    replies["Ballyroe, Dingle, Kerry"] = { body: [{ lat: "52.14", lon: "-10.27" }] };
    expect(await geocodeShop(shop)).toEqual({ latitude: 52.14, longitude: -10.27 });
  });

  it("searches gb for Northern Ireland", async () => {
    configure({});
    replies["BT23 6EA"] = { body: [{ lat: "54.55", lon: "-5.74" }] };
    expect(await geocodeShop({ ...shop, eircode: "BT23 6EA", county: "Down", town: "Comber" })).toEqual({ latitude: 54.55, longitude: -5.74 });
    expect(seen[0]?.params.get("countrycodes")).toBe("gb");
  });

  it("spaces requests by GEOCODER_MIN_INTERVAL_MS, even across concurrent callers", async () => {
    configure({ GEOCODER_MIN_INTERVAL_MS: "120" });
    vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
    await Promise.all([geocodeShop(shop), geocodeShop({ ...shop, name: "Other" })]);
    expect(seen).toHaveLength(6);
    const gaps = seen.slice(1).map((s, i) => s.at - (seen[i]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(110);
  });
});
