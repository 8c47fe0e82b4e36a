import { test, expect, expectError, expectJson } from "./support/fixtures";
import { approvedShop, eventInput, removeShop, type ApiEvent, type ApiShop } from "./support/data";
import { addDays, dublinToday } from "@/lib/time";

test.describe("events (admin)", () => {
  let shop: ApiShop;
  test.beforeEach(async ({ request, admin }) => {
    shop = await approvedShop(request, admin);
  });
  test.afterEach(async ({ admin }) => {
    await removeShop(admin, shop.id);
  });

  test("create → list (past too) → edit → feature → delete", async ({ request, admin }) => {
    const today = dublinToday();
    const created = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ name: "Open Farm Day" }) }), 201);
    expect(created).toMatchObject({ farmShopId: shop.id, name: "Open Farm Day", featured: false, endTime: "13:00" });
    const past = await expectJson<ApiEvent>(
      await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ eventDate: addDays(today, -30), endDate: null, endTime: null }) }),
      201,
    );

    const all = await expectJson<ApiEvent[]>(await admin.get(`/api/farm-shops/${shop.id}/events`), 200);
    expect(all.map((e) => e.id).sort()).toEqual([created.id, past.id].sort());
    const upcoming = await expectJson<ApiEvent[]>(await request.get(`/api/farm-shops/${shop.id}/events/upcoming`), 200);
    expect(upcoming.map((e) => e.id)).toEqual([created.id]);

    const edited = await expectJson<ApiEvent>(
      await admin.patch(`/api/admin/events/${created.id}`, { data: eventInput({ name: "Harvest Day", eventDate: addDays(today, 5), endDate: null, endTime: null }) }),
      200,
    );
    expect(edited).toMatchObject({ id: created.id, name: "Harvest Day", eventDate: addDays(today, 5), endDate: null, endTime: null });

    const featured = await expectJson<ApiEvent>(await admin.patch(`/api/admin/events/${created.id}/featured`, { data: { featured: true } }), 200);
    expect(featured.featured).toBe(true);
    expect((await expectJson<ApiEvent[]>(await request.get("/api/events/featured"), 200)).map((e) => e.id)).toContain(created.id);
    // An edit that leaves `featured` out (the admin form has no such field) keeps the mark.
    const { featured: _left, ...withoutFeatured } = eventInput({ name: "Harvest Day", eventDate: addDays(today, 5), endDate: null, endTime: null });
    expect(await expectJson<ApiEvent>(await admin.patch(`/api/admin/events/${created.id}`, { data: withoutFeatured }), 200)).toMatchObject({ featured: true });
    await expectJson(await admin.patch(`/api/admin/events/${created.id}/featured`, { data: { featured: false } }), 200);
    expect((await expectJson<ApiEvent[]>(await request.get("/api/events/featured"), 200)).map((e) => e.id)).not.toContain(created.id);

    const deleted = await expectJson<{ message: string }>(await admin.delete(`/api/admin/events/${created.id}`), 200);
    expect(deleted.message).toContain("Harvest Day");
    await expectError(await admin.delete(`/api/admin/events/${created.id}`), 404, "Event not found");
    await expectError(await admin.patch(`/api/admin/events/${created.id}/featured`, { data: { featured: true } }), 404);
    expect((await expectJson<ApiEvent[]>(await request.get("/api/events"), 200)).map((e) => e.id)).not.toContain(created.id);
  });

  test("the county's calendar file holds every upcoming event the list shows, months ahead too", async ({ request, admin }) => {
    const today = dublinToday();
    const later = await expectJson<ApiEvent>(
      await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ name: `Summer Fair ${shop.id.slice(0, 8)}`, eventDate: addDays(today, 200), endDate: null, endTime: null }) }),
      201,
    );
    const res = await request.get("/events/calendar.ics?county=kerry");
    expect(res.status()).toBe(200);
    const ics = (await res.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:${later.name}`);
    expect(ics).toContain("X-WR-CALDESC:Upcoming farm shop events in Co. Kerry\\, soonest first.");
  });

  test("a past event's page says it has ended, offers no calendar file and leaves search results; an upcoming one does not", async ({ request, admin }) => {
    const today = dublinToday();
    const past = await expectJson<ApiEvent>(
      await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput({ eventDate: addDays(today, -30), endDate: addDays(today, -29) }) }),
      201,
    );
    const upcoming = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput() }), 201);
    const eventOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1] ?? "null") as { "@type"?: string; startDate?: string; offers?: { validFrom?: string } })
        .find((d) => d["@type"] === "Event");

    for (const prefix of ["", "/ga"]) {
      const html = await (await request.get(`${prefix}/event/${past.id}`)).text();
      expect(html).toContain('data-testid="event-ended"');
      expect(html).toContain(prefix ? "Tá an t-imeacht seo thart." : "This event has ended.");
      expect(html).not.toContain(`/event/${past.id}/ics`);
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
      // Entered after it took place: the offer is valid from the start, not from the entry.
      const ld = eventOf(html);
      expect(ld?.offers?.validFrom).toBe(ld?.startDate);
    }
    const html = await (await request.get(`/event/${upcoming.id}`)).text();
    expect(html).not.toContain('data-testid="event-ended"');
    expect(html).toContain(`/event/${upcoming.id}/ics`);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(Date.parse(eventOf(html)?.offers?.validFrom ?? "")).toBeLessThanOrEqual(Date.parse(eventOf(html)?.startDate ?? ""));
  });

  const invalid: [string, Record<string, unknown>, string | RegExp][] = [
    ["name missing", { name: "" }, "Event name is required"],
    ["description missing", { description: undefined }, "Event description is required"],
    ["date not a date", { eventDate: "2025-02-30" }, "Start date must be a date (YYYY-MM-DD)"],
    ["time not HH:MM", { eventTime: "10am" }, "Start time must be HH:MM"],
    ["ends before it starts", { eventDate: "2030-05-02", endDate: "2030-05-01" }, "End date must be on or after the start date"],
    ["ends before it starts (same day)", { eventTime: "14:00", endTime: "13:00" }, "End time must be after the start time"],
    ["starts in the hour the clocks skip", { eventDate: "2030-03-31", eventTime: "01:30", endDate: "2030-03-31" }, "Start time 01:30 does not exist on 31 March 2030: the clocks go forward from 01:00 to 02:00"],
    ["website not a URL", { websiteUrl: "ftp://x" }, /Event website must be a valid web address/],
    ["featured not a boolean", { featured: "yes" }, "featured must be true or false"],
  ];
  for (const [label, patch, message] of invalid) {
    test(`400 on create and edit: ${label}`, async ({ admin }) => {
      await expectError(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput(patch) }), 400, message);
      const event = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput() }), 201);
      await expectError(await admin.patch(`/api/admin/events/${event.id}`, { data: eventInput(patch) }), 400, message);
    });
  }

  test("400 for a featured flag that is not a boolean; malformed JSON", async ({ admin }) => {
    const event = await expectJson<ApiEvent>(await admin.post(`/api/admin/farm-shops/${shop.id}/events`, { data: eventInput() }), 201);
    await expectError(await admin.patch(`/api/admin/events/${event.id}/featured`, { data: { featured: "true" } }), 400, "featured must be true or false");
    await expectError(await admin.patch(`/api/admin/events/${event.id}/featured`, { data: {} }), 400);
    await expectError(
      await admin.patch(`/api/admin/events/${event.id}`, { data: Buffer.from("{oops"), headers: { "Content-Type": "application/json" } }),
      400,
      "Malformed JSON in the request body",
    );
  });
});
