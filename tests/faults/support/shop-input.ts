import { randomBytes } from "node:crypto";

/** A valid submission with a unique name, with coordinates (no geocoding needed). */
export function faultShopInput(patch: Record<string, unknown> = {}): Record<string, unknown> & { name: string; email: string } {
  const tag = randomBytes(4).toString("hex");
  return {
    name: `Fault Test Farm ${tag}`,
    shopType: "physical",
    county: "Kerry",
    town: "Dingle",
    address: `${tag} Ballyroe Road`,
    eircode: "V92 X2Y3",
    phone: "+353 66 915 0000",
    email: `owner-${tag}@example.com`,
    website: "https://farm.example",
    description: "Vegetables and eggs.",
    products: ["Vegetables", "Eggs"],
    services: [],
    openingHours: { monday: { open: "09:00", close: "17:00", closed: false } },
    latitude: "52.1412",
    longitude: "-10.2687",
    imageUrl: null,
    imageUrl2: null,
    ...patch,
  };
}
