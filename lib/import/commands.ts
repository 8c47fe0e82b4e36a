import "server-only";
import { after } from "next/server";
import { revalidatePublic } from "@/lib/cache/commands";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { AppError } from "@/lib/errors";
import { geocodeNewShop } from "@/lib/geo/bulk";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import type { ColumnMap } from "./fields";
import type { RowChoice } from "./match";
import { indexDirectory, knownPlaces } from "./match";
import { planner, reportOf, type ImportReport, type PlanRow } from "./plan";
import { commitImportPieces, loadDirectory, undoImportBatch, type UndoResult } from "./queries";
import { openImportFile, type ReadFile } from "./read";
import { MalformedFileError, type ImportFormat } from "./types";

export type ImportOptions = {
  bytes: Uint8Array;
  fileName: string;
  format?: ImportFormat;
  map?: ColumnMap;
  dryRun: boolean;
  approve: boolean;
  /** The admin's choice per line for possible duplicates (update, keep, add as new). */
  choices?: Record<number, RowChoice>;
  /** The admin's county for rows without one, by line. */
  counties?: Record<number, string>;
  /** The admin's town and address for rows without a town, by line. */
  places?: Record<number, { town?: string; address?: string }>;
  /** Overwrite fields edited since the last import too. */
  overwrite?: boolean;
};

/** The file as the answer describes it: its format and, for a CSV, its columns and the field each fills. */
export type ImportFileInfo = Omit<ReadFile, "rows">;

/** `geocoding`: the geocoding run of the new shops without coordinates when it runs outside a request (the CLI waits for it). */
export type ImportOutcome = { file: ImportFileInfo; plan: ImportReport; batchId: string | null; geocodeQueued: number; geocoding: Promise<void> | null };

/** A malformed file as the API's 400 (the same message the CLI prints). */
async function refusingMalformed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof MalformedFileError) throw new AppError("bad_request", err.message);
    throw err;
  }
}

/**
 * An import: read and check the file, match its rows, and, unless a dry run, write it in one
 * transaction and expire the public pages once. The file is read, matched and written a piece at
 * a time, in slices, so that the pages served by the same process keep answering meanwhile
 * (lib/import/slices.ts) and only the piece in hand is held with the rows' reports, never the
 * whole file's shops (a 20,000-row file would otherwise hold hundreds of megabytes). A file
 * refused late (a row of the wrong width at its end) rolls the transaction back: nothing is
 * written. New shops without coordinates are geocoded after the answer, one at a time at the
 * geocoder's pace (lib/geo/limiter.ts), as submissions are.
 */
export async function runImport(options: ImportOptions): Promise<ImportOutcome> {
  return refusingMalformed(async () => {
    const opened = openImportFile(options.bytes, { format: options.format, map: options.map, counties: options.counties, places: options.places });
    // One index of the directory, for the rows' known places and for their matching.
    const index = indexDirectory(await loadDirectory());
    const file: ImportFileInfo = { format: opened.format, columns: [], fullRecord: false };
    const report: ImportReport = { rows: [], counts: { new: 0, updated: 0, unchanged: 0, duplicates: 0, errors: 0 }, errors: [] };
    async function* planned(): AsyncGenerator<PlanRow[]> {
      let plan: ReturnType<typeof planner> | null = null;
      for await (const piece of opened.pieces(knownPlaces(index))) {
        file.columns = piece.columns;
        file.fullRecord = piece.fullRecord;
        if (!plan) {
          // The first piece says whether the file is a full record; the planner's counts and
          // errors grow as the rows are planned, and the report shows them as they are.
          plan = planner(index, { choices: options.choices, overwrite: options.overwrite, fullRecord: piece.fullRecord });
          report.counts = plan.counts;
          report.errors = plan.errors;
        }
        const rows = piece.rows.map(plan.plan);
        for (const row of rows) report.rows.push(reportOf(row));
        yield rows;
      }
    }
    if (options.dryRun) {
      for await (const rows of planned()) void rows;
      return { file, plan: report, batchId: null, geocodeQueued: 0, geocoding: null };
    }
    const result = await commitImportPieces({ pieces: planned(), counts: () => report.counts, fileName: options.fileName, format: file.format, approve: options.approve });
    revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
    const toPlace = result.created.filter((s) => !s.hasCoordinates).map((s) => s.id);
    const geocoding = toPlace.length > 0 ? scheduleGeocoding(toPlace) : null;
    return { file, plan: report, batchId: result.batchId, geocodeQueued: toPlace.length, geocoding };
  });
}

/** Geocodes the shops in turn after the answer (outside a request, as the CLI runs, at once). */
function scheduleGeocoding(ids: string[]): Promise<void> | null {
  const run = async () => {
    let placed = 0;
    for (const id of ids) {
      const shop = await getShopByIdOrSlug({ idOrSlug: id, includePending: true }).catch(() => null);
      if (shop && (await geocodeNewShop(shop))) placed++;
    }
    if (placed > 0) revalidatePublic(CACHE_TAGS.shops);
  };
  try {
    after(run);
    return null;
  } catch {
    return run();
  }
}

export async function undoImport({ batchId }: { batchId: string }): Promise<UndoResult> {
  const result = await undoImportBatch({ batchId });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return result;
}
