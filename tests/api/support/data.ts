import type { APIRequestContext } from "@playwright/test";
import { addDays, dublinToday } from "@/lib/time";
import { expect, expectJson, uniqueTag } from "./fixtures";

export type ApiShop = {
  id: string;
  slug: string | null;
  name: string;
  county: string;
  town: string;
  address: string;
  eircode: string | null;
  email: string | null;
  products: string[];
  latitude: string | null;
  longitude: string | null;
  featured: boolean;
  approved: boolean;
  [key: string]: unknown;
};
export type ApiEvent = { id: string; farmShopId: string; name: string; featured: boolean; eventDate: string; [key: string]: unknown };
export type ApiPost = { id: string; slug: string; title: string; published: boolean; featured: boolean; [key: string]: unknown };

const week = {
  monday: { open: "09:00", close: "17:00", closed: false },
  tuesday: { open: "09:00", close: "17:00", closed: false },
  sunday: { open: "", close: "", closed: true },
};

/** A valid submission with a unique name (the tag), in Kerry, with coordinates so that no geocoding is needed. */
export function shopInput(
  patch: Record<string, unknown> = {},
  tag = uniqueTag(),
): Record<string, unknown> & { name: string; email: string } {
  return {
    name: `API Test Farm ${tag}`,
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
    services: ["Cafe"],
    openingHours: week,
    latitude: "52.1412",
    longitude: "-10.2687",
    imageUrl: null,
    imageUrl2: null,
    ...patch,
  } as Record<string, unknown> & { name: string; email: string };
}

export async function submitShop(api: APIRequestContext, patch: Record<string, unknown> = {}): Promise<ApiShop> {
  return expectJson<ApiShop>(await api.post("/api/farm-shops", { data: shopInput(patch) }), 201);
}

export async function approvedShop(api: APIRequestContext, admin: APIRequestContext, patch: Record<string, unknown> = {}): Promise<ApiShop> {
  const shop = await submitShop(api, patch);
  return expectJson<ApiShop>(await admin.post(`/api/admin/farm-shops/${shop.id}/approve`), 200);
}

/** Deletes a test's shop (and its events); a shop already gone is fine. */
export async function removeShop(admin: APIRequestContext, id: string): Promise<void> {
  const res = await admin.delete(`/api/admin/farm-shops/${id}`);
  expect([200, 404]).toContain(res.status());
}

export function eventInput(patch: Record<string, unknown> = {}): Record<string, unknown> {
  const today = dublinToday();
  return {
    name: `API Test Event ${uniqueTag()}`,
    description: "A morning on the farm.",
    eventDate: addDays(today, 3),
    eventTime: "10:00",
    endDate: addDays(today, 3),
    endTime: "13:00",
    websiteUrl: "https://farm.example/events",
    imageUrl: null,
    featured: false,
    ...patch,
  };
}

export function postInput(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `API Test Post ${uniqueTag()}`,
    author: "Test Author",
    excerpt: "A short excerpt.",
    content: "<p>Some <strong>content</strong>.</p>",
    metaDescription: "A meta description.",
    featuredImage: null,
    featured: false,
    published: true,
    ...patch,
  };
}
