import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { InsightsChart } from "@/app/admin/_components/insights/insights-chart";
import { InsightsTab } from "@/app/admin/_components/insights/insights-tab";
import { InsightsTable } from "@/app/admin/_components/insights/insights-table";
import { insightsQuery } from "@/app/admin/_lib/insights-queries";
import type { InsightsReport } from "@/lib/analytics/insights-tables";

const byDay = [
  { date: "2026-11-26", visitors: 3, views: 7 },
  { date: "2026-11-27", visitors: 1200, views: 1530 },
  { date: "2026-11-28", visitors: 0, views: 0 },
];

const report: InsightsReport = {
  days: 30,
  from: "2026-10-30",
  to: "2026-11-28",
  visitors: 1203,
  views: 1537,
  byDay,
  topPages: [{ path: "/shop/hill-farm", title: "Hill Farm", views: 40 }],
  topShops: [{ slug: "hill-farm", name: "Ó Súilleabháin's Orchard", views: 40, directions: 5, calls: 4, website: 3, saves: 2, shares: 1 }],
  topSearches: [],
  noResultSearches: [],
  referrers: [],
  devices: [{ device: "phone", count: 900 }],
};

/** The tab as the admin sees it once the report has loaded. */
function renderTab(): string {
  const client = new QueryClient();
  client.setQueryData(insightsQuery(30).queryKey, report);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(InsightsTab)));
}

/** A table's header cells and rows of cells, as text. */
function tableOf(html: string, caption: string): { head: string[]; rows: string[][] } {
  const table = new RegExp(`<table[^>]*><caption[^>]*>${caption}</caption>([^]*?)</table>`).exec(html)?.[1];
  if (!table) throw new Error(`no table "${caption}"`);
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((m) => m[1] ?? "");
  const [head = "", ...rows] = [...table.matchAll(/<tr[^>]*>([^]*?)<\/tr>/g)].map((m) => m[1] ?? "");
  return { head: cells(head), rows: rows.map(cells) };
}

describe("the admin's Insights tab", () => {
  it("shows every figure the report has for a shop: saves and shares too", () => {
    const shops = tableOf(renderTab(), "Top shops");
    expect(shops.head).toEqual(["Shop", "Views", "Directions", "Calls", "Website", "Saves", "Shares"]);
    expect(shops.rows).toEqual([["Ó Súilleabháin&#x27;s Orchard", "40", "5", "4", "3", "2", "1"]]);
  });

  it("names a top page by what it shows, with its address", () => {
    expect(tableOf(renderTab(), "Top pages").rows).toEqual([["Hill Farm (/shop/hill-farm)", "40"]]);
  });

  it("the chart says which mark is which, and has the figures by day in a table anyone can open", () => {
    const html = renderToStaticMarkup(createElement(InsightsChart, { byDay }));
    expect(html).toContain("Page views (bars)");
    expect(html).toContain("Visitors (line)");
    expect(html).toMatch(/<details><summary[^>]*>Show the figures by day<\/summary>/);
    expect(tableOf(html, "Visitors and page views by day")).toEqual({
      head: ["Day", "Visitors", "Page views"],
      rows: [
        ["2026-11-26", "3", "7"],
        ["2026-11-27", "1,200", "1,530"],
        ["2026-11-28", "0", "0"],
      ],
    });
    // The scale and the dates are HTML beside the drawing, not SVG text that shrinks with it on a phone.
    const svg = /<svg[^]*<\/svg>/.exec(html)?.[0] ?? "";
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Visitors and page views by day, 2026-11-26 to 2026-11-28"');
    expect(svg).not.toContain("<text");
    expect(html).toMatch(/<span>1,530<\/span><span>0<\/span>/);
    expect(html).toMatch(/<span>2026-11-26<\/span><span>2026-11-28<\/span>/);
  });

  it("tables pad their cells, scroll sideways inside their panel, and say when nothing was counted", () => {
    const html = renderToStaticMarkup(createElement(InsightsTable, { label: "Top pages", head: ["Page", "Views"], rows: [["/", 12]] }));
    expect(html).toMatch(/^<div class="[^"]*overflow-x-auto[^"]*"><table/);
    for (const cell of html.match(/<t[hd] [^>]*>/g) ?? []) expect(cell).toMatch(/\bp[xr]-2\b/);
    expect(renderToStaticMarkup(createElement(InsightsTable, { label: "Referrers", head: ["Domain", "Views"], rows: [] }))).toContain("Nothing counted yet.");
  });
});
