import type { APIRequestContext } from "@playwright/test";
import { test, expect, adminList, expectError, expectJson, uniqueTag } from "./support/fixtures";
import { removeShop, shopInput, submitShop, type ApiShop } from "./support/data";
import type { GeocoderStub } from "./support/geocoder-stub";

type Place = { id: string; name: string; county: string; town: string; eircode: string | null; address: string };
type Report = {
  total: number;
  withCoordinates: number;
  missing: number;
  suspicious: number;
  suspiciousShops: (Place & { latitude: string; longitude: string })[];
  missingShops: Place[];
};
type Bulk = { successful: number; failed: number; processed: number };

/** A shop without coordinates whose geocoder queries are its own (unique address and town). */
function unplaced(tag = uniqueTag()) {
  const town = `Town${tag}`;
  return {
    patch: { town, address: `${tag} Bog Road`, eircode: null, latitude: null, longitude: null },
    byAddress: `${tag} Bog Road, ${town}, Kerry`,
    byTown: `${town}, Kerry`,
  };
}

/** Waits until the background geocode that follows a submission has asked all its queries. */
async function backgroundGeocodeDone(geocoder: GeocoderStub, ...queries: string[]) {
  await expect.poll(() => queries.every((q) => geocoder.requestsFor(q).length > 0), { timeout: 15_000 }).toBe(true);
}

async function pendingShop(admin: APIRequestContext, id: string): Promise<ApiShop | undefined> {
  return (await adminList<ApiShop>(admin, "pending")).find((s) => s.id === id);
}

const bulk = (admin: APIRequestContext, data?: unknown) =>
  admin.post("/api/admin/bulk-geocode", { headers: { "Content-Type": "application/json" }, ...(data === undefined ? {} : { data }) });

