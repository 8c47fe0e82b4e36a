import { type PRODUCT_CATEGORIES, SERVICES, type ShopType } from "@/lib/catalog";
import { slugify } from "@/lib/slug";
import type { SeedShop } from "@/lib/db/seed-data/types";
import { phoneFor, pointNear, postcodeFor } from "./contact";
import { honestyBoxHours, marketHours, officeHours, shopHours } from "./hours";
import { FAMILY_NAMES, FIRST_NAMES, LANDSCAPE, PRODUCE_WORDS, townland } from "./names";
import { PLACES, type Place, type Town } from "./places";
import { createRng, mixSeed, type Rng } from "./random";
import { EVENT_TEMPLATES, describeShop } from "./text";

/** A generated shop: the demo's shape plus a deterministic id (see generatedShopId). */
export type GeneratedShop = SeedShop & { id: string };
export type GeneratedEvent = {
  farmShopId: string;
  name: string;
  description: string;
  startOffsetDays: number;
  endOffsetDays: number | null;
  eventTime: string;
  endTime: string;
  websiteUrl: string | null;
};

export const DEFAULT_GENERATOR_SEED = 20_000;

/**
 * Generated rows carry ids under one fixed prefix, so that a re-run recognises them (and skips
 * them) and "N shops in total" can tell them from demo and real rows. Still valid UUID text.
 */
export const GENERATED_ID_PREFIX = "5eed0000-0000-4000-8000-";
export const generatedShopId = (index: number) =>
  `${GENERATED_ID_PREFIX}${index.toString(16).padStart(12, "0")}`;

/** Shop types in the demo's proportions (89 / 13 / 10 / 7 of 119). */
const TYPE_WEIGHTS: Record<ShopType, number> = {
  physical: 75,
  "honesty-box": 11,
  "farmers-market": 8,
  online: 6,
};
/** How common each product is besides Honey, which is decided on its own (about one in three). */
const PRODUCT_WEIGHTS: Partial<Record<(typeof PRODUCT_CATEGORIES)[number], number>> = {
  Vegetables: 5,
  Eggs: 4,
  Meat: 3,
  Fruits: 3,
  Preserves: 3,
  Dairy: 2,
  Bakery: 2,
  Organic: 2,
  Herbs: 1.5,
  Flowers: 1.5,
  Gifts: 1,
  Hampers: 1,
  "Micro Greens": 0.5,
  "Grow Boxes": 0.5,
};
export const HONEY_SHARE = 0.33;
const PENDING_SHARE = 0.02;
const FEATURED_SHARE = 0.01;
const EVENT_SHARE = 0.05;

/** Farm shops follow people, but less than one-for-one: Dublin gets ~8%, not 20%. */
const countyWeight = (p: Place) => p.population ** 0.75;

function pickPlace(rng: Rng, index: number): Place {
  // The first 32 rows visit every county once, so even a small set covers the island.
  return PLACES[index] ?? rng.weighted(PLACES, countyWeight);
}

function pickProducts(rng: Rng, type: ShopType): string[] {
  const honey = rng.chance(HONEY_SHARE);
  const base: string[] =
    type === "honesty-box"
      ? ["Eggs", "Vegetables"]
      : type === "farmers-market"
        ? ["Vegetables", "Bakery"]
        : [];
  const count =
    type === "honesty-box" ? rng.int(2, 4) : type === "physical" ? rng.int(1, 6) : rng.int(3, 6);
  const out = new Set<string>(honey ? ["Honey", ...base] : base);
  const pool = Object.keys(PRODUCT_WEIGHTS) as (keyof typeof PRODUCT_WEIGHTS)[];
  while (out.size < count)
    out.add(rng.weighted(pool, (p) => (out.has(p) ? 0 : (PRODUCT_WEIGHTS[p] ?? 0))));
  return [...out].slice(0, count);
}

function pickServices(rng: Rng, type: ShopType): string[] {
  if (type === "online") return ["Online Shopping", "Delivery"];
  if (type === "farmers-market") return ["Farmer Markets"];
  if (type === "honesty-box") return [];
  return rng.sample(
    SERVICES,
    rng.weighted([0, 1, 2, 3], (n) => [3, 4, 2, 1][n] ?? 0),
  );
}

