import "server-only";
import { CSV_BOM } from "@/lib/csv";
import { addDays, dublinToday } from "@/lib/time";
import type { InsightTable, InsightsReport } from "./insights-tables";
import { METRICS } from "./metrics";
import { getDailyTotals, getPageTitles, getTopKeys, getTopShops } from "./queries";

/** The periods the admin's Insights offer, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/**
 * The operator's report for the last `days` Irish days, today included. Visitors is the sum of each
 * day's unique visitors: the salt changes every day, so the same person on two days counts twice.
 */
export async function getInsights({ days, now = new Date() }: { days: InsightPeriod; now?: Date }): Promise<InsightsReport> {
  const to = dublinToday(now);
  const from = addDays(to, -(days - 1));
  const range = { from, to };
  const [byDay, topPages, topShops, searches, noResults, referrers, devices] = await Promise.all([
    getDailyTotals(range),
    getTopKeys({ metric: METRICS.page, ...range }),
    getTopShops(range),
    getTopKeys({ metric: METRICS.search, ...range }),
    getTopKeys({ metric: METRICS.noResultSearch, ...range }),
    getTopKeys({ metric: METRICS.referrer, ...range }),
    getTopKeys({ metric: METRICS.device, ...range, limit: 3 }),
  ]);
  const titles = await getPageTitles(topPages.map((p) => p.key));
  return {
    days,
    from,
    to,
    visitors: byDay.reduce((n, d) => n + d.visitors, 0),
    views: byDay.reduce((n, d) => n + d.views, 0),
    byDay,
    topPages: topPages.map(({ key, count }) => ({ path: key, title: titles.get(key) ?? null, views: count })),
    topShops,
    topSearches: searches.map(({ key, count }) => ({ q: key, count })),
    noResultSearches: noResults.map(({ key, count }) => ({ q: key, count })),
    referrers: referrers.map(({ key, count }) => ({ domain: key, count })),
    devices: devices.map(({ key, count }) => ({ device: key, count })),
  };
}

export type Insights = InsightsReport;


/** One table of the report as CSV rows (header first). */
export function insightRows(report: Insights, table: InsightTable): (string | number)[][] {
  switch (table) {
    case "days":
      return [["date", "visitors", "views"], ...report.byDay.map((d) => [d.date, d.visitors, d.views])];
    case "pages":
      return [["path", "title", "views"], ...report.topPages.map((p) => [p.path, p.title ?? "", p.views])];
    case "shops":
      return [
        ["slug", "name", "views", "directions", "calls", "website", "saves", "shares"],
        ...report.topShops.map((s) => [s.slug, s.name ?? "", s.views, s.directions, s.calls, s.website, s.saves, s.shares]),
      ];
    case "searches":
      return [["q", "count"], ...report.topSearches.map((s) => [s.q, s.count])];
    case "no-results":
      return [["q", "count"], ...report.noResultSearches.map((s) => [s.q, s.count])];
    case "referrers":
      return [["domain", "count"], ...report.referrers.map((r) => [r.domain, r.count])];
    case "devices":
      return [["device", "count"], ...report.devices.map((d) => [d.device, d.count])];
  }
}

/**
 * A CSV file's text (RFC 4180), starting with a byte-order mark so that Excel reads it as UTF-8
 * (lib/csv.ts); a cell a spreadsheet would run as a formula is prefixed with '.
 */
export function toCsv(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return CSV_BOM + rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
