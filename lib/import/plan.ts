import { foldName, indexDirectory, isNear, matchRow, planChanges, valuesOf, type DirectoryIndex, type ExistingShop, type PlannedRow, type RowChoice } from "./match";
import type { ImportRow } from "./rows";
import { asksAdmin, type ImportRowError } from "./types";

export type ImportCounts = { new: number; updated: number; unchanged: number; duplicates: number; errors: number };

/** A row's plan with the row itself (the shop's values the commit writes). */
export type PlanRow = PlannedRow & { source: ImportRow };

export type ImportPlan = {
  rows: PlanRow[];
  counts: ImportCounts;
  errors: ImportRowError[];
};

/** What the preview table and the answer show of a row: its plan and its notes, without the shop's values. */
export type RowReport = PlannedRow &
  Pick<ImportRow, "sourceId" | "countyUnsettled" | "townMissing" | "placeFromDirectory" | "point" | "hoursNote" | "errors"> & {
    /** The town and county the row is imported with (null for a row in error). */
    town: string | null;
    county: string | null;
  };

/** A whole file's plan as reported: every row's report, the counts and the errors. */
export type ImportReport = { rows: RowReport[]; counts: ImportCounts; errors: ImportRowError[] };

export function reportOf({ source, ...planned }: PlanRow): RowReport {
  // The source id and point serve the preview's link and look-up, for rows the admin is asked
  // about only: a 20,000-row answer without them for the others is megabytes smaller.
  const asks = asksAdmin(source);
  const imported = planned.status === "error" ? null : source.shop;
  return {
    ...planned,
    name: planned.name || source.shop?.name || source.name,
    sourceId: asks ? source.sourceId : null,
    town: imported?.town ?? null,
    county: imported?.county ?? null,
    countyUnsettled: source.countyUnsettled,
    townMissing: source.townMissing,
    placeFromDirectory: source.placeFromDirectory,
    point: asks ? source.point : null,
    hoursNote: source.hoursNote,
    errors: source.errors,
  };
}

/**
 * The new shops of a file so far, by folded name: a later row of the same name within 300 m of
 * one is that shop again (OpenStreetMap's point and its building), and so is one of the same name
 * in the same town and county where either has no point (a spreadsheet's row pasted twice), as
 * matchRow finds a shop of the directory. Rows still waiting for the admin's town or county count
 * by their point alone (a farm's node and building without addresses ask for one place, not two).
 */
function newRowsOfFile() {
  type Seen = { line: number; point: { latitude: number; longitude: number } | null; place: string | null };
  const byName = new Map<string, Seen[]>();
  const placeOf = (row: ImportRow) => (row.shop && row.shop.town.trim() !== "" ? `${foldName(row.shop.town)}|${row.shop.county}` : null);
  const nameOf = (row: ImportRow) => foldName(row.shop?.name ?? row.name);
  return {
    add(row: ImportRow) {
      const key = nameOf(row);
      if (!key) return;
      byName.set(key, [...(byName.get(key) ?? []), { line: row.line, point: row.point, place: placeOf(row) }]);
    },
    /** The earlier line of the same shop, and how it was found, or null. */
    find(row: ImportRow): { line: number; reason: "near" | "town" } | null {
      const here = row.point;
      const place = placeOf(row);
      for (const other of byName.get(nameOf(row)) ?? []) {
        if (here && other.point) {
          if (isNear(here, other.point)) return { line: other.line, reason: "near" };
        } else if (place !== null && other.place === place) {
          return { line: other.line, reason: "town" };
        }
      }
      return null;
    },
  };
}

/** A row in error only for want of a town or county, which the admin gives in the preview. */
const waitsForPlace = (row: ImportRow) =>
  !row.shop && row.errors.length > 0 && asksAdmin(row) && row.errors.every((e) => e.column === "town" || e.column === "county");

