"use client";

import { useQuery } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { fieldLabel } from "../../_lib/activity-fields";
import { formatAge, showValue } from "../../_lib/display";
import { changesQuery, type AdminChange } from "../../_lib/listing-queries";
import { useReviewChange } from "../../_lib/listing-mutations";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/routes/paths";

/** Owners' changes to a name, type or place, waiting for the administrator. */
export function ChangesTab() {
  const changes = useQuery(changesQuery());
  return (
    <section aria-labelledby="changes-title" className="space-y-4">
      <h2 id="changes-title" className="text-xl font-semibold text-stone-900">
        Changes to review
      </h2>
      {changes.isPending ? (
        <SkeletonList />
      ) : changes.isError ? (
        <LoadError what="changes" onRetry={() => void changes.refetch()} />
      ) : changes.data.rows.length === 0 ? (
        <EmptyState icon={<ClipboardCheck aria-hidden className="size-8" />} title="Nothing to review" text="When an owner changes their shop's name, type or address, it waits here." />
      ) : (
        <ul className="space-y-3">
          {changes.data.rows.map((c) => (
            <li key={c.id}>
              <ChangeCard change={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ChangeCard({ change }: { change: AdminChange }) {
  const review = useReviewChange();
  const headingId = `change-${change.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="font-semibold text-stone-900">
        <a href={routes.shop(change.shop)} target="_blank" rel="noreferrer" className="underline">
          {change.shop.name}
        </a>{" "}
        <span className="text-sm font-normal text-stone-600">asked {formatAge(change.createdAt)}</span>
      </h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="text-stone-600">
            <th className="py-1 pr-3 font-medium">Field</th>
            <th className="py-1 pr-3 font-medium">Now</th>
            <th className="py-1 font-medium">Asked for</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(change.fields).map(([field, c]) => (
            <tr key={field} className="border-t border-stone-100">
              <td className="py-1 pr-3">{fieldLabel("shop", field)}</td>
              <td className="py-1 pr-3 text-stone-600">{showValue(c.before)}</td>
              <td className="py-1 font-medium">{showValue(c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={review.isPending} onClick={() => review.mutate({ change, approve: true })} aria-label={`Approve change to ${change.shop.name}`}>
          Approve
        </Button>
        <Button size="sm" variant="danger-outline" disabled={review.isPending} onClick={() => review.mutate({ change, approve: false })} aria-label={`Reject change to ${change.shop.name}`}>
          Reject
        </Button>
      </div>
    </article>
  );
}
