import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { getJson, isApiError } from "@/lib/api-client";
import type { AdminEvent, AdminPost, AdminShop, CoordinateReport, SlugReport } from "./types";

/** Query keys are the GET paths (spec section 7, "Client data behaviour"). */
export const keys = {
  authStatus: ["/api/admin/auth/status"],
  pendingShops: ["/api/admin/farm-shops/pending"],
  approvedShops: ["/api/admin/farm-shops/approved"],
  shopIdsWithEvents: ["/api/farm-shops/with-events"],
  shopEvents: (shopId: string) => [`/api/farm-shops/${shopId}/events`],
  posts: ["/api/admin/blog-posts"],
  coordinates: ["/api/admin/coordinates"],
  slugs: ["/api/admin/slugs"],
} as const;

/** The public lists spec section 7 ("After changes") refreshes after every change. */
export const publicLists = {
  shops: [["/api/farm-shops"], ["/api/farm-shops/featured"]],
  events: [["/api/events"], ["/api/events/featured"], keys.shopIdsWithEvents],
  posts: [["/api/blog-posts"], ["/api/blog-posts/featured"]],
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

export const pendingShopsQuery = () =>
  queryOptions({
    queryKey: keys.pendingShops,
    queryFn: () => getJson<AdminShop[]>(pathOf(keys.pendingShops)),
  });

export const approvedShopsQuery = () =>
  queryOptions({
    queryKey: keys.approvedShops,
    queryFn: () => getJson<AdminShop[]>(pathOf(keys.approvedShops)),
  });

export const shopIdsWithEventsQuery = () =>
  queryOptions({
    queryKey: keys.shopIdsWithEvents,
    queryFn: () => getJson<string[]>(pathOf(keys.shopIdsWithEvents)),
  });

export const shopEventsQuery = (shopId: string) =>
  queryOptions({
    queryKey: keys.shopEvents(shopId),
    queryFn: () => getJson<AdminEvent[]>(pathOf(keys.shopEvents(shopId))),
  });

export const postsQuery = () =>
  queryOptions({ queryKey: keys.posts, queryFn: () => getJson<AdminPost[]>(pathOf(keys.posts)) });

export const coordinatesQuery = () =>
  queryOptions({
    queryKey: keys.coordinates,
    queryFn: () => getJson<CoordinateReport>(pathOf(keys.coordinates)),
  });

export const slugsQuery = () =>
  queryOptions({ queryKey: keys.slugs, queryFn: () => getJson<SlugReport>(pathOf(keys.slugs)) });