export type PlanOptions = { choices?: Record<number, RowChoice>; overwrite?: boolean; fullRecord?: boolean };

/** The planner of one file: each row in turn (in file order: a source seen twice is an error on its second line). */
export function planner(index: DirectoryIndex, { choices = {}, overwrite = false, fullRecord = false }: PlanOptions) {
  const seenSource = new Map<string, number>();
  const newInFile = fullRecord ? null : newRowsOfFile();
  const counts: ImportCounts = { new: 0, updated: 0, unchanged: 0, duplicates: 0, errors: 0 };
  const errors: ImportRowError[] = [];
  const plan = (row: ImportRow): PlanRow => {
    const base = { line: row.line, name: row.shop?.name ?? row.name, match: null, changes: [], kept: [], choice: choices[row.line] ?? null, source: row };
    if (row.sourceId && row.shop) {
      const first = seenSource.get(row.sourceId);
      if (first !== undefined) row.errors.push({ line: row.line, column: "sourceId", value: row.sourceId, message: `The same shop (${row.sourceId}) is already on line ${first}.` });
      else seenSource.set(row.sourceId, row.line);
    }
    const choice = base.choice;
    const found = row.shop && row.errors.length === 0 ? matchRow(row, index) : null;
    // The same shop twice in the file (OpenStreetMap often has a farm's point and its building):
    // the second is left out, unless the admin chose to add it. Not in this directory's own export,
    // whose rows are shops by their ids (two shops of one name may stand side by side).
    const waiting = waitsForPlace(row);
    const candidate = (row.shop && row.errors.length === 0 && !found) || waiting;
    const twin = candidate && choice !== "new" && newInFile ? newInFile.find(row) : null;
    if (twin === null && waiting) newInFile?.add(row);
    if (twin !== null) {
      const message =
        twin.reason === "near"
          ? `The same name within 300 m as line ${twin.line}: one shop twice in the file (a point and its building?), left out.`
          : `The same name in the same town as line ${twin.line}: one shop twice in the file, left out.`;
      const error = { line: row.line, column: "name", value: row.name, message };
      // Left out: it asks for no town or county of its own.
      if (waiting) {
        row.errors.length = 0;
        row.townMissing = false;
        row.countyUnsettled = false;
      }
      row.errors.push(error);
      counts.errors++;
      errors.push(error);
      return { ...base, status: "error" as const };
    }
    if (!row.shop || row.errors.length > 0) {
      counts.errors++;
      errors.push(...row.errors);
      return { ...base, status: "error" as const };
    }
    if (!found || choice === "new") {
      newInFile?.add(row);
      counts.new++;
      return { ...base, match: found ? { id: found.shop.id, name: String(found.shop.values.name), reason: found.reason } : null, status: "new" as const };
    }
    const match = { id: found.shop.id, name: String(found.shop.values.name), reason: found.reason };
    const { changes, kept } = planChanges(valuesOf(row.shop), found.shop, { overwrite, fullRecord });
    if (found.reason !== "source" && choice !== "update") {
      counts.duplicates++;
      return { ...base, match, changes, kept, status: "duplicate" as const };
    }
    if (choice === "keep" || changes.length === 0) {
      counts.unchanged++;
      return { ...base, match, changes, kept, status: "unchanged" as const };
    }
    counts.updated++;
    return { ...base, match, changes, kept, status: "updated" as const };
  };
  return { plan, counts, errors };
}

/**
 * Every row's fate: new, an update (same source, or a possible duplicate the admin chose to
 * update), unchanged, a possible duplicate left for the admin (kept unless chosen otherwise), or
 * an error. `choices` are the admin's, by line. The same source twice in a file is an error on the
 * second line.
 */
export function planImport(rows: ImportRow[], directory: ExistingShop[], options: PlanOptions = {}): ImportPlan {
  const { plan, counts, errors } = planner(indexDirectory(directory), options);
  return { rows: rows.map(plan), counts, errors };
}
