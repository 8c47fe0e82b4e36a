import { describe, expect, it } from "vitest";
import { adminShopUpdateSchemaFor, ownerShopUpdateSchemaFor, PRODUCTS_REQUIRED_MESSAGE, shopSubmissionSchema, shopUpdateSchemaFor } from "@/lib/validation/shop";

const adminShopUpdateSchema = adminShopUpdateSchemaFor(null);
const ownerShopUpdateSchema = ownerShopUpdateSchemaFor(null);
import { eventInputSchema } from "@/lib/validation/event";
import { blogPostInputSchema } from "@/lib/validation/post";
import { bulkShopActionSchema } from "@/lib/validation/bulk";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { formatIssues, parseWith } from "@/lib/validation/parse";
import { z } from "@/lib/validation/zod";

const valid = {
  name: "Ballyroe Farm Shop",
  shopType: "physical",
  county: "kerry",
  town: "Tralee",
  address: "Ballyroe, Tralee",
  eircode: "v92 x2y3",
  email: "",
  website: "ballyroe.example",
  products: ["Vegetables", "Eggs", "Eggs"],
  services: [],
  openingHours: DEFAULT_OPENING_HOURS,
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe("shop submission schema", () => {
  it("normalises a valid submission", () => {
    const shop = shopSubmissionSchema.parse({ ...valid, id: "x", slug: "y", featured: true, approved: true });
    expect(shop.county).toBe("Kerry");
    expect(shop.eircode).toBe("V92 X2Y3");
    expect(shop.email).toBeNull();
    expect(shop.website).toBe("https://ballyroe.example");
    expect(shop.products).toEqual(["Vegetables", "Eggs"]);
    expect(shop).not.toHaveProperty("featured");
    expect(shop).not.toHaveProperty("approved");
    expect(shop).not.toHaveProperty("slug");
  });

  it("requires at least one product with the form's message", () => {
    expect(messages(shopSubmissionSchema.safeParse({ ...valid, products: [] }))).toContain(PRODUCTS_REQUIRED_MESSAGE);
    expect(messages(shopSubmissionSchema.safeParse({ ...valid, products: undefined }))).toContain(PRODUCTS_REQUIRED_MESSAGE);
  });

  it.each([
    [{ name: " " }, "Shop name is required"],
    [{ county: "Atlantis" }, "County must be one of"],
    [{ shopType: "castle" }, "Choose a shop type"],
    [{ eircode: "BT74 6AB" }, "Enter a valid Eircode"],
    [{ county: "Fermanagh", eircode: "F94 X2Y3" }, "Enter a valid BT postcode"],
    [{ email: "not-an-email" }, "Enter a valid email address"],
    [{ website: "javascript:alert(1)" }, "Website must be a valid web address"],
    [{ website: "notaurl" }, "Website must be a valid web address"],
    [{ website: "http://192.168.1.20/shop" }, "Website must be a valid web address"],
    [{ facebook: "https://facebook" }, "Facebook link must be a valid web address"],
    [{ openingHours: { monday: { open: "17:00", close: "09:00", closed: false } } }, "Closing time must be after opening time"],
    [{ openingHours: { monday: { open: "9am", close: "17:00", closed: false } } }, "Opening time must be HH:MM"],
    [{ openingHours: { funday: { open: "09:00", close: "17:00", closed: false } } }, "keyed by day name"],
    [{ imageUrl: "/uploads/../../etc/passwd" }, "must be an uploaded image address"],
    [{ latitude: "91" }, "Latitude must be a number between"],
    [{ latitude: "51.805000000999996" }, "Latitude may have at most 10 decimal places"],
    [{ description: "x".repeat(2001) }, "Description must be at most 2000 characters"],
  ])("rejects %j", (patch, message) => {
    const found = messages(shopSubmissionSchema.safeParse({ ...valid, ...patch }));
    expect(found.some((m) => m.includes(message))).toBe(true);
  });

  it("holds a point to the island of Ireland, with both coordinates or neither", () => {
    const issuesOf = (schema: typeof shopSubmissionSchema | typeof adminShopUpdateSchema, latitude: unknown, longitude: unknown) =>
      schema.safeParse({ ...valid, latitude, longitude }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    for (const schema of [shopSubmissionSchema, adminShopUpdateSchema]) {
      // Malin Head, Mizen Head, Slyne Head, Burr Point: the island's ends.
      for (const [lat, lon] of [["55.3816", "-7.3743"], ["51.4500", "-9.8180"], ["53.4000", "-10.2350"], ["54.4830", "-5.4330"]]) {
        expect(issuesOf(schema, lat, lon), `${lat},${lon}`).toEqual([]);
      }
      expect(issuesOf(schema, null, "")).toEqual([]);
      expect(issuesOf(schema, "-8.2911", "53.9801")).toEqual([
        "latitude: Latitude and longitude look swapped: in Ireland latitude is about 51 to 55.5 and longitude about -11 to -5",
      ]);
      expect(issuesOf(schema, "51.5", "-0.12")).toEqual([
        "latitude: This point is not in Ireland: latitude must be between 51.2 and 55.5, longitude between -11 and -5.2",
      ]);
      expect(issuesOf(schema, "53.98", "")).toEqual(["longitude: Give both latitude and longitude, or neither"]);
      expect(issuesOf(schema, "", "-8.29")).toEqual(["latitude: Give both latitude and longitude, or neither"]);
    }
    // An owner cannot change the point: an old one outside the box does not block their edit.
    expect(ownerShopUpdateSchema.safeParse({ ...valid, latitude: "51.5", longitude: "-0.12" }).success).toBe(true);
  });

  it("takes back a day kept as stored that the forms cannot write (24/7, past midnight), and no other", () => {
    const stored = {
      monday: { open: "00:00", close: "00:00", closed: false },
      friday: { open: "18:00", close: "02:00", closed: false },
      saturday: { open: "09:00", close: "17:00", closed: false },
    };
    for (const schema of [shopUpdateSchemaFor(stored), adminShopUpdateSchemaFor(stored), ownerShopUpdateSchemaFor(stored)]) {
      expect(schema.parse({ ...valid, openingHours: stored }).openingHours).toEqual(stored);
      // Changed, the day follows the forms' rule again.
      const changed = schema.safeParse({ ...valid, openingHours: { ...stored, friday: { open: "19:00", close: "02:00", closed: false } } });
      expect(messages(changed)).toEqual(["Closing time must be after opening time"]);
      // Another day cannot take the stored day's hours.
      expect(messages(schema.safeParse({ ...valid, openingHours: { tuesday: stored.monday } }))).toEqual(["Closing time must be after opening time"]);
    }
    // Without stored hours (a submission, an import's row): refused.
    expect(messages(shopSubmissionSchema.safeParse({ ...valid, openingHours: stored }))).toEqual([
      "Closing time must be after opening time",
      "Closing time must be after opening time",
    ]);
  });

  it("empties the times of a closed day", () => {
    const shop = shopSubmissionSchema.parse({ ...valid, openingHours: { sunday: { open: "10:00", close: "12:00", closed: true } } });
    expect(shop.openingHours.sunday).toEqual({ open: "", close: "", closed: true });
  });
});

describe("web addresses", () => {
  it.each(["https://farm.ie", "http://www.farm.co.uk/shop?x=1", "ballyroe.example", "https://xn--feirm-bta.ie/"])("accepts %s", (website) => {
    expect(shopSubmissionSchema.safeParse({ ...valid, website }).success).toBe(true);
  });
});

describe("event schema", () => {
  const event = { name: "Apple Day", description: "Pressing apples", eventDate: "2026-10-03", eventTime: "10:00" };
  it("accepts the hours either side of the clocks going forward, and the hour repeated when they go back", () => {
    for (const eventTime of ["00:59", "02:00"]) expect(eventInputSchema.safeParse({ ...event, eventDate: "2027-03-28", eventTime }).success).toBe(true);
    // 31 October 2027: 01:00–01:59 comes twice; both are real times.
    expect(eventInputSchema.safeParse({ ...event, eventDate: "2027-10-31", eventTime: "01:30" }).success).toBe(true);
    // Another year's last Sunday of March: 29 March 2026.
    expect(eventInputSchema.safeParse({ ...event, eventDate: "2026-03-29", eventTime: "01:15" }).success).toBe(false);
    expect(eventInputSchema.safeParse({ ...event, eventDate: "2026-03-22", eventTime: "01:15" }).success).toBe(true);
  });
  it("an empty start date or time is said to be required, once", () => {
    expect(messages(eventInputSchema.safeParse({ ...event, eventDate: "", eventTime: " " }))).toEqual(["Start date is required", "Start time is required"]);
  });
  it("accepts a single-day event and blanks as null", () => {
    const parsed = eventInputSchema.parse({ ...event, endDate: "", endTime: "" });
    expect(parsed).toMatchObject({ endDate: null, endTime: null });
    // Left out, `featured` stays out: the table's default for a new event, the stored mark on an edit.
    expect(parsed.featured).toBeUndefined();
    expect(eventInputSchema.parse({ ...event, featured: true }).featured).toBe(true);
  });
  it.each([
    [{ eventDate: "2026-02-30" }, "Start date must be a date"],
    [{ eventDate: "0000-01-01" }, "Start date must be a date"],
    [{ eventTime: "25:00" }, "Start time must be HH:MM"],
    [{ endDate: "2026-10-01" }, "End date must be on or after the start date"],
    [{ endTime: "09:00" }, "End time must be after the start time"],
    [{ name: "" }, "Event name is required"],
    // 28 March 2027: the Irish clock goes from 01:00 to 02:00.
    [{ eventDate: "2027-03-28", eventTime: "01:30" }, "Start time 01:30 does not exist on 28 March 2027: the clocks go forward from 01:00 to 02:00"],
    [{ eventDate: "2027-03-28", eventTime: "01:00" }, "Start time 01:00 does not exist on 28 March 2027"],
    [{ eventDate: "2027-03-27", eventTime: "22:00", endDate: "2027-03-28", endTime: "01:59" }, "End time 01:59 does not exist on 28 March 2027"],
  ])("rejects %j", (patch, message) => {
    expect(messages(eventInputSchema.safeParse({ ...event, ...patch })).some((m) => m.includes(message))).toBe(true);
  });
});

describe("bulk shop action schema", () => {
  it("drops repeated ids before counting them against the limit of 200", () => {
    expect(bulkShopActionSchema.parse({ action: "approve", ids: Array.from({ length: 300 }, () => "a") })).toEqual({ action: "approve", ids: ["a"] });
    expect(messages(bulkShopActionSchema.safeParse({ action: "approve", ids: Array.from({ length: 201 }, (_, i) => `id-${i}`) }))).toContain("At most 200 shops at a time");
    expect(messages(bulkShopActionSchema.safeParse({ action: "approve", ids: [] }))).toContain("Select at least one shop");
    expect(messages(bulkShopActionSchema.safeParse({ action: "approve", ids: [5] }))).toContain("ids must be shop ids");
  });
});

describe("blog post schema", () => {
  const post = { title: "T", author: "A", excerpt: "E", content: "C" };
  it("leaves published and featured out when they are not given (the table's defaults on create, the post's own on an edit)", () => {
    const parsed = blogPostInputSchema.parse(post);
    expect(parsed).toMatchObject({ metaDescription: "" });
    expect(parsed.published).toBeUndefined();
    expect(parsed.featured).toBeUndefined();
    expect(blogPostInputSchema.parse({ ...post, published: false, featured: true })).toMatchObject({ published: false, featured: true });
  });
  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(201) }, "Title must be less than 200 characters"],
    [{ author: "x".repeat(101) }, "Author must be less than 100 characters"],
    [{ excerpt: "x".repeat(301) }, "Excerpt must be less than 300 characters"],
    [{ content: "  " }, "Content is required"],
    [{ metaDescription: "x".repeat(161) }, "Meta description must be less than 160 characters"],
    [{ publishDate: "0000-01-01T00:00:00Z" }, "Publish date must be an ISO date-time"],
  ])("rejects %j", (patch, message) => {
    expect(messages(blogPostInputSchema.safeParse({ ...post, ...patch }))).toContain(message);
  });
});

