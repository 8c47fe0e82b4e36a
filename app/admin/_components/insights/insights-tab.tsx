"use client";

import { useState } from "react";
import type { ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InsightTable } from "@/lib/analytics/insights-tables";
import { insightsCsvHref, insightsQuery } from "../../_lib/insights-queries";
import { LoadError, SkeletonList } from "../list-states";
import { InsightsChart } from "./insights-chart";
import { InsightsTable } from "./insights-table";

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** Visitor counts for the operator: by day, top pages and shops, searches, referrers, devices. */
export function InsightsTab() {
  const [days, setDays] = useState<Period>(30);
  const report = useQuery({ ...insightsQuery(days), placeholderData: keepPreviousData });
  const data = report.data;
  return (
    <section aria-labelledby="insights-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="insights-title" className="text-xl font-semibold text-stone-900">Insights</h2>
          <p className="text-sm text-stone-600">Counted without cookies; nothing identifies a visitor. Updated every few seconds.</p>
        </div>
        <div role="group" aria-label="Period" className="flex gap-1">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={days === p}
              onClick={() => setDays(p)}
              className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ${days === p ? "bg-brand-600 ring-brand-600 text-white" : "text-stone-700 ring-stone-300"}`}
            >
              {p} days
            </button>
          ))}
        </div>
      </div>
      {report.isPending ? (
        <SkeletonList />
      ) : report.isError || !data ? (
        <LoadError what="insights" onRetry={() => void report.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Visitors" value={data.visitors} />
            <Figure label="Page views" value={data.views} />
            {data.devices.map((d) => (
              <Figure key={d.device} label={`${d.device[0]?.toUpperCase()}${d.device.slice(1)} views`} value={d.count} />
            ))}
          </dl>
          <Panel title="Visitors and page views by day" table="days" days={days}>
            <InsightsChart byDay={data.byDay} />
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Top shops" table="shops" days={days} wide>
              <InsightsTable
                label="Top shops"
                head={["Shop", "Views", "Directions", "Calls", "Website", "Saves", "Shares"]}
                rows={data.topShops.map((s) => [s.name ?? s.slug, s.views, s.directions, s.calls, s.website, s.saves, s.shares])}
              />
            </Panel>
            <Panel title="Top pages" table="pages" days={days}>
              <InsightsTable label="Top pages" head={["Page", "Views"]} rows={data.topPages.map((p) => [p.title ? `${p.title} (${p.path})` : p.path, p.views])} />
            </Panel>
            <Panel title="Top searches" table="searches" days={days}>
              <InsightsTable label="Top searches" head={["Search", "Count"]} rows={data.topSearches.map((s) => [s.q, s.count])} />
            </Panel>
            <Panel title="Searches that found nothing" table="no-results" days={days}>
              <InsightsTable label="Searches that found nothing" head={["Search", "Count"]} rows={data.noResultSearches.map((s) => [s.q, s.count])} />
            </Panel>
            <Panel title="Referrers" table="referrers" days={days}>
              <InsightsTable label="Referrers" head={["Domain", "Views"]} rows={data.referrers.map((r) => [r.domain, r.count])} />
            </Panel>
            <Panel title="Phone, tablet and desktop" table="devices" days={days}>
              <InsightsTable label="Phone, tablet and desktop" head={["Device", "Views"]} rows={data.devices.map((d) => [d.device, d.count])} />
            </Panel>
          </div>
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900 tabular-nums">{value.toLocaleString("en-IE")}</dd>
    </div>
  );
}

/** A report's box: its title, its CSV download and its chart or table. `wide`: the whole row (the shops' seven columns). */
function Panel({ title, table, days, wide = false, children }: { title: string; table: InsightTable; days: number; wide?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className={`min-w-0 rounded-xl bg-white p-4 ring-1 ring-stone-200 ${wide ? "lg:col-span-2" : ""}`}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-2">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <a href={insightsCsvHref(days, table)} download className="text-brand-700 text-sm font-medium hover:underline">
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {children}
    </section>
  );
}