function shopName(
  rng: Rng,
  type: ShopType,
  town: Town,
  family: string,
  place: string,
  products: string[],
): string {
  const words = products.flatMap((p) => PRODUCE_WORDS[p] ?? []);
  const produce = words.length > 0 ? rng.pick(words) : "Farm";
  const first = rng.pick(FIRST_NAMES);
  // Townland-based names dominate, as they do on real farm-gate signs; family and first-name
  // ones repeat across the country (every county has a Murphy's), which slugs must cope with.
  const options: Record<ShopType, string[]> = {
    physical: [
      `${family}'s Farm Shop`,
      `${place} Farm Shop`,
      `${place} ${produce}`,
      `${place} ${produce}`,
      `${rng.pick(LANDSCAPE)} ${produce}`,
      `${first}'s Kitchen Garden at ${place}`,
      `${place} House Farm`,
      `The ${place} Larder`,
      `${family} Family Farm`,
      `${family}'s of ${place}`,
    ],
    "honesty-box": [
      `The Honesty Hut at ${place}`,
      `${place} Honesty Box`,
      `${first}'s Honesty Box at ${place} Cross`,
    ],
    "farmers-market": [
      `${town.name} Farmers' Market`,
      `${town.name} Country Market`,
      `${place} Growers' Market`,
    ],
    online: [
      `${place} Veg Box Co.`,
      `${family} Hampers`,
      `${rng.pick(LANDSCAPE)} Food Box`,
      `${place} Farm Boxes`,
    ],
  };
  return rng.pick(options[type]);
}

function addressFor(rng: Rng, town: Town, place: Place, farm: string): string {
  const other = rng.pick(place.towns).name;
  const road =
    other !== town.name && rng.chance(0.7)
      ? `${other} Road`
      : rng.pick(["Old Mill Road", "Church Lane", "Bog Road", "Chapel Road", "Back Road"]);
  return `${farm}, ${road}, ${town.name}`;
}

/** Online handle for web, mail and social addresses: "ballyroefarmshop". */
const handleFor = (name: string) => slugify(name).replace(/-/g, "").slice(0, 30) || "farmshop";

/**
 * Shop number `index` of the generated set. Pure and deterministic: the same (index, seed)
 * always gives the same shop. `avoidNames` (the demo's names) are never reused, because the demo
 * seeding matches its rows by name.
 */
export function generateShop(
  index: number,
  seed = DEFAULT_GENERATOR_SEED,
  avoidNames?: ReadonlySet<string>,
): GeneratedShop {
  const rng = createRng(mixSeed(seed, index));
  const place = pickPlace(rng, index);
  const town = rng.pick(place.towns);
  const type = rng.weighted(Object.keys(TYPE_WEIGHTS) as ShopType[], (t) => TYPE_WEIGHTS[t]);
  const products = pickProducts(rng, type);
  const services = pickServices(rng, type);
  const family = rng.pick(FAMILY_NAMES);
  const farm = townland(rng);
  let name = shopName(rng, type, town, family, farm, products);
  for (let tries = 0; avoidNames?.has(name) && tries < 5; tries++)
    name = shopName(rng, type, town, family, townland(rng), products);
  if (avoidNames?.has(name)) name = `${name} at ${town.name}`;

  const handle = handleFor(name);
  const online = type === "online";
  const unlocated = online && rng.chance(0.25);
  const point = unlocated ? null : pointNear(rng, town);
  const approved = !rng.chance(PENDING_SHARE);
  const website = rng.chance(online ? 1 : 0.55) ? `https://${handle}.example` : null;
  return {
    id: generatedShopId(index),
    name,
    county: place.county,
    town: town.name,
    address: addressFor(rng, town, place, type === "physical" ? `${farm} Farm` : farm),
    eircode: unlocated ? null : postcodeFor(rng, place.county, town),
    phone: type === "honesty-box" && rng.chance(0.8) ? null : phoneFor(rng, place.county, town),
    email: rng.chance(0.8)
      ? `${rng.pick(["hello", "info", "shop", "orders"])}@${handle}.example`
      : null,
    website,
    facebook: rng.chance(0.6) ? `https://facebook.com/${handle}` : null,
    instagram: rng.chance(0.35) ? `https://instagram.com/${handle}` : null,
    description: describeShop(rng, {
      town: town.name,
      county: place.county,
      family,
      place: farm,
      products,
      services,
    }),
    shopType: type,
    products,
    services,
    openingHours:
      type === "honesty-box"
        ? honestyBoxHours()
        : type === "online"
          ? officeHours()
          : type === "farmers-market"
            ? marketHours(rng)
            : shopHours(rng),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    featured: approved && rng.chance(FEATURED_SHARE),
    approved,
    // No photos: the pages show the bundled fallback images, as for every demo shop.
    imageUrl: null,
  };
}

/** About one approved shop in twenty has an event, dated relative to the seeding day. */
export function generateEvents(
  shop: GeneratedShop,
  index: number,
  seed = DEFAULT_GENERATOR_SEED,
): GeneratedEvent[] {
  const rng = createRng(mixSeed(seed ^ 0x5eed, index));
  if (!shop.approved || !rng.chance(EVENT_SHARE)) return [];
  const template = rng.pick(EVENT_TEMPLATES);
  const start = rng.int(-30, 90);
  return [
    {
      farmShopId: shop.id,
      name: template.name,
      description: template.description,
      startOffsetDays: start,
      endOffsetDays: template.days > 0 ? start + template.days : null,
      eventTime: template.time,
      endTime: template.end,
      websiteUrl: shop.website ? `${shop.website}/events` : null,
    },
  ];
}
