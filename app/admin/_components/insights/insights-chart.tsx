import type { InsightsReport } from "@/lib/analytics/insights-tables";

const W = 640;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/**
 * Visitors and page views by day as a plain SVG (no chart library): page views as bars, visitors
 * as a line over them. The figures are also in the table below it for screen readers.
 */
export function InsightsChart({ byDay }: { byDay: InsightsReport["byDay"] }) {
  const max = Math.max(1, ...byDay.map((d) => Math.max(d.views, d.visitors)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, byDay.length);
  const y = (n: number) => PAD.top + innerH - (n / max) * innerH;
  const x = (i: number) => PAD.left + i * step + step / 2;
  const line = byDay.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.visitors).toFixed(1)}`).join(" ");
  const first = byDay[0]?.date ?? "";
  const last = byDay[byDay.length - 1]?.date ?? "";
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Visitors and page views by day, ${first} to ${last}`} className="h-auto w-full">
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="stroke-stone-300" />
      <text x={PAD.left - 4} y={y(max) + 4} textAnchor="end" className="fill-stone-500 text-[10px]">{max}</text>
      <text x={PAD.left - 4} y={y(0)} textAnchor="end" className="fill-stone-500 text-[10px]">0</text>
      {byDay.map((d, i) => (
        <rect key={d.date} x={x(i) - step * 0.35} width={step * 0.7} y={y(d.views)} height={y(0) - y(d.views)} className="fill-brand-200">
          <title>{`${d.date}: ${d.views} views, ${d.visitors} visitors`}</title>
        </rect>
      ))}
      <path d={line} fill="none" strokeWidth={2} className="stroke-brand-700" />
      <text x={PAD.left} y={H - 6} className="fill-stone-500 text-[10px]">{first}</text>
      <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-stone-500 text-[10px]">{last}</text>
    </svg>
  );
}
