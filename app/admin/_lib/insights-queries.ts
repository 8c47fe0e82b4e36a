import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import type { InsightTable, InsightsReport } from "@/lib/analytics/insights-tables";

export const INSIGHTS_URL = "/api/admin/insights";

/** The visitor counts for the last `days` days; refreshed every 15 s while the tab is open. */
export const insightsQuery = (days: 7 | 30 | 90) =>
  queryOptions({
    queryKey: [INSIGHTS_URL, days],
    queryFn: () => getJson<InsightsReport>(`${INSIGHTS_URL}?days=${days}`),
    refetchInterval: 15_000,
  });

export const insightsCsvHref = (days: number, table: InsightTable) => `${INSIGHTS_URL}?days=${days}&format=csv&table=${table}`;