describe("the API's list of issues", () => {
  it("names each problem once, even when a wrong type fails two checks", () => {
    expect(formatIssues(shopSubmissionSchema.safeParse({ ...valid, town: [] }).error ?? new z.ZodError([]))).toEqual([{ path: "town", message: "Town/City must be text" }]);
  });
});

describe("messages a schema does not name", () => {
  const schema = z
    .object({
      products: z.array(z.string().trim().min(1)).max(2),
      choices: z.record(z.string(), z.string()),
      n: z.number().int().min(0),
      kind: z.enum(["a", "b"]),
      when: z.iso.date(),
      deep: z.object({ list: z.array(z.object({ ok: z.boolean() })) }),
      named: z.string("named must be text"),
      byLine: z.record(z.string().regex(/^\d+$/, "Lines are whole numbers"), z.string()).optional(),
    })
    .strict();
  const valid = { products: ["x"], choices: {}, n: 1, kind: "a", when: "2026-11-29", deep: { list: [{ ok: true }] }, named: "x" };
  const issues = (patch: Record<string, unknown>) => {
    try {
      parseWith(schema, { ...valid, ...patch });
      return [];
    } catch (err) {
      return (err as { extra: { issues: { path: string; message: string }[] } }).extra.issues.map((i) => i.message);
    }
  };
  it.each([
    [{ products: [" "] }, "products[0] must not be empty"],
    [{ products: ["a", "b", "c"] }, "products must have at most 2 entries"],
    [{ choices: [1] }, "choices must be an object"],
    [{ n: "x" }, "n must be a number"],
    [{ n: 1.5 }, "n must be a whole number"],
    [{ n: -1 }, "n must be at least 0"],
    [{ kind: "c" }, "kind must be one of: a, b"],
    [{ when: "soon" }, "when is not a valid date"],
    [{ deep: { list: [{ ok: "yes" }] } }, "deep.list[0].ok must be true or false"],
    [{ n: undefined }, "n is required"],
    [{ extra: 1 }, "Unknown field: extra"],
    // A schema's own message stands, also one on a record's keys.
    [{ named: 5 }, "named must be text"],
    [{ byLine: { two: "x" } }, "Lines are whole numbers"],
  ])("%j → %s", (patch, message) => {
    expect(issues(patch)).toEqual([message]);
  });
});
