import { test, expect, expectError, expectJson } from "./support/fixtures";
import { approvedShop, removeShop, shopInput, submitShop, type ApiShop } from "./support/data";

type Status = { open: boolean; label: string; nextOpening: string | null; reason: string | null };
const WEEK = {
  monday: { open: "09:00", close: "17:00", closed: false },
  tuesday: { open: "09:00", close: "17:00", closed: false },
  wednesday: { open: "09:00", close: "17:00", closed: false },
  thursday: { open: "09:00", close: "17:00", closed: false },
  friday: { open: "09:00", close: "17:00", closed: false },
  saturday: { open: "10:00", close: "16:00", closed: false },
  sunday: { open: "", close: "", closed: true },
};
const EXCEPTIONS = [
  { from: "2025-11-01", to: "2026-03-13", closed: true, note: "Closed for the winter" },
  {
    from: "2026-12-24",
    to: "2026-12-24",
    closed: false,
    open: "10:00",
    close: "14:00",
    note: "Christmas Eve",
  },
];

test.describe("holiday hours and special dates", () => {
  test("are stored, returned by every read, and edited by the admin", async ({
    request,
    admin,
  }) => {
    const shop = await approvedShop(request, admin, {
      openingHours: WEEK,
      publicHolidayHours: "closed",
      hoursExceptions: EXCEPTIONS,
    });
    try {
      expect(shop.publicHolidayHours).toBe("closed");
      expect(shop.hoursExceptions).toEqual(EXCEPTIONS);
      const one = await expectJson<ApiShop>(await request.get(`/api/farm-shops/${shop.slug}`), 200);
      expect(one).toMatchObject({ publicHolidayHours: "closed", hoursExceptions: EXCEPTIONS });
      const list = await expectJson<ApiShop[]>(await request.get(`/api/farm-shops`), 200);
      expect(list.find((s) => s.id === shop.id)).toMatchObject({
        publicHolidayHours: "closed",
        hoursExceptions: EXCEPTIONS,
      });
      const pending = await expectJson<ApiShop[]>(
        await admin.get(`/api/admin/farm-shops/pending`),
        200,
      );
      expect(
        pending.every((s) => "publicHolidayHours" in s && Array.isArray(s.hoursExceptions)),
      ).toBe(true);

      const edited = await expectJson<ApiShop>(
        await admin.patch(`/api/admin/farm-shops/${shop.id}`, {
          data: shopInput({
            name: shop.name,
            address: shop.address,
            openingHours: WEEK,
            publicHolidayHours: { open: "11:00", close: "15:00" },
            hoursExceptions: [],
          }),
        }),
        200,
      );
      expect(edited).toMatchObject({
        publicHolidayHours: { open: "11:00", close: "15:00" },
        hoursExceptions: [],
      });
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  test("default to usual hours and no special dates", async ({ request, admin }) => {
    const shop = await submitShop(request);
    try {
      expect(shop).toMatchObject({ publicHolidayHours: "usual", hoursExceptions: [] });
    } finally {
      await removeShop(admin, shop.id);
    }
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    [
      "to before from",
      {
        hoursExceptions: [
          EXCEPTIONS[0],
          EXCEPTIONS[1],
          { from: "2026-05-02", to: "2026-05-01", closed: true },
        ],
      },
      "hoursExceptions[2].to must be on or after from",
      "hoursExceptions.2.to",
    ],
    [
      "not a date",
      { hoursExceptions: [{ from: "2026-02-30", to: "2026-03-01", closed: true }] },
      "hoursExceptions[0].from must be a date (YYYY-MM-DD)",
      "hoursExceptions.0.from",
    ],
    [
      "special hours without times",
      { hoursExceptions: [{ from: "2026-05-01", to: "2026-05-01", closed: false }] },
      "hoursExceptions[0].open must be HH:MM (or mark the dates closed)",
      "hoursExceptions.0.open",
    ],
    [
      "a long note",
      {
        hoursExceptions: [
          { from: "2026-05-01", to: "2026-05-01", closed: true, note: "x".repeat(121) },
        ],
      },
      "hoursExceptions[0].note must be at most 120 characters",
      "hoursExceptions.0.note",
    ],
    [
      "51 entries",
      { hoursExceptions: Array.from({ length: 51 }, () => EXCEPTIONS[0]) },
      "hoursExceptions can have at most 50 entries",
      "hoursExceptions",
    ],
    [
      "not a list",
      { hoursExceptions: { from: "2026-05-01" } },
      "hoursExceptions must be a list of special dates",
      "hoursExceptions",
    ],
    [
      "unknown holiday choice",
      { publicHolidayHours: "sometimes" },
      'publicHolidayHours must be "usual", "closed" or opening hours {open, close}',
      "publicHolidayHours",
    ],
    [
      "holiday closing before opening",
      { publicHolidayHours: { open: "14:00", close: "10:00" } },
      "publicHolidayHours.close must be after open",
      "publicHolidayHours.close",
    ],
  ];
  for (const [label, patch, message, path] of bad) {
    test(`400: ${label}`, async ({ request }) => {
      const body = await expectError(
        await request.post("/api/farm-shops", { data: shopInput(patch) }),
        400,
        message,
      );
      expect(body.issues?.map((i) => i.path)).toContain(path);
    });
  }

  test("400 from the admin edit names the entry too", async ({ request, admin }) => {
    const shop = await submitShop(request);
    try {
      const res = await admin.patch(`/api/admin/farm-shops/${shop.id}`, {
        data: shopInput({
          name: shop.name,
          hoursExceptions: [EXCEPTIONS[0], { from: "2026-05-02", to: "2026-04-01", closed: true }],
        }),
      });
      await expectError(res, 400, "hoursExceptions[1].to must be on or after from");
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});

test.describe("GET /api/farm-shops/{idOrSlug}/status", () => {
  test("answers {open, label, nextOpening, reason} with the full precedence", async ({
    request,
    admin,
  }) => {
    const cork = await approvedShop(request, admin, {
      openingHours: WEEK,
      publicHolidayHours: "closed",
      hoursExceptions: EXCEPTIONS,
    });
    const antrim = await approvedShop(request, admin, {
      county: "Antrim",
      eircode: "BT41 4AA",
      openingHours: WEEK,
      publicHolidayHours: "closed",
    });
    try {
      const status = async (shop: ApiShop, at: string) =>
        expectJson<Status>(
          await request.get(`/api/farm-shops/${shop.slug}/status?at=${encodeURIComponent(at)}`),
          200,
        );

      expect(await status(cork, "2026-01-12T10:00:00Z")).toEqual({
        open: false,
        label: "Closed for the season · opens Saturday 14 March at 10:00",
        nextOpening: "2026-03-14T10:00:00.000Z",
        reason: "Closed today · Closed for the winter",
      });
      // Irish local time without an offset: 11:00 on Christmas Eve (winter, UTC+0).
      expect(await status(cork, "2026-12-24T11:00")).toEqual({
        open: true,
        label: "Open until 14:00",
        nextOpening: null,
        reason: "Special hours today: 10:00–14:00 (Christmas Eve)",
      });
      expect(await status(cork, "2026-12-26T12:00:00Z")).toEqual({
        open: false,
        label: "Closed · opens Monday at 09:00",
        nextOpening: "2026-12-28T09:00:00.000Z",
        reason: "Closed today · St Stephen's Day",
      });
      // Monday 28 December 2026: the North's substitute holiday, an ordinary day in the Republic.
      expect(await status(cork, "2026-12-28T12:00:00+00:00")).toMatchObject({
        open: true,
        label: "Open until 17:00",
        reason: null,
      });
      expect(await status(antrim, "2026-12-28T12:00:00+00:00")).toEqual({
        open: false,
        label: "Closed · opens tomorrow at 09:00",
        nextOpening: "2026-12-29T09:00:00.000Z",
        reason: "Closed today · Boxing Day (substitute day)",
      });
      // Summer time: 09:30 in Dublin is 08:30 UTC.
      expect(await status(antrim, "2026-07-14T09:30")).toMatchObject({
        open: true,
        label: "Open until 17:00",
      });
      expect(await status(antrim, "2026-07-14T08:30:00Z")).toMatchObject({ open: true });
      expect(await status(antrim, "2026-07-14T07:30:00Z")).toMatchObject({
        open: false,
        nextOpening: "2026-07-14T08:00:00.000Z",
      });

      const now = await expectJson<Status>(
        await request.get(`/api/farm-shops/${cork.id}/status`),
        200,
      );
      expect(typeof now.open).toBe("boolean");
      expect(now.label.length).toBeGreaterThan(0);
    } finally {
      await removeShop(admin, cork.id);
      await removeShop(admin, antrim.id);
    }
  });

  for (const at of ["tomorrow", "2026-13-01T10:00", "2026-01-01T25:00", "1767225600"]) {
    test(`400 for at=${at}`, async ({ request, admin }) => {
      const shop = await approvedShop(request, admin);
      try {
        await expectError(
          await request.get(`/api/farm-shops/${shop.slug}/status?at=${encodeURIComponent(at)}`),
          400,
          /^at: ".*" is not a valid date and time/,
        );
      } finally {
        await removeShop(admin, shop.id);
      }
    });
  }

  test("404 for an unknown or pending shop", async ({ request, admin }) => {
    await expectError(
      await request.get(`/api/farm-shops/no-such-farm-shop/status`),
      404,
      "Farm shop not found",
    );
    const pending = await submitShop(request);
    try {
      await expectError(
        await request.get(`/api/farm-shops/${pending.id}/status`),
        404,
        "Farm shop not found",
      );
    } finally {
      await removeShop(admin, pending.id);
    }
  });
});
