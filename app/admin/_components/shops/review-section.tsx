"use client";

import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { pendingShopsQuery, spamShopsQuery } from "../../_lib/queries";
import { useApproveShop, useRejectShop } from "../../_lib/shop-mutations";
import type { AdminShop } from "../../_lib/types";
import { LoadError, SkeletonList } from "../list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { PAGER_ICONS } from "../ui/pager-icons";
import { BulkBar } from "./bulk-bar";
import { PendingCard } from "./pending-card";
import { useSelection } from "./use-selection";
import { useFocusLater } from "@/components/ui/use-focus-later";

/** The server's default page size: the first page's address carries no parameters at all. */
const PAGE = 50;

/**
 * A list of submissions to review, a page at a time from the server: the pending queue or the
 * spam filed beside it. Each card approves or rejects (after a confirmation: a rejected submission
 * is removed for good); ticked cards do so together.
 */
export function ReviewSection({
  list,
  headingId,
  heading,
  empty,
  onView,
  onEdit,
}: {
  list: "pending" | "spam";
  headingId: string;
  heading: (total: number) => string;
  empty: ReactNode;
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  const [offset, setOffset] = useState(0);
  const query = list === "pending" ? pendingShopsQuery : spamShopsQuery;
  const page = useQuery(query(offset > 0 ? { offset } : {}));
  const approve = useApproveShop();
  const reject = useRejectShop();
  const selection = useSelection();
  const [toReject, setToReject] = useState<AdminShop | null>(null);
  const items = page.data?.items ?? [];
  const total = page.data?.total ?? 0;

  function busyFor(shop: AdminShop) {
    if (approve.isPending && approve.variables?.id === shop.id) return "approve" as const;
    if (reject.isPending && reject.variables?.id === shop.id) return "reject" as const;
    return null;
  }

  // A reviewed card leaves the list, taking the keyboard's focus with it: the list's heading takes
  // it instead (once the dialog that asked has closed), so that Tab goes on to the next card.
  const [headingRef, focusList] = useFocusLater<HTMLHeadingElement>();

  function goTo(next: number) {
    selection.clear();
    setOffset(next);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-xl font-semibold text-stone-900 outline-none">
          {heading(total)}
        </h2>
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
      </div>
      <BulkBar
        listLabel={list === "pending" ? "pending submissions" : "spam"}
        selected={selection.selected}
        actions={["approve", "reject"]}
        onDone={() => {
          selection.clear();
          focusList();
        }}
      />
      {page.isPending ? (
        <SkeletonList count={2} />
      ) : page.isError ? (
        <LoadError what={list === "pending" ? "pending submissions" : "spam"} onRetry={() => void page.refetch()} />
      ) : items.length === 0 && offset === 0 ? (
        empty
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((shop) => (
            <PendingCard
              key={shop.id}
              shop={shop}
              busy={busyFor(shop)}
              selected={selection.has(shop.id)}
              onSelect={(on) => selection.toggle(shop.id, on)}
              onView={() => onView(shop)}
              onEdit={() => onEdit(shop)}
              onApprove={() => approve.mutate(shop, { onSuccess: focusList })}
              onReject={() => setToReject(shop)}
            />
          ))}
        </div>
      )}
      <Pagination variant="admin" icons={PAGER_ICONS} label={heading(total)} offset={offset} limit={PAGE} total={total} onOffsetChange={goTo} />
      <ConfirmDialog
        open={toReject !== null}
        title="Reject farm shop?"
        message={`This removes the submission of ${toReject?.name ?? "this shop"} for good.`}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        pending={reject.isPending}
        onCancel={() => setToReject(null)}
        onConfirm={() =>
          toReject &&
          reject.mutate(toReject, {
            onSettled: () => setToReject(null),
            onSuccess: focusList,
          })
        }
      />
    </section>
  );
}
