import "server-only";
import { after } from "next/server";
import { revalidatePublic } from "@/lib/cache/commands";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { AppError } from "@/lib/errors";
import { geocodeNewShop } from "@/lib/geo/bulk";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import type { ColumnMap } from "./fields";
import type { RowChoice } from "./match";
import { planImportSliced, type ImportPlan } from "./plan";
import { commitImportPlan, loadDirectory, undoImportBatch, type UndoResult } from "./queries";
import { readImportFileSliced, type ReadFile } from "./read";
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
  /** Overwrite fields edited since the last import too. */
  overwrite?: boolean;
};

/** `geocoding`: the geocoding run of the new shops without coordinates when it runs outside a request (the CLI waits for it). */
export type ImportOutcome = { file: ReadFile; plan: ImportPlan; batchId: string | null; geocodeQueued: number; geocoding: Promise<void> | null };

/** A malformed file as the API's 400 (the same message the CLI prints). */
export async function readOrRefuse(options: ImportOptions): Promise<ReadFile> {
  try {
    return await readImportFileSliced(options.bytes, { format: options.format, map: options.map, counties: options.counties });
  } catch (err) {
    if (err instanceof MalformedFileError) throw new AppError("bad_request", err.message);
    throw err;
  }
}

/**
 * An import: read and check the file, match its rows, and, unless a dry run, write it in one
 * transaction and expire the public pages once. Reading, matching and writing run in slices so
 * that the pages served by the same process keep answering meanwhile (lib/import/slices.ts). New shops without coordinates are geocoded after
 * the answer, one at a time at the geocoder's pace (lib/geo/limiter.ts), as submissions are.
 */
export async function runImport(options: ImportOptions): Promise<ImportOutcome> {
  const file = await readOrRefuse(options);
  const plan = await planImportSliced(file.rows, await loadDirectory(), { choices: options.choices, overwrite: options.overwrite, fullRecord: file.fullRecord });
  if (options.dryRun) return { file, plan, batchId: null, geocodeQueued: 0, geocoding: null };
  const result = await commitImportPlan({ plan, fileName: options.fileName, format: file.format, approve: options.approve });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  const toPlace = result.created.filter((s) => !s.hasCoordinates).map((s) => s.id);
  const geocoding = toPlace.length > 0 ? scheduleGeocoding(toPlace) : null;
  return { file, plan, batchId: result.batchId, geocodeQueued: toPlace.length, geocoding };
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
