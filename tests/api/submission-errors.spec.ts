import { test, expect, expectError, expectJson } from "./support/fixtures";
import { removeShop, shopInput, type ApiShop } from "./support/data";

const PRODUCTS = "Please select at least one product category";

test.describe("POST /api/farm-shops validation", () => {
  const cases: [string, Record<string, unknown>, string | RegExp, string?][] = [
    ["no products", { products: [] }, PRODUCTS, "products"],
    ["products missing", { products: undefined }, PRODUCTS, "products"],
    ["products not a list", { products: "Eggs" }, PRODUCTS, "products"],
    ["name blank", { name: "   " }, "Shop name is required", "name"],
    ["name a number", { name: 42 }, "Shop name must be text", "name"],
    ["name too long", { name: "x".repeat(121) }, "Shop name must be at most 120 characters", "name"],
    ["unknown county", { county: "Atlantis" }, /^County must be one of/, "county"],
    ["unknown shop type", { shopType: "castle" }, "Choose a shop type", "shopType"],
    ["BT postcode in the Republic", { eircode: "BT74 6AB" }, /Enter a valid Eircode/, "eircode"],
    ["Eircode in the North", { county: "Fermanagh", eircode: "F94 X2Y3" }, /Enter a valid BT postcode/, "eircode"],
    ["malformed Eircode", { eircode: "12345" }, /Enter a valid Eircode/, "eircode"],
    ["bad email", { email: "not-an-email" }, "Enter a valid email address", "email"],
    ["script URL", { website: "javascript:alert(1)" }, /Website must be a valid web address/, "website"],
    ["closing before opening", { openingHours: { monday: { open: "17:00", close: "09:00", closed: false } } }, "Closing time must be after opening time", "openingHours.monday.close"],
    ["time not HH:MM", { openingHours: { monday: { open: "9am", close: "17:00", closed: false } } }, "Opening time must be HH:MM", "openingHours.monday.open"],
    ["unknown day", { openingHours: { funday: { open: "09:00", close: "17:00", closed: false } } }, /keyed by day name/, "openingHours"],
    ["latitude out of range", { latitude: "123" }, /Latitude must be a number between -90 and 90/, "latitude"],
    ["image from elsewhere", { imageUrl: "javascript:alert(1)" }, "Image must be an uploaded image address", "imageUrl"],
    ["description too long", { description: "x".repeat(2001) }, "Description must be at most 2000 characters", "description"],
  ];

  for (const [label, patch, message, path] of cases) {
    test(`400: ${label}`, async ({ request }) => {
      const body = await expectError(await request.post("/api/farm-shops", { data: shopInput(patch) }), 400, message);
      expect(body.error).toBe(body.message);
      expect(body.issues?.map((i) => i.path)).toContain(path);
    });
  }

  test("400 lists every issue at once", async ({ request }) => {
    const body = await expectError(await request.post("/api/farm-shops", { data: { products: [] } }), 400);
    expect(body.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(["name", "county", "town", "address", "products"]));
  });

  const bodies: [string, string, Record<string, string>, number, string | RegExp][] = [
    ["malformed JSON", '{"name": "Farm",', { "Content-Type": "application/json" }, 400, "Malformed JSON in the request body"],
    ["a JSON list", "[1, 2]", { "Content-Type": "application/json" }, 400, "The request body must be a JSON object"],
    ["JSON null", "null", { "Content-Type": "application/json" }, 400, "The request body must be a JSON object"],
    ["an empty body", "", { "Content-Type": "application/json" }, 400, "The request body must be a JSON object"],
    ["a form post", "name=Farm&county=Kerry", { "Content-Type": "application/x-www-form-urlencoded" }, 415, /Content-Type: application\/json/],
    ["text/plain (a cross-site form)", JSON.stringify(shopInput()), { "Content-Type": "text/plain" }, 415, /application\/json/],
  ];
  for (const [label, data, headers, status, message] of bodies) {
    test(`${status}: ${label}`, async ({ request }) => {
      await expectError(await request.post("/api/farm-shops", { data: Buffer.from(data), headers }), status, message);
    });
  }

  test("413: a JSON body over 1 MB", async ({ request }) => {
    const data = JSON.stringify(shopInput({ description: "x".repeat(1_100_000) }));
    await expectError(await request.post("/api/farm-shops", { data: Buffer.from(data), headers: { "Content-Type": "application/json" } }), 413, /larger than/);
  });

  test("201: normalises what it accepts (trimmed text, upper-case Eircode with its space, https website, blanks as null)", async ({ request, admin }) => {
    const shop = await expectJson<ApiShop>(
      await request.post("/api/farm-shops", {
        data: shopInput({ name: "  Spacey Farm  ", eircode: "v92x2y3", website: "www.farm.example", phone: "", instagram: "", county: "kerry", products: ["Eggs", "Eggs"] }),
      }),
      201,
    );
    try {
      expect(shop).toMatchObject({ name: "Spacey Farm", eircode: "V92 X2Y3", website: "https://www.farm.example", phone: null, instagram: null, county: "Kerry", products: ["Eggs"] });
    } finally {
      await removeShop(admin, shop.id);
    }
  });
});
