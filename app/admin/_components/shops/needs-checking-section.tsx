"use client";

import { useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { apiJson } from "@/lib/api-client";
import { formatLongDate } from "@/lib/format";
import { needsCheckingQuery, PAGE_SIZE } from "../../_lib/listing-queries";
import { useVerifyShop } from "../../_lib/listing-mutations";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { Button } from "@/components/ui/button";

/** Mails per request: small, so that each answer moves the progress bar and no request runs long. */
const BATCH_SIZE = 5;

type Progress = { sent: number; total: number; done: boolean; error?: string };

/** "Needs checking": trading shops nobody has confirmed in 12 months, and the reminder mail-out. */
export function NeedsCheckingSection() {
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...needsCheckingQuery(offset), placeholderData: keepPreviousData });
  const verify = useVerifyShop();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);

  async function remindAll() {
    let sent = 0;
    let total = 0;
    setProgress({ sent: 0, total: 0, done: false });
    try {
      for (;;) {
        const answer = await apiJson<{ sent: number; remaining: number }>("POST", "/api/admin/farm-shops/needs-checking/remind", { batchSize: BATCH_SIZE });
        sent += answer.sent;
        total = sent + answer.remaining;
        setProgress({ sent, total, done: answer.remaining === 0 || answer.sent === 0 });
        if (answer.remaining === 0 || answer.sent === 0) break;
      }
    } catch {
      setProgress({ sent, total, done: true, error: "Sending stopped because of an error. Press the button again to carry on." });
    }
    await queryClient.invalidateQueries({ queryKey: ["/api/admin/audit"] });
  }

  const sending = progress !== null && !progress.done;
  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : progress?.done ? 100 : 0;

  return (
    <section aria-labelledby="needs-checking-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="needs-checking-title" className="text-xl font-semibold text-stone-900">
            Needs checking {list.data && <span className="text-stone-600">({list.data.total})</span>}
          </h2>
          <p className="text-sm text-stone-600">Listed shops whose details nobody has confirmed in the last 12 months, or whose hours are not confirmed.</p>
        </div>
        <Button onClick={() => void remindAll()} disabled={sending || !list.data?.total}>
          <MailCheck aria-hidden className="size-4" />
          {sending ? "Sending..." : "Ask these owners to check their listing"}
        </Button>
      </div>
      {progress && (
        <div className="bg-brand-50 space-y-1.5 rounded-lg p-3">
          <div role="progressbar" aria-label="Reminder mails sent" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="bg-brand-100 h-2 overflow-hidden rounded-full">
            <div className="bg-brand-600 h-full rounded-full transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-brand-800 text-sm" aria-live="polite">
            {progress.error ??
              (progress.done
                ? `Done: ${progress.sent} owner${progress.sent === 1 ? "" : "s"} asked. Owners asked in the last 30 days and shops without an email are skipped.`
                : `Sent ${progress.sent} of ${progress.total}...`)}
          </p>
        </div>
      )}
      {list.isPending ? (
        <SkeletonList />
      ) : list.isError ? (
        <LoadError what="shops" onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title="Every listing has been checked in the last 12 months" />
      ) : (
        <>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {list.data.rows.map((shop) => (
              <li key={shop.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
                <span>
                  <span className="font-medium">{shop.name}</span>{" "}
                  <span className="text-stone-600">
                    · {shop.county} · {shop.verifiedAt ? `checked ${formatLongDate(shop.verifiedAt)}` : "never checked"}
                    {!shop.email && " · no email"}
                  </span>
                  {shop.hoursAsPublished && (
                    <span className="block text-xs text-amber-800">
                      Hours as published: {shop.hoursAsPublished}
                      {shop.hoursReason ? ` · ${shop.hoursReason}` : ""}
                    </span>
                  )}
                </span>
                <Button size="sm" variant="outline" disabled={verify.isPending} onClick={() => verify.mutate({ shopId: shop.id, name: shop.name })}>
                  Mark checked
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= list.data.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              Next
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
