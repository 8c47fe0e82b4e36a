import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { Serialized } from "@/lib/cache/cached-read";
import type { AuditRow as ServerAuditRow } from "@/lib/audit/queries";
import type { PendingChange } from "@/lib/listings/queries";
import type { ReportStatus } from "@/lib/reports/kinds";
import type { AdminReport as ServerAdminReport } from "@/lib/reports/queries";
import type { AdminShop } from "./types";

/** One page of an admin list: the rows and the total the API sends in X-Total-Count. */
export type Page<T> = { rows: T[]; total: number };

async function getPage<T>(url: string): Promise<Page<T>> {
  const res = await apiRequest("GET", url);
  const rows = (await res.json()) as T[];
  return { rows, total: Number(res.headers.get("X-Total-Count") ?? rows.length) };
}

/** The server's own types, as JSON delivers them (dates as ISO strings). Type-only imports: no server code. */
export type { FieldChanges } from "@/lib/db/schema";
export type { ReportStatus };
export type AdminReport = Serialized<ServerAdminReport>;
export type AdminChange = Serialized<PendingChange>;
export type AuditRow = Serialized<ServerAuditRow>;

export const PAGE_SIZE = 50;

export const listingKeys = {
  reports: (status: ReportStatus) => ["/api/admin/reports", status],
  openReportCount: ["/api/admin/reports", "open-count"],
  changes: ["/api/admin/changes"],
  audit: (shopId: string, offset: number) => ["/api/admin/audit", shopId, offset],
  needsChecking: (offset: number) => ["/api/admin/farm-shops/needs-checking", offset],
} as const;

export const reportsQuery = (status: ReportStatus) =>
  queryOptions({ queryKey: listingKeys.reports(status), queryFn: () => getPage<AdminReport>(`/api/admin/reports?status=${status}&limit=200`) });

export const openReportCountQuery = () =>
  queryOptions({ queryKey: listingKeys.openReportCount, queryFn: async () => (await getPage<AdminReport>("/api/admin/reports?status=open&limit=1")).total });

export const changesQuery = () =>
  queryOptions({ queryKey: listingKeys.changes, queryFn: () => getPage<AdminChange>("/api/admin/changes?status=pending&limit=200") });

export const auditQuery = (shopId: string, offset: number) =>
  queryOptions({
    queryKey: listingKeys.audit(shopId, offset),
    queryFn: () => getPage<AuditRow>(`/api/admin/audit?limit=${PAGE_SIZE}&offset=${offset}${shopId ? `&shopId=${encodeURIComponent(shopId)}` : ""}`),
  });

export const needsCheckingQuery = (offset: number) =>
  queryOptions({ queryKey: listingKeys.needsChecking(offset), queryFn: () => getPage<AdminShop>(`/api/admin/farm-shops/needs-checking?limit=${PAGE_SIZE}&offset=${offset}`) });
