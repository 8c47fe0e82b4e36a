"use client";

import { useRef } from "react";
import { COUNTY_NAMES } from "@/lib/counties";
import type { RowChoice } from "@/lib/import/match";
import { matchReasonText, type ImportAnswer } from "@/lib/import/response";
import { asksAdmin } from "@/lib/import/types";
import { Button } from "@/components/ui/button";
import { showValue } from "../../_lib/display";

export const PREVIEW_PAGE_SIZE = 50;

type Row = ImportAnswer["rows"][number];

const STATUS: Record<Row["status"], string> = {
  new: "New",
  updated: "Update",
  unchanged: "Unchanged",
  duplicate: "Possible duplicate",
  error: "Error",
};

const show = (v: unknown) => showValue(v, "(empty)");

/** The row's place on OpenStreetMap: its own object for a row read from OSM, else a pin at its coordinates; null without either. */
export function osmLinkOf(row: Pick<Row, "sourceId" | "point">): string | null {
  const object = /^osm:(node|way|relation)\/(\d+)$/.exec(row.sourceId ?? "");
  if (object) return `https://www.openstreetmap.org/${object[1]}/${object[2]}`;
  if (!row.point) return null;
  const { latitude: lat, longitude: lon } = row.point;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export type RowPlaceInput = { town?: string; address?: string };

/** One page of the preview: each row's status, the shop it matched, what would change, and the admin's choice. */
export function PreviewTable({
  rows,
  page,
  onPage,
  choices,
  onChoice,
  counties,
  onCounty,
  places,
  onPlace,
}: {
  rows: Row[];
  page: number;
  onPage: (page: number) => void;
  choices: Record<number, RowChoice>;
  onChoice: (line: number, choice: RowChoice) => void;
  counties: Record<number, string>;
  onCounty: (line: number, county: string) => void;
  places: Record<number, RowPlaceInput>;
  onPlace: (line: number, place: RowPlaceInput) => void;
}) {
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));
  // Previous and Next move the focus to "Page n of m" (the last page disables Next, which would drop it to the page's body).
  const pageLabel = useRef<HTMLSpanElement>(null);
  const turn = (to: number) => {
    onPage(to);
    pageLabel.current?.focus();
  };
  const shown = rows.slice(page * PREVIEW_PAGE_SIZE, (page + 1) * PREVIEW_PAGE_SIZE);
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th className="p-2">Line</th>
              <th className="p-2">Shop</th>
              <th className="p-2">Status</th>
              <th className="p-2">Existing shop and changes (old → new)</th>
              <th className="p-2">Choice</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className="border-t border-stone-100 align-top">
                <td className="p-2">{row.line}</td>
                <td className="p-2">
                  <span className="font-medium">{row.name || "(no name)"}</span>
                  {asksAdmin(row) && osmLinkOf(row) && (
                    <a className="block text-xs text-brand-800 underline" href={osmLinkOf(row)!} target="_blank" rel="noopener noreferrer">
                      Where is it? (OpenStreetMap, new tab)<span className="sr-only">: {row.name || `line ${row.line}`}</span>
                    </a>
                  )}
                </td>
                <td className="p-2" id={`import-line-${row.line}-status`}>
                  {STATUS[row.status]}
                  {row.town && row.county && (
                    <p className="text-xs text-stone-600">
                      {row.town}, Co. {row.county}
                      {row.placeFromDirectory && " (from the shop it already is)"}
                    </p>
                  )}
                  {row.hoursNote && <p className="text-xs text-amber-800">Hours kept as published: {row.hoursNote}</p>}
                  {row.errors.map((e) => (
                    <p key={`${e.column}-${e.message}`} className="text-xs text-red-700">
                      {e.column}: {e.message}
                    </p>
                  ))}
                </td>
                <td className="p-2">
                  {row.match && (
                    <p>
                      {row.match.name} <span className="text-stone-500">({matchReasonText(row.match.reason)})</span>
                    </p>
                  )}
                  {(row.changes.length > 0 || row.kept.length > 0) && (
                    <ul className="text-xs">
                      {row.changes.map((c) => (
                        <li key={c.field}>
                          {c.field}: {show(c.before)} → {show(c.after)}
                        </li>
                      ))}
                      {row.kept.map((c) => (
                        <li key={`kept-${c.field}`} className="text-amber-800">
                          {c.field}: edited since the last import, kept ({show(c.before)})
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="p-2">
                  {row.match && row.status !== "error" && (
                    <select
                      aria-label={`Choice for line ${row.line}`}
                      className="rounded border border-stone-300 p-1"
                      value={choices[row.line] ?? (row.status === "duplicate" ? "keep" : "update")}
                      onChange={(e) => onChoice(row.line, e.target.value as RowChoice)}
                    >
                      <option value="update">Update</option>
                      <option value="keep">Keep</option>
                      <option value="new">Add as new</option>
                    </select>
                  )}
                  {row.countyUnsettled && (!row.placeFromDirectory || counties[row.line] !== undefined) && (
                    <select
                      aria-label={`County for line ${row.line}`}
                      aria-describedby={`import-line-${row.line}-status`}
                      aria-invalid={row.status === "error" && row.countyUnsettled && !counties[row.line] ? true : undefined}
                      className="rounded border border-stone-300 p-1"
                      value={counties[row.line] ?? ""}
                      onChange={(e) => onCounty(row.line, e.target.value)}
                    >
                      <option value="">Pick the county</option>
                      {COUNTY_NAMES.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </select>
                  )}
                  {row.townMissing && (!row.placeFromDirectory || places[row.line] !== undefined) && (
                    <PlaceFields line={row.line} value={places[row.line] ?? {}} invalid={row.status === "error" && !places[row.line]?.town?.trim()} onChange={(place) => onPlace(row.line, place)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => turn(page - 1)}>
            Previous
          </Button>
          <span ref={pageLabel} tabIndex={-1} aria-live="polite">
            Page {page + 1} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => turn(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

/** The town and address the admin types for a row the file gives no town (the address is the town when left empty). */
function PlaceFields({ line, value, invalid, onChange }: { line: number; value: RowPlaceInput; invalid: boolean; onChange: (place: RowPlaceInput) => void }) {
  const input = "w-full min-w-40 rounded border border-stone-300 p-1";
  // The row's status cell holds its errors: the boxes point at them.
  const described = { "aria-describedby": `import-line-${line}-status` };
  return (
    <div className="mt-1 space-y-1 text-xs">
      <label className="block">
        Town for line {line}
        <input className={input} maxLength={100} aria-invalid={invalid || undefined} {...described} value={value.town ?? ""} onChange={(e) => onChange({ ...value, town: e.target.value })} />
      </label>
      <label className="block">
        Address for line {line} <span className="text-stone-500">(the town if empty)</span>
        <input className={input} maxLength={300} {...described} value={value.address ?? ""} onChange={(e) => onChange({ ...value, address: e.target.value })} />
      </label>
    </div>
  );
}
