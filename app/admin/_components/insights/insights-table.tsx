"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/** A number as the figures above the tables write it ("1,234"); text as it is. */
const show = (cell: string | number) => (typeof cell === "number" ? cell.toLocaleString("en-IE") : cell);

/**
 * One of the Insights tab's tables: a name in the first column, figures in the others. `label`
 * names it (its caption, and the scrolling region's name). Empty: "Nothing counted yet.".
 */
export function InsightsTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0) return <p className="text-sm text-stone-500">Nothing counted yet.</p>;
  return (
    <SideScroll label={label}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            {head.map((h, i) => (
              <th key={h} scope="col" className={`px-2 py-1.5 font-medium whitespace-nowrap first:pl-0 last:pr-0 ${i > 0 ? "text-right" : ""}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-stone-100">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" title={String(cell)} className="max-w-40 truncate py-1.5 pr-2 font-normal sm:max-w-64">
                    {show(cell)}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-1.5 text-right tabular-nums last:pr-0">
                    {show(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}

/**
 * A table too wide for its panel (the shops' seven columns on a phone) scrolls sideways inside it,
 * not the page. While it does, the box is a region in the tab order ("Top shops, scrolls
 * sideways": not the panel's own name), so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and a line under it says so: a phone shows no scroll bar until
 * the table is touched.
 */
function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div
        ref={box}
        className="focus-visible:outline-brand-600 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2"
        {...(scrolls ? { role: "region", "aria-label": `${label}, scrolls sideways`, tabIndex: 0 } : {})}
      >
        {children}
      </div>
      {scrolls && (
        <p aria-hidden="true" className="mt-1 text-xs text-stone-600">
          Scroll sideways for more columns.
        </p>
      )}
    </>
  );
}
