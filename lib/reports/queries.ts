import "server-only";
import { asc, desc, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { ReportStatus } from "@/lib/reports/kinds";
import type { Report } from "@/lib/validation/report";
import { getDb } from "@/lib/db/client";
import { metrics } from "@/lib/observability/metrics";
import { farmShops, shopReports, type ShopReport } from "@/lib/db/schema";
import { recordAudit, VISITOR, type Actor } from "@/lib/audit/commands";

export async function createReport({ shopId, data }: { shopId: string; data: Report }): Promise<ShopReport> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [report] = await tx.insert(shopReports).values({ farmShopId: shopId, ...data }).returning();
    if (!report) throw new AppError("internal", "The report could not be saved.");
    await recordAudit(tx, {
      actor: VISITOR,
      entity: "report",
      entityId: report.id,
      shopId,
      action: "report.create",
      changes: { kind: { before: null, after: report.kind }, message: { before: null, after: report.message } },
    });
    return report;
  });
  metrics()?.reports.inc();
  return saved;
}

export type AdminReport = ShopReport & { shop: { id: string; name: string; slug: string | null; county: string; town: string; closedAt: Date | null } };

/** Open reports oldest first (the queue); handled ones newest first. */
export async function listReports({ status, limit, offset }: { status: ReportStatus; limit: number; offset: number }): Promise<{ rows: AdminReport[]; total: number }> {
  const db = await getDb();
  const where = eq(shopReports.status, status);
  const order = status === "open" ? [asc(shopReports.createdAt), asc(shopReports.id)] : [desc(shopReports.handledAt), desc(shopReports.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        report: shopReports,
        shop: { id: farmShops.id, name: farmShops.name, slug: farmShops.slug, county: farmShops.county, town: farmShops.town, closedAt: farmShops.closedAt },
      })
      .from(shopReports)
      .innerJoin(farmShops, eq(farmShops.id, shopReports.farmShopId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shopReports).where(where),
  ]);
  return { rows: rows.map(({ report, shop }) => ({ ...report, shop })), total: count?.n ?? 0 };
}

export async function countOpenReports(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shopReports).where(eq(shopReports.status, "open"));
  return row?.n ?? 0;
}

export async function setReportStatus({ id, status, actor }: { id: string; status: ReportStatus; actor: Actor }): Promise<ShopReport | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shopReports).where(eq(shopReports.id, id)).for("update").limit(1);
    if (!before) return null;
    if (before.status === status) return before;
    const [report] = await tx
      .update(shopReports)
      .set({ status, handledAt: status === "open" ? null : sql`now()` })
      .where(eq(shopReports.id, id))
      .returning();
    await recordAudit(tx, { actor, entity: "report", entityId: id, shopId: before.farmShopId, action: `report.${status === "open" ? "reopen" : status === "resolved" ? "resolve" : "dismiss"}`, changes: { status: { before: before.status, after: status } } });
    return report ?? null;
  });
}
