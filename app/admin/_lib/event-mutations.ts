"use client";

import { apiJson, apiRequest } from "@/lib/api-client";
import type { EventData } from "@/lib/validation/event";
import { keys, publicLists } from "./queries";
import type { AdminEvent } from "./types";
import { useAdminMutation } from "./use-admin-mutation";

const lists = (shopId: string) => [keys.shopEvents(shopId), ...publicLists.events];
const path = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export function useCreateEvent(shopId: string) {
  return useAdminMutation({
    mutationFn: (data: EventData) =>
      apiJson<AdminEvent>(
        "POST",
        `/api/admin/farm-shops/${encodeURIComponent(shopId)}/events`,
        data,
      ),
    invalidate: lists(shopId),
    errorMessage: "Failed to create event. Please try again.",
    success: (data) => ({ title: "Event Created", description: `${data.name} has been added.` }),
  });
}

export function useUpdateEvent(shopId: string) {
  return useAdminMutation({
    mutationFn: ({ id, data }: { id: string; data: EventData }) =>
      apiJson<AdminEvent>("PATCH", path(id), data),
    invalidate: lists(shopId),
    errorMessage: "Failed to update event. Please try again.",
    success: ({ data }) => ({
      title: "Event Updated",
      description: `${data.name} has been saved.`,
    }),
  });
}

export function useDeleteEvent(shopId: string) {
  return useAdminMutation({
    mutationFn: (event: AdminEvent) => apiRequest("DELETE", path(event.id)),
    invalidate: lists(shopId),
    errorMessage: "Failed to delete event. Please try again.",
    success: (event) => ({
      title: "Event Deleted",
      description: `${event.name} has been deleted.`,
    }),
  });
}

export function useSetEventFeatured(shopId: string) {
  return useAdminMutation({
    mutationFn: ({ event, featured }: { event: AdminEvent; featured: boolean }) =>
      apiRequest("PATCH", `${path(event.id)}/featured`, { featured }),
    invalidate: lists(shopId),
    errorMessage: "Failed to update featured status. Please try again.",
    success: ({ event, featured }) => ({
      title: featured ? "Event Featured" : "Event Unfeatured",
      description: `${event.name} ${featured ? "is now featured" : "is no longer featured"}.`,
    }),
  });
}
