"use client";

import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Search, Store } from "lucide-react";
import { inputClass } from "@/components/forms/field";
import { approvedShopsQuery, shopIdsWithEventsQuery } from "../../_lib/queries";
import { useDeleteShop, useSetShopFeatured } from "../../_lib/shop-mutations";
import type { AdminShop } from "../../_lib/types";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ApprovedCard } from "./approved-card";

/** 'Featured Shops Management': every approved shop, with the Featured switch, edit, view and delete. */
export function ApprovedSection({
  onView,
  onEdit,
}: {
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  const approved = useQuery(approvedShopsQuery());
  const withEvents = useQuery(shopIdsWithEventsQuery());
  const setFeatured = useSetShopFeatured();
  const remove = useDeleteShop();
  const [filter, setFilter] = useState("");
  const [toDelete, setToDelete] = useState<AdminShop | null>(null);

  const eventShopIds = useMemo(() => new Set(withEvents.data ?? []), [withEvents.data]);
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    const list = approved.data ?? [];
    return term
      ? list.filter((s) => `${s.name} ${s.town} ${s.county}`.toLowerCase().includes(term))
      : list;
  }, [approved.data, filter]);

  return (
    <section aria-labelledby="approved-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="approved-heading" className="text-xl font-semibold text-stone-900">
            Featured Shops Management
          </h2>
          <p className="text-sm text-stone-600">
            {approved.data
              ? `${approved.data.length} approved shops, ${approved.data.filter((s) => s.featured).length} featured.`
              : ""}
          </p>
        </div>
        <div className="relative w-full sm:w-72">
          <label htmlFor="approved-filter" className="sr-only">
            Filter approved shops
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-500"
          />
          <input
            id="approved-filter"
            type="search"
            placeholder="Filter by name, town or county"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>
      {approved.isPending ? (
        <SkeletonList count={3} />
      ) : approved.isError ? (
        <LoadError what="approved shops" onRetry={() => void approved.refetch()} />
      ) : approved.data.length === 0 ? (
        <EmptyState
          icon={<Store aria-hidden className="size-8" />}
          title="No approved shops"
          text="No shops have been approved yet."
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600">No approved shop matches “{filter}”.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((shop) => (
            <ApprovedCard
              key={shop.id}
              shop={shop}
              hasEvents={eventShopIds.has(shop.id)}
              featuredPending={setFeatured.isPending && setFeatured.variables?.shop.id === shop.id}
              onFeaturedChange={(featured) => setFeatured.mutate({ shop, featured })}
              onView={() => onView(shop)}
              onEdit={() => onEdit(shop)}
              onDelete={() => setToDelete(shop)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete farm shop?"
        message={`Are you sure you want to delete ${toDelete?.name ?? "this shop"}? This permanently removes the shop and its events.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
      />
    </section>
  );
}
