"use client";

import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Store } from "lucide-react";
import { approvedShopsQuery, shopIdsWithEventsQuery } from "../../_lib/queries";
import { useDebounced } from "../../_lib/use-debounced";
import { useDeleteShop, useSetShopFeatured } from "../../_lib/shop-mutations";
import type { AdminShop } from "../../_lib/types";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFocusLater } from "@/components/ui/use-focus-later";
import { Pagination } from "@/components/ui/pagination";
import { formatCount } from "@/lib/format";
import { PAGER_ICONS } from "../ui/pager-icons";
import { ApprovedCard } from "./approved-card";
import { ApprovedFilters, NO_FILTERS, filterParams, type ApprovedFilterValues } from "./approved-filters";
import { BulkBar } from "./bulk-bar";
import { useSelection } from "./use-selection";

const PAGE = 50;

/**
 * 'Featured Shops Management': the approved shops, searched, filtered, sorted and paged on the
 * server (a directory of 20,000 shops never travels whole), with the Featured switch, edit, view,
 * delete, and feature/unfeature for a ticked selection.
 */
export function ApprovedSection({
  onView,
  onEdit,
}: {
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  const [filters, setFilters] = useState<ApprovedFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const q = useDebounced(filters.q, 300);
  const params = useMemo(() => ({ ...filterParams(filters, q), ...(offset > 0 ? { offset } : {}) }), [filters, q, offset]);
  const approved = useQuery(approvedShopsQuery(params));
  const withEvents = useQuery(shopIdsWithEventsQuery());
  const setFeatured = useSetShopFeatured();
  const remove = useDeleteShop();
  const selection = useSelection();
  const [toDelete, setToDelete] = useState<AdminShop | null>(null);
  // A deleted shop's card takes its Delete button, and the keyboard's focus, with it: the heading
  // takes it, as after a review or an event's deletion.
  const [headingRef, focusHeading] = useFocusLater<HTMLHeadingElement>();

  const eventShopIds = useMemo(() => new Set(withEvents.data ?? []), [withEvents.data]);
  const items = approved.data?.items ?? [];
  const total = approved.data?.total ?? 0;
  const filtered = Object.keys(filterParams(filters, filters.q)).length > 0;

  function changeFilters(next: ApprovedFilterValues) {
    selection.clear();
    setOffset(0);
    setFilters(next);
  }

  return (
    <section aria-labelledby="approved-heading" className="space-y-4">
      <div>
        <h2 ref={headingRef} id="approved-heading" tabIndex={-1} className="text-xl font-semibold text-stone-900 outline-none">
          Featured Shops Management
        </h2>
        <p className="text-sm text-stone-600">
          {approved.data ? `${formatCount(total)} approved shop${total === 1 ? "" : "s"}${filtered ? (total === 1 ? " matches" : " match") : ""}.` : ""}
        </p>
      </div>
      <ApprovedFilters values={filters} onChange={changeFilters} />
      <BulkBar listLabel="approved shops" selected={selection.selected} actions={["feature", "unfeature"]} onDone={selection.clear} />
      {items.length > 1 && (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="accent-brand-600 size-4"
            checked={items.every((s) => selection.has(s.id))}
            onChange={(e) => selection.setAll(items.map((s) => s.id), e.target.checked)}
          />
          Select all on this page
        </label>
      )}
      {approved.isPending ? (
        <SkeletonList count={3} />
      ) : approved.isError ? (
        <LoadError what="approved shops" onRetry={() => void approved.refetch()} />
      ) : items.length === 0 && !filtered && offset === 0 ? (
        <EmptyState icon={<Store aria-hidden className="size-8" />} title="No approved shops" text="No shops have been approved yet." />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-600">No approved shop matches these filters.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((shop) => (
            <ApprovedCard
              key={shop.id}
              shop={shop}
              hasEvents={eventShopIds.has(shop.id)}
              featuredPending={setFeatured.isPending && setFeatured.variables?.shop.id === shop.id}
              onFeaturedChange={(featured) => setFeatured.mutate({ shop, featured })}
              onView={() => onView(shop)}
              onEdit={() => onEdit(shop)}
              onDelete={() => setToDelete(shop)}
              selected={selection.has(shop.id)}
              onSelect={(on) => selection.toggle(shop.id, on)}
            />
          ))}
        </div>
      )}
      <Pagination
        variant="admin"
        icons={PAGER_ICONS}
        label="Approved shops"
        offset={offset}
        limit={PAGE}
        total={total}
        onOffsetChange={(next) => {
          selection.clear();
          setOffset(next);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete farm shop?"
        message={`Are you sure you want to delete ${toDelete?.name ?? "this shop"}? This permanently removes the shop and its events.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null), onSuccess: focusHeading })}
      />
    </section>
  );
}
