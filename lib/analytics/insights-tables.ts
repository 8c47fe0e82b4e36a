/** The admin report's tables, each downloadable as its own CSV file. */
export const INSIGHT_TABLES = ["days", "pages", "shops", "searches", "no-results", "referrers", "devices"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];
