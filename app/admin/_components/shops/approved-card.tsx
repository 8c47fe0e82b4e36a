"use client";

import { CalendarDays, MapPin, Star } from "lucide-react";
import type { AdminShop } from "../../_lib/types";
import { Badge } from "@/components/ui/badge";
import { ItemAction } from "../ui/item-action";
import { Switch } from "@/components/ui/switch";
import { CloseToggle } from "./close-toggle";
import { SelectBox } from "./select-box";

/** An approved shop in 'Featured Shops Management'. */
export function ApprovedCard({
  shop,
  hasEvents,
  featuredPending,
  onFeaturedChange,
  onView,
  onEdit,
  onDelete,
  selected,
  onSelect,
}: {
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  shop: AdminShop;
  hasEvents: boolean;
  featuredPending: boolean;
  onFeaturedChange: (featured: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `approved-${shop.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        {onSelect && (
          <div className="pt-1">
            <SelectBox name={shop.name} checked={selected ?? false} onChange={onSelect} />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-stone-900" title={shop.name}>
            {shop.name}
          </h3>
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {shop.town}, {shop.county}
          </p>
        </div>
        <label className="flex shrink-0 items-center gap-2 text-sm text-stone-700">
          <span aria-hidden>Featured</span>
          <Switch
            checked={shop.featured}
            disabled={featuredPending}
            onCheckedChange={onFeaturedChange}
            label={`Featured: ${shop.name}`}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {hasEvents && (
          <Badge tone="blue">
            <CalendarDays aria-hidden className="size-3" />
            Events
          </Badge>
        )}
        {shop.featured && (
          <Badge tone="amber">
            <Star aria-hidden className="size-3" />
            Featured
          </Badge>
        )}
        {shop.closedAt ? <Badge tone="stone">Closed</Badge> : <Badge>Approved</Badge>}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <ItemAction action="edit" itemName={shop.name} onClick={onEdit} />
        <ItemAction action="view" itemName={shop.name} onClick={onView} />
        <ItemAction action="delete" itemName={shop.name} onClick={onDelete} />
        <CloseToggle shop={shop} />
      </div>
    </article>
  );
}
