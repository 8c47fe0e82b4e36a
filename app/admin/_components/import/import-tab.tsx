"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { columnFields, type ColumnMap } from "@/lib/import/fields";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from "@/lib/import/types";
import type { RowChoice } from "@/lib/import/match";
import { matchReasonText, type ImportAnswer } from "@/lib/import/response";
import type { UndoResult } from "@/lib/import/queries";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLeaveGuard } from "@/components/ui/use-unsaved-changes";
import { IMPORT_MAX_BYTES, importTooLargeMessage } from "@/lib/validation/import";
import { UNDO_IMPORT_CONFIRM } from "../../_lib/listing-mutations";
import { countOf } from "../../_lib/display";
import { readHeaders } from "./headers";
import { messageOf, postImport, postPlaceLookup, postUndo } from "./import-api";
import { PREVIEW_PAGE_SIZE, PreviewTable, type RowPlaceInput } from "./preview-table";

type Stage = "idle" | "previewing" | "committing";

/**
 * The Import tab: pick a file (CSV, GeoJSON or Overpass JSON), map its columns, preview every row
 * (nothing is written), choose per row, then import it in one go, and undo it if need be.
 */
export function ImportTab() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [map, setMap] = useState<ColumnMap>({});
  const [approve, setApprove] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [choices, setChoices] = useState<Record<number, RowChoice>>({});
  const [counties, setCounties] = useState<Record<number, string>>({});
  const [places, setPlaces] = useState<Record<number, RowPlaceInput>>({});
  // Kept across previews (a long file is mended a few rows at a time); with no errors left, every row shows.
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [lookingUp, setLookingUp] = useState(0);
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  // Lines already looked up (found or not): not asked again for this file.
  const [lookedUp, setLookedUp] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(0);
  const [stage, setStage] = useState<Stage>("idle");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [undone, setUndone] = useState<UndoResult | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [undoing, setUndoing] = useState(false);
  // A choice, a county or a place given since the preview: its counts are out of date, and Import (which
  // sends the choices) may write rows the preview counted as duplicates or errors.
  const [changedSincePreview, setChangedSincePreview] = useState(false);

  // The preview's summary takes the focus when it arrives (the button pressed is disabled while it reads).
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (preview) summary.current?.focus();
  }, [preview]);
  // Towns typed, counties picked or choices made on a preview are lost with the page or with another
  // file: reloading or closing the page asks first, and so do the site's links and choosing another file.
  const { registerDirty, confirmLeave, discardDialog } = useLeaveGuard();
  // A town typed and erased again, or a county set back to "Pick the county", is no answer.
  const unsaved =
    preview !== null &&
    (Object.keys(choices).length > 0 || Object.values(counties).some(Boolean) || Object.values(places).some((p) => Boolean(p.town?.trim() || p.address?.trim())));
  useEffect(() => registerDirty(() => unsaved), [registerDirty, unsaved]);
  const fileInput = useRef<HTMLInputElement>(null);

  /** Another file chosen: asked first when the preview's answers would go; kept, the input shows the file in hand again. */
  function chooseAsked(next: File | null) {
    confirmLeave(
      () => void choose(next),
      () => {
        const input = fileInput.current;
        if (!input) return;
        const kept = new DataTransfer();
        if (file) kept.items.add(file);
        input.files = kept.files;
      },
    );
  }

  async function choose(chosen: File | null) {
    // A file over the limit is refused here, before minutes of upload end in a 413.
    const tooLarge = chosen !== null && chosen.size > IMPORT_MAX_BYTES;
    const next = tooLarge ? null : chosen;
    if (tooLarge && fileInput.current) fileInput.current.value = "";
    setFile(next);
    setPreview(null);
    setResult(null);
    setUndone(null);
    setError(tooLarge ? importTooLargeMessage(chosen) : null);
    setChoices({});
    setPage(0);
    setCounties({});
    setPlaces({});
    setOnlyErrors(false);
    setLookupNote(null);
    setLookedUp(new Set());
    setMap({});
    setHeaders(next ? await readHeaders(next) : null);
  }

  async function send(dryRun: boolean) {
    if (!file) return;
    setStage(dryRun ? "previewing" : "committing");
    setError(null);
    try {
      const answer = await postImport({ file, map, choices, counties, places, approve, overwrite, dryRun });
      if (dryRun) {
        setPreview(answer);
        // Preview again stays on the page being mended, while it exists (in the rows on show).
        const shown = rowsOnShow(answer, onlyErrors).length;
        setPage((at) => (at * PREVIEW_PAGE_SIZE < shown ? at : 0));
        setLookupNote(null);
        setChangedSincePreview(false);
      } else {
        setResult(answer);
        setPreview(null);
        await queryClient.invalidateQueries();
      }
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setStage("idle");
    }
  }

  /** Fills the towns (and counties) of the rows on show that have a point and no town yet, from the geocoder. */
  async function lookUp(rows: ImportAnswer["rows"]) {
    const points = rows.flatMap((r) => (r.point ? [{ line: r.line, ...r.point }] : []));
    setLookingUp(points.length);
    setLookupNote(null);
    setError(null);
    try {
      const found = await postPlaceLookup(points);
      const nextPlaces = { ...places };
      const nextCounties = { ...counties };
      const unsettled = new Set(rows.filter((r) => r.countyUnsettled).map((r) => r.line));
      for (const p of found.places) {
        nextPlaces[p.line] = { town: p.town, address: p.address };
        if (p.county && unsettled.has(p.line) && !nextCounties[p.line]) nextCounties[p.line] = p.county;
      }
      setPlaces(nextPlaces);
      setCounties(nextCounties);
      setLookedUp(new Set([...lookedUp, ...points.map((p) => p.line)]));
      if (found.places.length) setChangedSincePreview(true);
      setLookupNote(
        `Found a town for ${found.places.length} of ${points.length} rows (OpenStreetMap's geocoder): check them, then preview again.` +
          (found.missed.length ? ` No town found for line${found.missed.length === 1 ? "" : "s"} ${found.missed.join(", ")}: type ${found.missed.length === 1 ? "it" : "them"} in.` : ""),
      );
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setLookingUp(0);
    }
  }

  async function undo() {
    if (!result?.batchId) return;
    setError(null);
    setUndoing(true);
    try {
      setUndone(await postUndo(result.batchId));
      await queryClient.invalidateQueries();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setUndoing(false);
      setConfirmingUndo(false);
    }
  }

  // Errors are counted by row, as the list below and the activity log count them (a row can have two).
  const counts = (a: ImportAnswer) =>
    `${a.new} new, ${a.updated} updated, ${a.unchanged} unchanged, ${countOf(a.duplicates, "possible duplicate", "possible duplicates")}, ${countOf(new Set(a.errors.map((e) => e.line)).size, "row with errors", "rows with errors")}`;

  // The rows the table lists (all, or those in error), and those of its page that have a point but no town, typed or found.
  const tableRows = preview ? rowsOnShow(preview, onlyErrors) : [];
  const lookupRows = tableRows.slice(page * PREVIEW_PAGE_SIZE, (page + 1) * PREVIEW_PAGE_SIZE).filter((r) => r.townMissing && !r.placeFromDirectory && r.point && !places[r.line]?.town?.trim() && !lookedUp.has(r.line));

  // Each column's field as the mapping screen presets it (the server reads the file the same way).
  const fields = headers ? columnFields(headers, map) : [];

  return (
    <section aria-labelledby="import-heading" className="space-y-6">
      <div>
        <h2 id="import-heading" className="text-xl font-semibold">
          Import shops
        </h2>
        <p className="text-sm text-stone-600">
          A spreadsheet saved as CSV (comma, semicolon or tab), this directory&apos;s own export, or OpenStreetMap data from Overpass (GeoJSON or JSON). Nothing is written until you import
          after the preview.
        </p>
      </div>
      <div className="space-y-3">
        <label className="block text-sm font-medium" htmlFor="import-file">
          File to import
        </label>
        <input
          ref={fileInput}
          id="import-file"
          type="file"
          accept=".csv,.txt,.geojson,.json,text/csv,application/json,application/geo+json"
          onChange={(e) => chooseAsked(e.target.files?.[0] ?? null)}
        />
        {headers && (
          <fieldset className="rounded-lg border border-stone-200 p-3">
            <legend className="px-1 text-sm font-medium">Columns</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {headers.map((header, i) => {
                const value = fields[i] ?? "";
                return (
                  <label key={header} className="flex items-center justify-between gap-2 text-sm">
                    <span>{header}</span>
                    <select
                      aria-label={`Field for column ${header}`}
                      className="rounded border border-stone-300 p-1"
                      value={value}
                      onChange={(e) => {
                        setMap({ ...map, [header]: e.target.value as ImportField | "" });
                        // Other columns make other rows: nothing is imported that was not previewed.
                        setPreview(null);
                      }}
                    >
                      <option value="">(not imported)</option>
                      {IMPORT_FIELDS.map((f) => (
                        <option key={f} value={f}>
                          {IMPORT_FIELD_LABELS[f]} ({f})
                        </option>
                      ))}
                    </select>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={approve} onChange={(e) => setApprove(e.target.checked)} /> Approve new shops (otherwise they wait for review)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={overwrite}
              onChange={(e) => {
                setOverwrite(e.target.checked);
                setChangedSincePreview(true);
              }}
            />{" "}
            Also overwrite fields edited since the last import
          </label>
        </div>
        <div className="flex gap-2">
          <Button disabled={!file || stage !== "idle"} onClick={() => void send(true)}>
            {stage === "previewing" ? "Reading…" : preview ? "Preview again" : "Preview"}
          </Button>
          {preview && (
            <Button disabled={stage !== "idle" || (!changedSincePreview && preview.new + preview.updated === 0)} onClick={() => void send(false)}>
              {changedSincePreview ? "Import with these choices" : `Import ${preview.new + preview.updated} shops`}
            </Button>
          )}
        </div>
        {stage === "committing" && (
          <div className="space-y-1">
            <label htmlFor="import-progress" className="text-sm">
              Importing… every row is written in one go, or none.
            </label>
            <progress id="import-progress" className="w-full" />
          </div>
        )}
        {error && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>

      {preview && (
        <div className="space-y-3">
          <p role="status" ref={summary} tabIndex={-1} className="font-medium">
            Preview: {counts(preview)}
          </p>
          <ErrorList errors={preview.errors} summary={`Errors (${preview.errors.length})`} />
          {preview.errors.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={onlyErrors}
                onChange={(e) => {
                  setOnlyErrors(e.target.checked);
                  setPage(0);
                }}
              />{" "}
              Show only the rows in error
            </label>
          )}
          {lookupRows.length > 0 && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={lookingUp > 0 || stage !== "idle"} onClick={() => void lookUp(lookupRows)}>
                {lookingUp > 0 ? `Looking up ${lookingUp} towns…` : `Look up the towns of this page's ${lookupRows.length} ${lookupRows.length === 1 ? "row" : "rows"} without one`}
              </Button>
              <span className="text-stone-600">From each row&apos;s coordinates, about a second a row. You check what it finds before importing.</span>
            </div>
          )}
          {lookupNote && (
            <p role="status" className="text-sm">
              {lookupNote}
            </p>
          )}
          <PreviewTable
            rows={tableRows}
            page={page}
            onPage={setPage}
            choices={choices}
            onChoice={(line, choice) => {
              setChoices({ ...choices, [line]: choice });
              setChangedSincePreview(true);
            }}
            counties={counties}
            onCounty={(line, county) => {
              setCounties({ ...counties, [line]: county });
              setChangedSincePreview(true);
            }}
            places={places}
            onPlace={(line, place) => {
              setPlaces({ ...places, [line]: place });
              setChangedSincePreview(true);
            }}
          />
          <p className="text-xs text-stone-600">After changing a choice, a county, a town or an address, preview again to see the new counts, or import with your choices at once.</p>
        </div>
      )}

      {result && (
        <div className="space-y-2 rounded-lg border border-stone-200 p-3">
          <p role="status" className="font-medium">
            Imported: {counts(result)}
          </p>
          {/* The rows in error stay listed: the file, mended, can be imported again (the rows already in match their shops). */}
          <ErrorList errors={result.errors} summary={`Rows with errors, not imported (${new Set(result.errors.map((e) => e.line)).size})`} />
          <DuplicateList rows={result.rows.filter((r) => r.status === "duplicate")} />
          {result.geocodeQueued > 0 && <p className="text-sm">{countOf(result.geocodeQueued, "new shop without coordinates is", "new shops without coordinates are")} being placed on the map, one a second.</p>}
          {!result.batchId && <p className="text-sm">Nothing was written: every row is already in the directory as it is, left for you to choose, or in error.</p>}
          {result.batchId && !undone && (
            <Button variant="outline" onClick={() => setConfirmingUndo(true)}>
              Undo this import
            </Button>
          )}
          {undone && (
            <div role="status" className="text-sm">
              <p>
                Import undone: {undone.removed} shops removed, {undone.restored} shops restored.
              </p>
              {undone.editedSince.length > 0 && (
                <ul>
                  {undone.editedSince.map((s) => (
                    <li key={s.shopId}>
                      {s.name}: {s.fields.join(", ")} edited since the import, left as they are
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog open={confirmingUndo} {...UNDO_IMPORT_CONFIRM} pending={undoing} onCancel={() => setConfirmingUndo(false)} onConfirm={() => void undo()} />
      {discardDialog}
    </section>
  );
}

/** The rows the preview table lists: those in error when the admin asks for them only and there are some, else all. */
function rowsOnShow(answer: ImportAnswer, onlyErrors: boolean): ImportAnswer["rows"] {
  return onlyErrors && answer.errors.length > 0 ? answer.rows.filter((r) => r.status === "error") : answer.rows;
}

/**
 * The possible duplicates an import left as they were (no choice made for them): not imported, and
 * listed so that the admin can compare each with the shop it looks like, and import it in a new
 * preview of the file with Update or Add as new.
 */
function DuplicateList({ rows }: { rows: ImportAnswer["rows"] }) {
  if (rows.length === 0) return null;
  return (
    <details open={rows.length <= 20}>
      <summary className="cursor-pointer text-sm font-medium">Possible duplicates, not imported ({rows.length})</summary>
      <p className="mt-1 text-sm text-stone-600">Each looks like a shop already listed. To import one, preview the file again and choose Update or Add as new for it.</p>
      <ul className="mt-1 text-sm">
        {rows.map((r) => (
          <li key={r.line}>
            Line {r.line}: {r.name}, like {r.match?.name} ({r.match ? matchReasonText(r.match.reason) : ""})
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A file's errors, line by line, folded away when there are many. */
function ErrorList({ errors, summary }: { errors: ImportAnswer["errors"]; summary: string }) {
  if (errors.length === 0) return null;
  return (
    <details open={errors.length <= 20}>
      <summary className="cursor-pointer text-sm font-medium text-red-800">
        {summary}
      </summary>
      <ul className="mt-1 text-sm">
        {errors.map((e) => (
          <li key={`${e.line}-${e.column}-${e.message}`}>
            Line {e.line}, column {e.column}
            {e.value ? ` ("${e.value}")` : ""}: {e.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
