"use client";

import { ShieldCheck } from "lucide-react";
import type { AdminShop } from "../../_lib/types";
import { EmptyState } from "../list-states";
import { ReviewSection } from "./review-section";

/**
 * 'Spam (n)': submissions that filled the hidden field or came faster than a person types. Kept,
 * never lost: approving one says it was not spam.
 */
export function SpamSection({
  onView,
  onEdit,
}: {
  onView: (shop: AdminShop) => void;
  onEdit: (shop: AdminShop) => void;
}) {
  return (
    <ReviewSection
      list="spam"
      headingId="spam-heading"
      heading={(total) => `Spam (${total})`}
      empty={
        <EmptyState icon={<ShieldCheck aria-hidden className="size-8" />} title="No spam" text="No submission has been filed as spam." />
      }
      onView={onView}
      onEdit={onEdit}
    />
  );
}
