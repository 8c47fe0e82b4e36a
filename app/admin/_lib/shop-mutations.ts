"use client";

import { apiJson, apiRequest } from "@/lib/api-client";
import type { ShopSubmission } from "@/lib/validation/shop";
import { keys, publicLists } from "./queries";
import type { AdminShop } from "./types";
import { useAdminMutation } from "./use-admin-mutation";

const shopLists = [keys.pendingShops, keys.approvedShops, keys.spamShops, ...publicLists.shops];
const path = (id: string) => `/api/admin/farm-shops/${encodeURIComponent(id)}`;

export function useApproveShop() {
  return useAdminMutation({
    mutationFn: (shop: AdminShop) => apiRequest("POST", `${path(shop.id)}/approve`),
    invalidate: shopLists,
    errorMessage: "Failed to approve farm shop. Please try again.",
    success: (shop) => ({ title: "Farm Shop Approved", description: `${shop.name} is now live.` }),
  });
}

export function useRejectShop() {
  return useAdminMutation({
    mutationFn: (shop: AdminShop) => apiRequest("DELETE", `${path(shop.id)}/reject`),
    invalidate: shopLists,
    errorMessage: "Failed to reject farm shop. Please try again.",
    success: (shop) => ({
      title: "Farm Shop Rejected",
      description: `${shop.name} has been removed.`,
    }),
  });
}

export function useDeleteShop() {
  return useAdminMutation({
    mutationFn: (shop: AdminShop) => apiRequest("DELETE", path(shop.id)),
    invalidate: [...shopLists, ...publicLists.events],
    errorMessage: "Failed to delete farm shop. Please try again.",
    success: (shop) => ({
      title: "Farm Shop Deleted",
      description: `${shop.name} has been deleted.`,
    }),
  });
}

export function useUpdateShop() {
  return useAdminMutation({
    mutationFn: ({ id, data }: { id: string; data: ShopSubmission & { keepHoursAsPublished?: boolean } }) =>
      apiJson<AdminShop>("PATCH", path(id), data),
    invalidate: shopLists,
    errorMessage: "Failed to update farm shop. Please try again.",
    success: ({ data }) => ({
      title: "Farm Shop Updated",
      description: `${data.name} has been saved.`,
    }),
  });
}

export function useSetShopFeatured() {
  return useAdminMutation({
    mutationFn: ({ shop, featured }: { shop: AdminShop; featured: boolean }) =>
      apiRequest("PATCH", `${path(shop.id)}/featured`, { featured }),
    invalidate: [keys.approvedShops, ...publicLists.shops],
    errorMessage: "Failed to update featured status. Please try again.",
    success: ({ shop, featured }) => ({
      title: featured ? "Shop Featured" : "Shop Unfeatured",
      description: featured
        ? `${shop.name} is now featured on the home page.`
        : `${shop.name} is no longer featured.`,
    }),
  });
}

export type BulkAction = "approve" | "reject" | "feature" | "unfeature";
export type BulkResult = { action: BulkAction; succeeded: number; failed: { id: string; message: string }[] };

/** One action on many selected shops; the answer says how many were changed and which were not. */
export function useBulkShopAction() {
  return useAdminMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: string[] }) =>
      apiJson<BulkResult>("POST", "/api/admin/farm-shops/bulk", { action, ids }),
    invalidate: [...shopLists, ...publicLists.events],
    errorMessage: "Failed to update the selected shops. Please try again.",
  });
}
