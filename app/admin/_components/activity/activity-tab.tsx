"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { formatLongDateTime } from "@/lib/format";
import { auditQuery, PAGE_SIZE, type AuditRow } from "../../_lib/listing-queries";
import { REVERT_CONFIRM, UNDO_IMPORT_CONFIRM, useRevert, useUndoImport } from "../../_lib/listing-mutations";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { approvedShopsQuery } from "../../_lib/queries";
import { showValue } from "../../_lib/display";
import { changeLine, shownField } from "../../_lib/activity-fields";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { Button } from "@/components/ui/button";

function who(row: AuditRow): string {
  if (row.actor === "owner") return row.shopName && row.actorShopId === row.shopId ? `Owner of ${row.shopName}` : "Shop owner";
  return { admin: "Administrator", visitor: "Visitor", system: "System" }[row.actor];
}

/** Every recorded change, newest first, filterable by shop; an owner's applied edit can be reverted. */
export function ActivityTab() {
  const [shopId, setShopId] = useState("");
  const [offset, setOffset] = useState(0);
  const shops = useQuery(approvedShopsQuery({ sort: "recent", limit: 200 }));
  const log = useQuery({ ...auditQuery(shopId, offset), placeholderData: keepPreviousData });
  const revert = useRevert();
  const undoImport = useUndoImport();
  const [toUndo, setToUndo] = useState<AuditRow | null>(null);
  const [toRevert, setToRevert] = useState<AuditRow | null>(null);
  return (
    <section aria-labelledby="activity-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-title" className="text-xl font-semibold text-stone-900">
          Activity
        </h2>
        <label className="text-sm text-stone-700">
          Shop{" "}
          <select
            aria-label="Filter by shop"
            value={shopId}
            onChange={(e) => {
              setShopId(e.target.value);
              setOffset(0);
            }}
            className="max-w-64 rounded-md border border-stone-300 px-2 py-1"
          >
            <option value="">All shops</option>
            {shops.data?.items.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isPending ? (
        <SkeletonList />
      ) : log.isError ? (
        <LoadError what="activity" onRetry={() => void log.refetch()} />
      ) : log.data.rows.length === 0 ? (
        <EmptyState icon={<History aria-hidden className="size-8" />} title="No activity yet" />
      ) : (
        <>
          <ol className="space-y-2" aria-label="Activity entries">
            {log.data.rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p>
                    <span className="font-semibold">{who(row)}</span> · <code className="text-stone-700">{row.action}</code>
                    {row.shopName && <> · {row.shopName}</>}
                    {row.revertedAt && <span className="ml-2 text-amber-800">(reverted)</span>}
                  </p>
                  <time dateTime={row.at} className="text-stone-600">
                    {formatLongDateTime(row.at)}
                  </time>
                </div>
                {Object.keys(row.changes).length > 0 && (
                  <ul className="mt-1 text-stone-700">
                    {/* A field empty before and after (a deleted record lists them all) says nothing. */}
                    {Object.entries(row.changes)
                      .filter(([field, c]) => shownField(field) && showValue(c.before) !== showValue(c.after))
                      .map(([field, c]) => (
                        <li key={field} className="break-words">
                          {changeLine(row.entity, field, c, (v) => showValue(v))}
                        </li>
                      ))}
                  </ul>
                )}
                {row.revertable && (
                  <Button size="sm" variant="outline" className="mt-2" disabled={revert.isPending} onClick={() => setToRevert(row)} aria-label={`Revert ${row.action} of ${row.shopName ?? "shop"}`}>
                    Revert
                  </Button>
                )}
                {row.action === "import.commit" && !row.revertedAt && (
                  <Button size="sm" variant="outline" className="mt-2" disabled={undoImport.isPending} onClick={() => setToUndo(row)}>
                    Undo this import
                  </Button>
                )}
              </li>
            ))}
          </ol>
          <div className="flex items-center justify-between text-sm text-stone-600">
            <span>
              {offset + 1}–{offset + log.data.rows.length} of {log.data.total}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                Newer
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= log.data.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                Older
              </Button>
            </div>
          </div>
        </>
      )}
      <ConfirmDialog
        open={toRevert !== null}
        {...REVERT_CONFIRM}
        pending={revert.isPending}
        onCancel={() => setToRevert(null)}
        onConfirm={() => toRevert && revert.mutate(toRevert, { onSettled: () => setToRevert(null) })}
      />
      <ConfirmDialog
        open={toUndo !== null}
        {...UNDO_IMPORT_CONFIRM}
        pending={undoImport.isPending}
        onCancel={() => setToUndo(null)}
        onConfirm={() => toUndo && undoImport.mutate(toUndo, { onSettled: () => setToUndo(null) })}
      />
    </section>
  );
}
