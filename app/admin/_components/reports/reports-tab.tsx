"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { REPORT_KIND_LABELS } from "@/lib/validation/report";
import { formatAge } from "../../_lib/display";
import { reportsQuery, type AdminReport, type ReportStatus } from "../../_lib/listing-queries";
import { useSetReportStatus } from "../../_lib/listing-mutations";
import { getJson } from "@/lib/api-client";
import type { AdminShop } from "../../_lib/types";
import { MarkClosedButton } from "../shops/close-toggle";
import { ShopEditDialog } from "../shops/shop-edit-dialog";
import { EmptyState, LoadError, SkeletonList } from "../list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/routes/paths";

const STATUSES: { key: ReportStatus; label: string }[] = [
  { key: "open", label: "Open" },
  { key: "resolved", label: "Resolved" },
  { key: "dismissed", label: "Dismissed" },
];

/** Visitors' "Report a problem" messages: the open queue first, handled ones on request. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>("open");
  const reports = useQuery(reportsQuery(status));
  const [editingId, setEditingId] = useState<string | null>(null);
  // The one shop being edited, read on demand (the admin lists come a page at a time).
  const shop = useQuery({
    queryKey: ["/api/farm-shops", editingId],
    queryFn: () => getJson<AdminShop>(`/api/farm-shops/${encodeURIComponent(editingId ?? "")}`),
    enabled: editingId !== null,
  });
  const editing = editingId !== null && shop.data?.id === editingId ? shop.data : null;
  const onEditShop = (shopId: string) => setEditingId(shopId);
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-title" className="text-xl font-semibold text-stone-900">
          Problem reports
        </h2>
        <label className="text-sm text-stone-700">
          Show{" "}
          <select aria-label="Show reports" value={status} onChange={(e) => setStatus(e.target.value as ReportStatus)} className="rounded-md border border-stone-300 px-2 py-1">
            {STATUSES.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {reports.isPending ? (
        <SkeletonList />
      ) : reports.isError ? (
        <LoadError what="reports" onRetry={() => void reports.refetch()} />
      ) : reports.data.rows.length === 0 ? (
        <EmptyState icon={<Flag aria-hidden className="size-8" />} title={status === "open" ? "No open reports" : `No ${status} reports`} text="Reports visitors send from shop pages appear here." />
      ) : (
        <ul className="space-y-3">
          {reports.data.rows.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} onEditShop={() => onEditShop(r.shop.id)} />
            </li>
          ))}
        </ul>
      )}
      <ShopEditDialog shop={editing} onClose={() => setEditingId(null)} />
    </section>
  );
}

function ReportCard({ report, onEditShop }: { report: AdminReport; onEditShop: () => void }) {
  const setStatus = useSetReportStatus();
  const busy = setStatus.isPending;
  const headingId = `report-${report.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-stone-900">
            <a href={routes.shop(report.shop)} target="_blank" rel="noreferrer" className="underline">
              {report.shop.name}
            </a>{" "}
            <span className="font-normal text-stone-600">
              ({report.shop.town}, {report.shop.county})
            </span>
          </h3>
          <p className="text-sm text-stone-600">
            <Badge tone={report.kind === "closed" ? "amber" : "stone"}>{REPORT_KIND_LABELS[report.kind]}</Badge>{" "}
            {formatAge(report.createdAt)}
            {report.shop.closedAt && " · shop marked closed"}
          </p>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line text-stone-800">{report.message}</p>
      <p className="mt-1 text-sm text-stone-600">{report.email ? <>Reply to: <a className="underline" href={`mailto:${report.email}`}>{report.email}</a></> : "No email given"}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {report.status !== "resolved" && (
          <Button size="sm" disabled={busy} onClick={() => setStatus.mutate({ report, status: "resolved" })}>
            Resolve
          </Button>
        )}
        {report.status !== "dismissed" && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setStatus.mutate({ report, status: "dismissed" })}>
            Dismiss
          </Button>
        )}
        {report.status !== "open" && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setStatus.mutate({ report, status: "open" })}>
            Reopen report
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onEditShop}>
          Edit shop
        </Button>
        {report.kind === "closed" && !report.shop.closedAt && (
          <MarkClosedButton shop={report.shop} label="Mark shop closed" disabled={busy} />
        )}
      </div>
    </article>
  );
}
