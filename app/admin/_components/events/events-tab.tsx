"use client";

import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarX } from "lucide-react";
import { inputClass } from "@/components/forms/field";
import { approvedShopsQuery, shopEventsQuery } from "../../_lib/queries";
import { useDeleteEvent, useSetEventFeatured } from "../../_lib/event-mutations";
import { useDebounced } from "../../_lib/use-debounced";
import type { AdminEvent } from "../../_lib/types";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListSearch } from "../ui/list-search";
import { Pager } from "../ui/pager";
import { EventForm } from "./event-form";
import { EventItem } from "./event-item";

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
          onChange={(e) => setShopId(e.target.value)}
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
      {shopId && <ShopEvents key={shopId} shopId={shopId} />}
    </section>
  );
}

const PAGE = 50;

/** The selected shop's events, searched by name and paged on the server, with the form above them. */
function ShopEvents({ shopId }: { shopId: string }) {
  const [find, setFind] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDebounced(find.trim(), 300);
  // Only what differs from the server's defaults goes in the address (the first page is the bare path).
  const params = useMemo(() => ({ ...(q ? { q } : {}), ...(offset > 0 ? { offset } : {}) }), [q, offset]);
  const events = useQuery(shopEventsQuery(shopId, params));
  const items = events.data?.items ?? [];
  const total = events.data?.total ?? 0;
  const setFeatured = useSetEventFeatured(shopId);
  const remove = useDeleteEvent(shopId);
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<AdminEvent | null>(null);

  function backToCreate() {
    setEditing(null);
    setFormKey((k) => k + 1);
  }

  return (
    <div className="space-y-6">
      <EventForm
        key={`${editing?.id ?? "new"}-${formKey}`}
        shopId={shopId}
        editing={editing}
        onDone={backToCreate}
      />
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-stone-900">
          Events{events.data ? ` (${total})` : ""}
        </h3>
        <ListSearch
          id="event-search"
          label="Search this shop's events"
          placeholder="Search event name"
          value={find}
          onChange={(value) => {
            setOffset(0);
            setFind(value);
          }}
        />
        {events.isPending ? (
          <SkeletonList count={2} />
        ) : events.isError ? (
          <LoadError what="events" onRetry={() => void events.refetch()} />
        ) : items.length === 0 && q ? (
          <p className="text-sm text-stone-600">No event matches this search.</p>
        ) : items.length === 0 && offset === 0 ? (
          <EmptyState
            icon={<CalendarX aria-hidden className="size-8" />}
            title="No events created yet. Create the first event above."
          />
        ) : (
          items.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              featuredPending={
                setFeatured.isPending && setFeatured.variables?.event.id === event.id
              }
              onFeaturedChange={(featured) => setFeatured.mutate({ event, featured })}
              onEdit={() => {
                setEditing(event);
                document
                  .getElementById("event-form")
                  ?.scrollIntoView({ behavior: "smooth", block: "start" });
              }}
              onDelete={() => setToDelete(event)}
            />
          ))
        )}
        <Pager label="Events" offset={offset} limit={PAGE} total={total} onOffsetChange={setOffset} />
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete event?"
        message={`Are you sure you want to delete ${toDelete?.name ?? "this event"}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete, {
            onSettled: () => setToDelete(null),
            onSuccess: () => {
              if (editing?.id === toDelete.id) backToCreate();
            },
          })
        }
      />
    </div>
  );
}
