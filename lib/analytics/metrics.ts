/**
 * The figures counted per Irish day (analytics_daily.metric). Totals have the key ''; the others
 * are keyed by what they count.
 */
export const TOTAL_METRICS = ["views", "visitors"] as const;

/** Taps a page's script reports, by its data-a attribute: each is counted for the shop it names. */
export const ACTIONS = ["directions", "calls", "website", "saves", "shares"] as const;
export type Action = (typeof ACTIONS)[number];

export const METRICS = {
  views: "views",
  visitors: "visitors",
  page: "page",
  shopViews: "shop_views",
  search: "search",
  noResultSearch: "search_none",
  referrer: "referrer",
  device: "device",
} as const;

export type Metric = (typeof METRICS)[keyof typeof METRICS] | `shop_${Action}`;

export const shopActionMetric = (action: Action): Metric => `shop_${action}`;

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

/** Daily figures are kept this many months, then deleted. */
export const RETENTION_MONTHS = 25;
