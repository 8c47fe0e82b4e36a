import { describe, expect, it } from "vitest";
import { DEFAULT_OPENING_HOURS } from "@/lib/hours/types";
import { countyItemListJsonLd, localBusinessJsonLd } from "@/lib/seo/shop-json-ld";
import { FALLBACK_SHOP_IMAGES } from "@/lib/counties/fallback-images";

const shop = {
  id: "7c1e9a52-3a1b-4c55-9d7e-2f0a1b2c3d4e",
  slug: "ballyroe-farm",
  name: "Ballyroe Farm",
  description: null,
  address: "Ballyroe, Tralee Road",
  town: "Tralee",
  county: "Kerry",
  eircode: null,
  phone: null,
  email: null,
  website: null,
  facebook: null,
  instagram: null,
  imageUrl: null as string | null,
  imageUrl2: null as string | null,
  latitude: null,
  longitude: null,
  openingHours: DEFAULT_OPENING_HOURS,
};

describe("localBusinessJsonLd image", () => {
  it("lists the shop's own photos as absolute addresses", () => {
    const ld = localBusinessJsonLd({ ...shop, imageUrl: "/api/objects/a.jpg", imageUrl2: "https://cdn.example/b.jpg" });
    expect(ld.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/api\/objects\/a\.jpg$/), "https://cdn.example/b.jpg"]);
  });

  it("falls back to the illustration the page shows when the shop has no photo", () => {
    const ld = localBusinessJsonLd(shop);
    const images = ld.image as string[];
    expect(images).toHaveLength(1);
    expect(FALLBACK_SHOP_IMAGES.some((src) => images[0]?.endsWith(src))).toBe(true);
    expect(images[0]).toMatch(/^https?:\/\//);
  });
});

describe("countyItemListJsonLd", () => {
  it("lists each business by name and page; the details stay on that page's entity", () => {
    const full = { ...shop, description: "Eggs.", phone: "066 712 3456", latitude: "52.27", longitude: "-9.70" };
    const ld = countyItemListJsonLd("Kerry", [full]) as { itemListElement: { position: number; item: Record<string, unknown> }[] };
    const entity = localBusinessJsonLd(full);
    expect(ld.itemListElement).toHaveLength(1);
    const [first] = ld.itemListElement;
    expect(first!.position).toBe(1);
    expect(first!.item).toEqual({
      "@type": "LocalBusiness",
      "@id": entity["@id"],
      name: "Ballyroe Farm",
      url: entity.url,
    });
    expect(entity.telephone).toBe("066 712 3456");
  });
});
