/** The admin report's tables, each downloadable as its own CSV file. */
export const INSIGHT_TABLES = ["days", "pages", "shops", "searches", "no-results", "referrers", "devices"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

type ShopFigures = { views: number; directions: number; calls: number; website: number; saves: number; shares: number };

/** GET /api/admin/insights's answer (lib/analytics/insights.ts builds it). */
export type InsightsReport = {
  days: 7 | 30 | 90;
  from: string;
  to: string;
  visitors: number;
  views: number;
  byDay: { date: string; visitors: number; views: number }[];
  /** `title`: the shop's, event's or post's name the address shows, null for other pages and for one no longer there. */
  topPages: { path: string; title: string | null; views: number }[];
  topShops: (ShopFigures & { slug: string; name: string | null })[];
  topSearches: { q: string; count: number }[];
  noResultSearches: { q: string; count: number }[];
  referrers: { domain: string; count: number }[];
  devices: { device: string; count: number }[];
};
