"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useBulkShopAction, type BulkAction, type BulkResult } from "../../_lib/shop-mutations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

const VERBS: Record<BulkAction, { label: string; past: string; pending: string }> = {
  approve: { label: "Approve", past: "Approved", pending: "Approving..." },
  reject: { label: "Reject", past: "Rejected", pending: "Rejecting..." },
  feature: { label: "Feature", past: "Featured", pending: "Featuring..." },
  unfeature: { label: "Unfeature", past: "Unfeatured", pending: "Unfeaturing..." },
};

const shops = (n: number) => `${n} shop${n === 1 ? "" : "s"}`;

/** What a bulk run did, in one sentence: "Approved 3 shops. 1 could not be changed: …". */
export function bulkSummary(result: BulkResult): string {
  const done = `${VERBS[result.action].past} ${shops(result.succeeded)}.`;
  if (result.failed.length === 0) return done;
  const reasons = [...new Set(result.failed.map((f) => f.message))].join("; ");
  return `${done} ${result.failed.length} could not be changed: ${reasons}.`;
}

/**
 * The selection's actions: one confirmation for the whole selection, then a summary of what was
 * done (a toast, and a line that stays until the next run).
 */
export function BulkBar({
  listLabel,
  selected,
  actions,
  onDone,
}: {
  listLabel: string;
  selected: string[];
  actions: BulkAction[];
  onDone: () => void;
}) {
  const bulk = useBulkShopAction();
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [summary, setSummary] = useState("");

  function run(action: BulkAction) {
    bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: (result) => {
          const text = bulkSummary(result);
          setSummary(text);
          if (result.failed.length === 0) toast.success("Bulk action complete", { description: text });
          else toast.warning("Bulk action partly done", { description: text });
          onDone();
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  return (
    <div className="space-y-2">
      {selected.length > 0 && (
        <div role="toolbar" aria-label={`Selected ${listLabel}`} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 p-2">
          <span className="px-1 text-sm font-medium text-stone-800">{shops(selected.length)} selected</span>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === "reject" ? "danger-outline" : "outline"}
              disabled={bulk.isPending}
              onClick={() => setConfirming(action)}
            >
              {VERBS[action].label} selected
            </Button>
          ))}
        </div>
      )}
      <p role="status" className="text-sm text-stone-700">
        {summary}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `${VERBS[confirming].label} ${shops(selected.length)}?` : ""}
        message={
          confirming === "reject"
            ? `This removes ${shops(selected.length)} submissions for good.`
            : confirming
              ? `${VERBS[confirming].label} the ${shops(selected.length)} you selected.`
              : ""
        }
        confirmLabel={confirming ? VERBS[confirming].label : ""}
        pendingLabel={confirming ? VERBS[confirming].pending : ""}
        pending={bulk.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      />
    </div>
  );
}
