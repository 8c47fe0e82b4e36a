"use client";

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarX } from "lucide-react";
import { inputClass } from "@/components/forms/field";
import { approvedShopsQuery, shopEventsQuery } from "../../_lib/queries";
import { useDeleteEvent, useSetEventFeatured } from "../../_lib/event-mutations";
import type { AdminEvent } from "../../_lib/types";
import { EmptyState, LoadError } from "../list-states";
import { ManagedList, useManagedList } from "../managed-list";
import { EventForm } from "./event-form";
import { EventItem } from "./event-item";
import { useLeaveGuard, type LeaveGuard } from "@/components/ui/use-unsaved-changes";

/** 'Event Management': pick an approved shop, then create, edit, feature and delete its events. */
export function EventsTab() {
  // The 200 most recently changed approved shops, or the first 200 that match what is typed in
  // "Find a shop": a directory of 20,000 shops never fills one dropdown.
  const [find, setFind] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(find.trim()), 300);
    return () => clearTimeout(timer);
  }, [find]);
  const shops = useQuery(approvedShopsQuery(term ? { q: term, limit: 200 } : { sort: "recent", limit: 200 }));
  const [shopId, setShopId] = useState("");
  // One guard over the event form below: choosing another shop remounts it, as Cancel and Edit do.
  const guard = useLeaveGuard();
  return (
    <section aria-labelledby="events-heading" className="space-y-6">
      <div>
        <h2 id="events-heading" className="text-xl font-semibold text-stone-900">
          Event Management
        </h2>
        <p className="text-sm text-stone-600">
          Events appear on /events and on the shop&apos;s page.
        </p>
      </div>
      <div className="max-w-xl space-y-1">
        <label htmlFor="event-shop-find" className="block text-sm font-medium text-stone-800">
          Find a shop
        </label>
        <input
          id="event-shop-find"
          type="search"
          className={inputClass}
          placeholder="Name, town, county, email, phone or Eircode"
          value={find}
          onChange={(e) => setFind(e.target.value)}
        />
      </div>
      <div className="max-w-xl space-y-1">
        <label htmlFor="event-shop" className="block text-sm font-medium text-stone-800">
          Select a Farm Shop to Manage Events
        </label>
        <select
          id="event-shop"
          className={inputClass}
          value={shopId}
          onChange={(e) => {
            const next = e.target.value;
            guard.confirmLeave(() => setShopId(next));
          }}
          disabled={!shops.data}
        >
          <option value="">{shops.isPending ? "Loading shops..." : "Choose a shop"}</option>
          {shops.data?.items.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name} - {shop.county}
            </option>
          ))}
        </select>
        {shops.isError && <LoadError what="approved shops" onRetry={() => void shops.refetch()} />}
      </div>
      {shopId && <ShopEvents key={shopId} shopId={shopId} guard={guard} />}
      {guard.discardDialog}
    </section>
  );
}

/** The selected shop's events, searched by name and paged on the server, with the form above them. */
function ShopEvents({ shopId, guard }: { shopId: string; guard: LeaveGuard }) {
  const list = useManagedList<AdminEvent>(guard);
  const events = useQuery(shopEventsQuery(shopId, list.params));
  const setFeatured = useSetEventFeatured(shopId);
  const remove = useDeleteEvent(shopId);

  return (
    <div className="space-y-6">
      <EventForm key={list.formKey} shopId={shopId} editing={list.editing} onDone={list.backToCreate} guard={guard} focusOnMount={list.focusForm} />
      <ManagedList
        list={list}
        heading="Events"
        query={events}
        search={{ id: "event-search", label: "Search this shop's events", placeholder: "Search event name" }}
        loadError="events"
        skeletons={2}
        noMatch="No event matches this search."
        empty={<EmptyState icon={<CalendarX aria-hidden className="size-8" />} title="No events created yet. Create the first event above." />}
        pagerLabel="Events"
        renderItem={(event, requestDelete) => (
          <EventItem
            key={event.id}
            event={event}
            featuredPending={setFeatured.isPending && setFeatured.variables?.event.id === event.id}
            onFeaturedChange={(featured) => setFeatured.mutate({ event, featured })}
            onEdit={() => {
              list.edit(event);
              document.getElementById("event-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
            }}
            onDelete={requestDelete}
          />
        )}
        confirmDelete={{ title: "Delete event?", message: (event) => `Are you sure you want to delete ${event?.name ?? "this event"}?` }}
        remove={remove}
      />
    </div>
  );
}
