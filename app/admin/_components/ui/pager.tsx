"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Showing 51–100 of 20,000" with Previous and Next, for a list paged on the server. */
export function Pager({
  label,
  offset,
  limit,
  total,
  onOffsetChange,
}: {
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
      <p aria-live="polite">
        Showing {first.toLocaleString("en-IE")}–{last.toLocaleString("en-IE")} of {total.toLocaleString("en-IE")}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
