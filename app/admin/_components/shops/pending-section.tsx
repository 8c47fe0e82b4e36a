"use client";

import { Inbox } from "lucide-react";
import type { AdminShop } from "../../_lib/types";
import { EmptyState } from "../list-states";
import { ReviewSection } from "./review-section";

/** 'Pending Submissions (n)': review, approve or reject new listings. */
export function PendingSection({
  onView,
  onEdit,
}: {
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  return (
    <ReviewSection
      list="pending"
      headingId="pending-heading"
      heading={(total) => `Pending Submissions (${total})`}
      empty={
        <EmptyState
          icon={<Inbox aria-hidden className="size-8" />}
          title="No pending submissions"
          text="All farm shop submissions have been reviewed."
        />
      }
      onView={onView}
      onEdit={onEdit}
    />
  );
}
