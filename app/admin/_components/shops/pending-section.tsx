"use client";

import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { pendingShopsQuery } from "../../_lib/queries";
import { useApproveShop, useRejectShop } from "../../_lib/shop-mutations";
import type { AdminShop } from "../../_lib/types";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { PendingCard } from "./pending-card";

/** 'Pending Submissions (n)': review, approve or reject new listings. */
export function PendingSection({
  onView,
  onEdit,
}: {
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  const pending = useQuery(pendingShopsQuery());
  const approve = useApproveShop();
  const reject = useRejectShop();

  function busyFor(shop: AdminShop) {
    if (approve.isPending && approve.variables?.id === shop.id) return "approve" as const;
    if (reject.isPending && reject.variables?.id === shop.id) return "reject" as const;
    return null;
  }

  return (
    <section aria-labelledby="pending-heading" className="space-y-4">
      <h2 id="pending-heading" className="text-xl font-semibold text-stone-900">
        Pending Submissions ({pending.data?.length ?? 0})
      </h2>
      {pending.isPending ? (
        <SkeletonList count={2} />
      ) : pending.isError ? (
        <LoadError what="pending submissions" onRetry={() => void pending.refetch()} />
      ) : pending.data.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden className="size-8" />}
          title="No pending submissions"
          text="All farm shop submissions have been reviewed."
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {pending.data.map((shop) => (
            <PendingCard
              key={shop.id}
              shop={shop}
              busy={busyFor(shop)}
              onView={() => onView(shop)}
              onEdit={() => onEdit(shop)}
              onApprove={() => approve.mutate(shop)}
              onReject={() => reject.mutate(shop)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
