"use client";

import Image from "next/image";
import { CalendarDays, Clock, ExternalLink, Star } from "lucide-react";
import { formatDateRange, formatTimeRange } from "@/lib/format";
import { dublinToday } from "@/lib/time";
import type { AdminEvent } from "../../_lib/types";
import { Badge } from "@/components/ui/badge";
import { ItemAction } from "../ui/item-action";
import { Switch } from "@/components/ui/switch";

/** One event of the selected shop. */
export function EventItem({
  event,
  featuredPending,
  onFeaturedChange,
  onEdit,
  onDelete,
}: {
  event: AdminEvent;
  featuredPending: boolean;
  onFeaturedChange: (featured: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `event-${event.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row"
    >
      {event.imageUrl && (
        <div className="relative h-32 w-full shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:w-40">
          <Image
            src={event.imageUrl}
            alt={`${event.name} image`}
            fill
            unoptimized
            sizes="10rem"
            className="object-cover"
          />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={headingId} className="font-semibold text-stone-900">
            {event.name}
          </h4>
          {(event.endDate ?? event.eventDate) < dublinToday() && <Badge tone="stone">Past</Badge>}
          {event.featured && (
            <Badge tone="amber">
              <Star aria-hidden className="size-3" />
              Featured
            </Badge>
          )}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            {formatDateRange(event.eventDate, event.endDate)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {formatTimeRange(event.eventTime, event.endTime)}
          </span>
        </p>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-stone-700">
          {event.description}
        </p>
        {event.websiteUrl && (
          <a
            href={event.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
          >
            <ExternalLink aria-hidden className="size-3.5" />
            Event website
          </a>
        )}
      </div>
      <div className="flex shrink-0 flex-row flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <span aria-hidden>Featured</span>
          <Switch
            checked={event.featured}
            disabled={featuredPending}
            onCheckedChange={onFeaturedChange}
            label={`Featured: ${event.name}`}
          />
        </label>
        <div className="flex gap-2">
          <ItemAction action="edit" itemName={event.name} onClick={onEdit} />
          <ItemAction action="delete" itemName={event.name} onClick={onDelete} />
        </div>
      </div>
    </article>
  );
}
