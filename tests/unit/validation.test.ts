import { describe, expect, it } from "vitest";
import { PRODUCTS_REQUIRED_MESSAGE, shopSubmissionSchema } from "@/lib/validation/shop";
import { eventInputSchema } from "@/lib/validation/event";
import { blogPostInputSchema } from "@/lib/validation/post";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";

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
    [{ openingHours: { monday: { open: "17:00", close: "09:00", closed: false } } }, "Closing time must be after opening time"],
    [{ openingHours: { monday: { open: "9am", close: "17:00", closed: false } } }, "Opening time must be HH:MM"],
    [{ openingHours: { funday: { open: "09:00", close: "17:00", closed: false } } }, "keyed by day name"],
    [{ imageUrl: "/uploads/../../etc/passwd" }, "must be an uploaded image address"],
    [{ latitude: "91" }, "Latitude must be a number between"],
    [{ description: "x".repeat(2001) }, "Description must be at most 2000 characters"],
  ])("rejects %j", (patch, message) => {
    const found = messages(shopSubmissionSchema.safeParse({ ...valid, ...patch }));
    expect(found.some((m) => m.includes(message))).toBe(true);
  });

  it("empties the times of a closed day", () => {
    const shop = shopSubmissionSchema.parse({ ...valid, openingHours: { sunday: { open: "10:00", close: "12:00", closed: true } } });
    expect(shop.openingHours.sunday).toEqual({ open: "", close: "", closed: true });
  });
});

describe("event schema", () => {
  const event = { name: "Apple Day", description: "Pressing apples", eventDate: "2026-10-03", eventTime: "10:00" };
  it("accepts a single-day event and blanks as null", () => {
    expect(eventInputSchema.parse({ ...event, endDate: "", endTime: "" })).toMatchObject({ endDate: null, endTime: null, featured: false });
  });
  it.each([
    [{ eventDate: "2026-02-30" }, "Start date must be a date"],
    [{ eventTime: "25:00" }, "Start time must be HH:MM"],
    [{ endDate: "2026-10-01" }, "End date must be on or after the start date"],
    [{ endTime: "09:00" }, "End time must be after the start time"],
    [{ name: "" }, "Event name is required"],
  ])("rejects %j", (patch, message) => {
    expect(messages(eventInputSchema.safeParse({ ...event, ...patch })).some((m) => m.includes(message))).toBe(true);
  });
});

describe("blog post schema", () => {
  const post = { title: "T", author: "A", excerpt: "E", content: "C" };
  it("defaults published true and featured false", () => {
    expect(blogPostInputSchema.parse(post)).toMatchObject({ published: true, featured: false, metaDescription: "" });
  });
  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(201) }, "Title must be less than 200 characters"],
    [{ author: "x".repeat(101) }, "Author must be less than 100 characters"],
    [{ excerpt: "x".repeat(301) }, "Excerpt must be less than 300 characters"],
    [{ content: "  " }, "Content is required"],
    [{ metaDescription: "x".repeat(161) }, "Meta description must be less than 160 characters"],
  ])("rejects %j", (patch, message) => {
    expect(messages(blogPostInputSchema.safeParse({ ...post, ...patch }))).toContain(message);
  });
});
