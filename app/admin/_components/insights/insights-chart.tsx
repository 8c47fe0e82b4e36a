import type { InsightsReport } from "@/lib/analytics/insights-tables";
import { InsightsTable } from "./insights-table";

// The drawing's own units: it is stretched to the panel's width and a fixed height, so the text
// around it is HTML (legible at any width, where text inside the SVG shrank to 5 px on a phone).
const W = 640;
const H = 200;
const TOP = 6; // room for the visitors' line at the highest day

/**
 * Visitors and page views by day as a plain SVG (no chart library): page views as bars, visitors
 * as a line over them, with a legend saying which is which. The figures are also in a table under
 * it ("Show the figures by day"), for screen readers and keyboards (a bar's tooltip needs a mouse).
 */
export function InsightsChart({ byDay }: { byDay: InsightsReport["byDay"] }) {
  const max = Math.max(1, ...byDay.map((d) => Math.max(d.views, d.visitors)));
  const step = W / Math.max(1, byDay.length);
  const y = (n: number) => TOP + (H - TOP) * (1 - n / max);
  const x = (i: number) => i * step + step / 2;
  const line = byDay.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join(" ");
  const first = byDay[0]?.date ?? "";
  const last = byDay[byDay.length - 1]?.date ?? "";
  const title = `Visitors and page views by day, ${first} to ${last}`;
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="bg-brand-200 ring-brand-400 inline-block size-3 rounded-sm ring-1" />
          Page views (bars)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="bg-brand-700 inline-block h-0.5 w-5 rounded-full" />
          Visitors (line)
        </li>
      </ul>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        {/* The scale: the highest day's figure at the top, 0 at the baseline. */}
        <div aria-hidden="true" className="flex flex-col justify-between text-right text-xs leading-none text-stone-600 tabular-nums">
          <span>{max.toLocaleString("en-IE")}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={title} className="block h-40 w-full sm:h-48">
          <line x1={0} x2={W} y1={y(max)} y2={y(max)} vectorEffect="non-scaling-stroke" strokeDasharray="4 4" className="stroke-stone-200" />
          {byDay.map((d, i) => (
            <rect key={d.date} x={x(i) - step * 0.35} width={step * 0.7} y={y(d.views)} height={H - y(d.views)} className="fill-brand-200">
              <title>{`${d.date}: ${d.views} views, ${d.visitors} visitors`}</title>
            </rect>
          ))}
          <path d={line} fill="none" strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" className="stroke-brand-700" />
          <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} vectorEffect="non-scaling-stroke" className="stroke-stone-300" />
        </svg>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between gap-2 text-xs text-stone-600 tabular-nums">
          <span>{first}</span>
          <span>{last}</span>
        </div>
      </div>
      <details>
        <summary className="text-brand-700 focus-visible:outline-brand-600 cursor-pointer text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2">
          Show the figures by day
        </summary>
        <div className="mt-2">
          <InsightsTable label="Visitors and page views by day" head={["Day", "Visitors", "Page views"]} rows={byDay.map((d) => [d.date, d.visitors, d.views])} />
        </div>
      </details>
    </div>
  );
}
