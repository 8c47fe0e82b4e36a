"use client";

import { apiJson } from "@/lib/api-client";
import { fieldLabel } from "./activity-fields";
import { keys, publicLists } from "./queries";
import type { UndoResult } from "@/lib/import/queries";
import type { AdminChange, AdminReport, AuditRow, ReportStatus } from "./listing-queries";
import { useAdminMutation } from "./use-admin-mutation";

// Every listing change can show up in the shop lists and the public lists (and the activity log, which every admin change refreshes: useAdminMutation).
const touched = [["/api/admin/reports"], ["/api/admin/changes"], ["/api/admin/farm-shops/needs-checking"], keys.approvedShops, ...publicLists.shops];

export function useSetReportStatus() {
  return useAdminMutation({
    mutationFn: ({ report, status }: { report: AdminReport; status: ReportStatus }) => apiJson("PATCH", `/api/admin/reports/${encodeURIComponent(report.id)}`, { status }),
    invalidate: touched,
    errorMessage: "Failed to update the report. Please try again.",
    success: ({ status }) => ({ title: status === "resolved" ? "Report resolved" : status === "dismissed" ? "Report dismissed" : "Report reopened" }),
  });
}

export function useCloseShop() {
  return useAdminMutation({
    mutationFn: ({ shopId, close }: { shopId: string; name: string; close: boolean }) => apiJson("POST", `/api/admin/farm-shops/${encodeURIComponent(shopId)}/${close ? "close" : "reopen"}`),
    invalidate: [...touched, ...publicLists.events],
    errorMessage: "Failed to change the shop. Please try again.",
    success: ({ name, close }) => ({ title: close ? "Shop marked closed" : "Shop reopened", description: close ? `${name} is no longer listed.` : `${name} is listed again.` }),
  });
}

export function useVerifyShop() {
  return useAdminMutation({
    mutationFn: ({ shopId }: { shopId: string; name: string }) => apiJson("POST", `/api/admin/farm-shops/${encodeURIComponent(shopId)}/verify`),
    invalidate: touched,
    errorMessage: "Failed to mark the shop as checked. Please try again.",
    success: ({ name }) => ({ title: "Details checked", description: `${name} is marked as checked today.` }),
  });
}

export function useReviewChange() {
  return useAdminMutation({
    mutationFn: ({ change, approve }: { change: AdminChange; approve: boolean }) => apiJson("POST", `/api/admin/changes/${encodeURIComponent(change.id)}/${approve ? "approve" : "reject"}`),
    invalidate: [...touched, keys.pendingShops],
    errorMessage: "Failed to review the change. Please try again.",
    success: ({ change, approve }) => ({ title: approve ? "Change approved" : "Change rejected", description: `${change.shop.name}: the owner has been told.` }),
  });
}

/** Undoes an import from its entry in the activity log (POST /api/admin/import/{batchId}/undo). */
export function useUndoImport() {
  return useAdminMutation({
    mutationFn: (entry: AuditRow) => apiJson<UndoResult>("POST", `/api/admin/import/${encodeURIComponent(entry.entityId)}/undo`),
    invalidate: touched,
    errorMessage: "Failed to undo the import. Please try again.",
    success: (_entry, undone) => ({ title: "Import undone", description: undoneText(undone) }),
  });
}

/** "2 shops removed, 1 shop restored." and the shops whose fields were edited since, left as they are. */
export function undoneText(undone: UndoResult): string {
  const shops = (n: number) => `${n} shop${n === 1 ? "" : "s"}`;
  const kept = undone.editedSince.length > 0 ? ` Edited since the import, left as they are: ${undone.editedSince.map((s) => s.name).join(", ")}.` : "";
  return `${shops(undone.removed)} removed, ${shops(undone.restored)} restored.${kept}`;
}

/** What the confirmation before an undo says: it takes away shops that may be public by now. */
export const UNDO_IMPORT_CONFIRM = {
  title: "Undo this import?",
  message: "This deletes the shops the import added, also those approved since, with their events, and puts back the fields it changed (except those edited since). It cannot be undone.",
  confirmLabel: "Undo import",
  pendingLabel: "Undoing...",
};

/** POST /api/admin/audit/{id}/revert's answer: the fields put back, and those changed since, left as they are. */
type Reverted = { restored: string[]; editedSince: string[] };

export function useRevert() {
  return useAdminMutation({
    mutationFn: (entry: AuditRow) => apiJson<Reverted>("POST", `/api/admin/audit/${encodeURIComponent(entry.id)}/revert`),
    invalidate: touched,
    // A revert that changes nothing (every field edited since) is a 409 with its own message.
    errorMessage: "Failed to revert the change. Please try again.",
    success: (entry, reverted) => ({ title: "Change reverted", description: revertedText(entry.shopName ?? "The shop", reverted) }),
  });
}

/** "Ballymaloe: Phone, Description put back as before that edit. Changed since, left as they are: Website." */
export function revertedText(shop: string, { restored, editedSince }: Reverted): string {
  const names = (fields: string[]) => fields.map((f) => fieldLabel("shop", f)).join(", ");
  if (editedSince.length === 0) return `${shop} is back as it was before that edit.`;
  return `${shop}: ${names(restored)} put back as before that edit. Changed since, left as they are: ${names(editedSince)}.`;
}

/** What the confirmation before a revert says. */
export const REVERT_CONFIRM = {
  title: "Revert this owner's edit?",
  message: "The fields this edit changed go back to what they were before it. A field changed again since (by you, an import or the owner's next edit) is left as it is.",
  confirmLabel: "Revert",
  pendingLabel: "Reverting...",
};
