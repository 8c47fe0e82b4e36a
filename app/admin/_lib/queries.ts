import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { apiRequest, getJson, isApiError } from "@/lib/api-client";
import type { AdminEvent, AdminPost, AdminShop, CoordinateReport, Page, SlugReport } from "./types";

/** Query keys are the GET paths. */
export const keys = {
  authStatus: ["/api/admin/auth/status"],
  pendingShops: ["/api/admin/farm-shops/pending"],
  approvedShops: ["/api/admin/farm-shops/approved"],
  spamShops: ["/api/admin/farm-shops/spam"],
  shopIdsWithEvents: ["/api/farm-shops/with-events"],
  shopEvents: (shopId: string) => [`/api/farm-shops/${shopId}/events`],
  posts: ["/api/admin/blog-posts"],
  coordinates: ["/api/admin/coordinates"],
  slugs: ["/api/admin/slugs"],
} as const;

/**
 * Lists of other kinds that a change also alters and that an admin screen reads: the "has events"
 * badges. The public pages render on the server and their caches expire by tag, so the admin
 * holds no browser-side copy of the public lists to refresh.
 */
export const publicLists = {
  shops: [],
  events: [keys.shopIdsWithEvents],
  posts: [],
} satisfies Record<string, QueryKey[]>;

function pathOf(key: QueryKey): string {
  return String(key[0]);
}

/** True when signed in; a 401 means signed out rather than an error. */
export const authStatusQuery = () =>
  queryOptions({
    queryKey: keys.authStatus,
    queryFn: async () => {
      try {
        await getJson<unknown>(pathOf(keys.authStatus));
        return true;
      } catch (err) {
        if (isApiError(err, 401)) return false;
        throw err;
      }
    },
  });

/** Query-string parameters of an admin list (q, limit, offset, filters, sort); empty ones are left out. */
export type ListParams = Record<string, string | number | boolean | undefined>;

async function getPage<T>(path: string, params: ListParams): Promise<Page<T>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  const response = await apiRequest("GET", query.size > 0 ? `${path}?${query}` : path);
  return {
    items: (await response.json()) as T[],
    total: Number(response.headers.get("X-Total-Count") ?? 0),
  };
}

// The key starts with the list's path, so that invalidating the path refreshes every page of it.
const shopListQuery = (key: readonly string[]) => (params: ListParams = {}) =>
  queryOptions({
    queryKey: [...key, params],
    queryFn: () => getPage<AdminShop>(pathOf(key), params),
    placeholderData: (previous: Page<AdminShop> | undefined) => previous,
  });

export const pendingShopsQuery = shopListQuery(keys.pendingShops);
export const approvedShopsQuery = shopListQuery(keys.approvedShops);
export const spamShopsQuery = shopListQuery(keys.spamShops);

export const shopIdsWithEventsQuery = () =>
  queryOptions({
    queryKey: keys.shopIdsWithEvents,
    queryFn: () => getJson<string[]>(pathOf(keys.shopIdsWithEvents)),
  });

export const shopEventsQuery = (shopId: string, params: ListParams = {}) =>
  queryOptions({
    queryKey: [...keys.shopEvents(shopId), params],
    queryFn: () => getPage<AdminEvent>(pathOf(keys.shopEvents(shopId)), params),
    placeholderData: (previous: Page<AdminEvent> | undefined) => previous,
  });

export const postsQuery = (params: ListParams = {}) =>
  queryOptions({
    queryKey: [...keys.posts, params],
    queryFn: () => getPage<AdminPost>(pathOf(keys.posts), params),
    placeholderData: (previous: Page<AdminPost> | undefined) => previous,
  });

export const coordinatesQuery = () =>
  queryOptions({
    queryKey: keys.coordinates,
    queryFn: () => getJson<CoordinateReport>(pathOf(keys.coordinates)),
  });

export const slugsQuery = () =>
  queryOptions({ queryKey: keys.slugs, queryFn: () => getJson<SlugReport>(pathOf(keys.slugs)) });
