/** The fixed product, service and shop-type lists. Free of server code: forms, pages and tests all use them. */

export const PRODUCT_CATEGORIES = [
  "Vegetables",
  "Fruits",
  "Dairy",
  "Meat",
  "Bakery",
  "Honey",
  "Organic",
  "Preserves",
  "Eggs",
  "Herbs",
  "Flowers",
  "Gifts",
  "Micro Greens",
  "Hampers",
  "Grow Boxes",
] as const;

export const SERVICES = [
  "Online Shopping",
  "Delivery",
  "Cafe",
  "Petting farm",
  "Pick your own",
  "Kids Play area",
  "Seasonal Events",
  "Farm Tours",
  "Farmer Markets",
] as const;

/** The service of farms where visitors pick their own (what's in season highlights them). */
export const PICK_YOUR_OWN: (typeof SERVICES)[number] = "Pick your own";

export const SHOP_TYPES = ["physical", "online", "honesty-box", "farmers-market"] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export const SHOP_TYPE_LABELS: Record<ShopType, string> = {
  physical: "Physical shop",
  online: "Online only",
  "honesty-box": "Honesty box only",
  "farmers-market": "Farmers markets only",
};

/** Badge text; a physical shop has no type badge. */
export const SHOP_TYPE_BADGES: Record<ShopType, string | null> = {
  physical: null,
  online: "Online Only",
  "honesty-box": "Honesty Box only",
  "farmers-market": "Farmers Markets only",
};

export const IMAGE_MAX_BYTES = 5_242_880;