test.describe("geocoding", () => {
  test("a submission without coordinates is placed in the background (Nominatim query rules)", async ({ request, admin, geocoder }) => {
    const place = unplaced();
    geocoder.point(place.byAddress, 52.2345, -10.1234);
    const shop = await submitShop(request, place.patch);
    try {
      expect(shop.latitude).toBeNull();
      await expect.poll(async () => (await pendingShop(admin, shop.id))?.latitude, { timeout: 15_000 }).toBe("52.2345");
      expect((await pendingShop(admin, shop.id))?.longitude).toBe("-10.1234");
      const [asked] = geocoder.requestsFor(place.byAddress);
      expect(asked?.countrycodes).toBe("ie");
      expect(asked?.userAgent).toMatch(/^FarmShopsIreland\/1\.0 \(\+http:\/\/127\.0\.0\.1:\d+; hello@farmshops\.example\)$/);
      // The address query answered, so the town query was never needed.
      expect(geocoder.requestsFor(place.byTown)).toHaveLength(0);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("an admin edit that clears the coordinates places the shop again from its address", async ({ request, admin, geocoder }) => {
    const tag = uniqueTag();
    const place = unplaced(tag);
    const shop = await submitShop(request, { ...place.patch, latitude: "52.1412", longitude: "-10.2687" });
    try {
      geocoder.point(place.byAddress, 52.2468, -10.1357);
      const edited = await expectJson<ApiShop>(await admin.patch(`/api/admin/farm-shops/${shop.id}`, { data: shopInput({ ...place.patch, name: shop.name, email: shop.email }, tag) }), 200);
      expect(edited.latitude).toBeNull();
      await expect.poll(async () => (await pendingShop(admin, shop.id))?.latitude, { timeout: 15_000 }).toBe("52.2468");
      expect((await pendingShop(admin, shop.id))?.longitude).toBe("-10.1357");
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("Northern Ireland shops are searched by BT postcode in gb", async ({ request, admin, geocoder }) => {
    const tag = uniqueTag();
    const shop = await submitShop(request, { county: "Down", town: `Town${tag}`, address: `${tag} Lough Road`, eircode: "BT30 9ZZ", latitude: null, longitude: null });
    try {
      await backgroundGeocodeDone(geocoder, `${tag} Lough Road, Town${tag}, Down`, `Town${tag}, Down`);
      const asked = geocoder.requests.filter((r) => r.q === "BT30 9ZZ" || r.q.includes(tag));
      expect(asked.map((r) => r.q)).toEqual(["BT30 9ZZ", `${tag} Lough Road, Town${tag}, Down`, `Town${tag}, Down`]);
      expect(asked.every((r) => r.countrycodes === "gb")).toBe(true);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("POST /api/admin/bulk-geocode places shops still missing coordinates", async ({ request, admin, geocoder }) => {
    const place = unplaced();
    const shop = await submitShop(request, place.patch);
    try {
      await backgroundGeocodeDone(geocoder, place.byAddress, place.byTown);
      expect((await pendingShop(admin, shop.id))?.latitude).toBeNull();
      // The address is still unknown; the town now is: the next candidate is used.
      geocoder.point(place.byTown, 52.3456, -9.8765);
      const result = await expectJson<Bulk>(await bulk(admin), 200);
      expect(result.successful).toBeGreaterThanOrEqual(1);
      expect(result.processed).toBe(result.successful + result.failed);
      expect(await pendingShop(admin, shop.id)).toMatchObject({ latitude: "52.3456", longitude: "-9.8765" });
      const report = await expectJson<Report>(await admin.get("/api/admin/coordinates"), 200);
      expect(report.missingShops.map((s) => s.id)).not.toContain(shop.id);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("a dead geocoder: the run still answers, the shop counts as failed and stays unplaced", async ({ request, admin, geocoder }) => {
    const place = unplaced();
    await geocoder.kill();
    try {
      const shop = await submitShop(request, place.patch);
      try {
        const result = await expectJson<Bulk>(await bulk(admin, {}), 200);
        expect(result.failed).toBeGreaterThanOrEqual(1);
        expect(result.processed).toBe(result.successful + result.failed);
        const report = await expectJson<Report>(await admin.get("/api/admin/coordinates"), 200);
        expect(report.missingShops.map((s) => s.id)).toContain(shop.id);
      } finally {
        await removeShop(admin, shop.id);
      }
    } finally {
      await geocoder.start();
    }
  });

  test("a geocoder that answers 500 or too slowly (past GEOCODER_TIMEOUT_MS) fails that query only", async ({ request, admin, geocoder }) => {
    const slow = unplaced();
    geocoder.reply(slow.byAddress, { delayMs: 3000, body: [{ lat: "52.5", lon: "-9.5" }] });
    geocoder.reply(slow.byTown, { status: 500, body: { error: "overloaded" } });
    const broken = unplaced();
    geocoder.reply(broken.byAddress, { status: 500, body: { error: "overloaded" } });
    geocoder.point(broken.byTown, 52.61, -9.61);
    const slowShop = await submitShop(request, slow.patch);
    const brokenShop = await submitShop(request, broken.patch);
    try {
      await backgroundGeocodeDone(geocoder, slow.byTown, broken.byTown);
      // The slow query timed out and the 500 was logged: the slow shop is unplaced, the other placed by its town.
      expect((await pendingShop(admin, slowShop.id))?.latitude).toBeNull();
      await expect.poll(async () => (await pendingShop(admin, brokenShop.id))?.latitude).toBe("52.61");
      const started = Date.now();
      const result = await expectJson<Bulk>(await bulk(admin), 200);
      expect(result.failed).toBeGreaterThanOrEqual(1);
      // Bounded by the timeout: not the 3 s the slow server would take for each request.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await pendingShop(admin, slowShop.id))?.latitude).toBeNull();
    } finally {
      await removeShop(admin, slowShop.id);
      await removeShop(admin, brokenShop.id);
    }
  });

  test("{force: true} re-geocodes every shop, keeping what the geocoder cannot place", async ({ request, admin, geocoder }) => {
    const place = unplaced();
    const shop = await submitShop(request, { ...place.patch, latitude: "52.1", longitude: "-9.1" });
    try {
      geocoder.point(place.byAddress, 52.7777, -9.7777);
      const before = await expectJson<Report>(await admin.get("/api/admin/coordinates"), 200);
      const result = await expectJson<Bulk>(await bulk(admin, { force: true }), 200);
      expect(result.processed).toBeGreaterThanOrEqual(before.total);
      expect(result.successful).toBeGreaterThanOrEqual(1);
      expect(await pendingShop(admin, shop.id)).toMatchObject({ latitude: "52.7777", longitude: "-9.7777" });
      // Shops the stand-in does not know keep their coordinates.
      const after = await expectJson<Report>(await admin.get("/api/admin/coordinates"), 200);
      expect(after.withCoordinates).toBeGreaterThanOrEqual(before.withCoordinates);
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("400 for a bulk body that is not {force: boolean}", async ({ admin }) => {
    await expectError(await bulk(admin, { force: "yes" }), 400, "force must be true or false");
    await expectError(await admin.post("/api/admin/bulk-geocode", { data: Buffer.from("{"), headers: { "Content-Type": "application/json" } }), 400, "Malformed JSON in the request body");
  });

  test("GET /api/admin/coordinates: counts, suspicious shops with their points, unplaced shops", async ({ request, admin }) => {
    const tag = uniqueTag();
    const suspect = await submitShop(request, { county: "Dublin", town: "Swords", eircode: null, address: `${tag} Main Street, Swords`, latitude: "53.3498", longitude: "-6.2603" });
    const central = await submitShop(request, { county: "Dublin", town: "Dublin", eircode: null, address: `${tag} Temple Bar, Dublin 2`, latitude: "53.3455", longitude: "-6.2644" });
    const missing = await submitShop(request, { ...unplaced(tag).patch });
    try {
      const report = await expectJson<Report>(await admin.get("/api/admin/coordinates"), 200);
      expect(report.total).toBe(report.withCoordinates + report.missing);
      expect(report.missing).toBe(report.missingShops.length);
      expect(report.suspicious).toBe(report.suspiciousShops.length);
      // The demo data has two shops at the generic central-Dublin point.
      expect(report.suspicious).toBeGreaterThanOrEqual(3);
      const found = report.suspiciousShops.find((s) => s.id === suspect.id);
      expect(found).toEqual({ id: suspect.id, name: suspect.name, county: "Dublin", town: "Swords", eircode: null, address: suspect.address, latitude: "53.3498", longitude: "-6.2603" });
      expect(report.suspiciousShops.map((s) => s.id)).not.toContain(central.id);
      const gap = report.missingShops.find((s) => s.id === missing.id);
      expect(gap && Object.keys(gap).sort()).toEqual(["address", "county", "eircode", "id", "name", "town"]);
    } finally {
      for (const s of [suspect, central, missing]) await removeShop(admin, s.id);
    }
  });
});
