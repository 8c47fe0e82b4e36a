import { ApiError, errorOf, isApiError } from "@/lib/api-client";
import type { ColumnMap } from "@/lib/import/fields";
import type { RowChoice } from "@/lib/import/match";
import type { ImportAnswer } from "@/lib/import/response";
import type { UndoResult } from "@/lib/import/queries";
import type { PlacesFound } from "@/lib/geo/reverse-place";

export type ImportRequest = {
  file: File;
  map: ColumnMap;
  choices: Record<number, RowChoice>;
  counties: Record<number, string>;
  /** Town and address typed for rows without a town (empty ones are left out). */
  places: Record<number, { town?: string; address?: string }>;
  approve: boolean;
  overwrite: boolean;
  dryRun: boolean;
};

/** POST /api/admin/import as multipart form data; a non-ok answer throws ApiError (its message is the server's). */
export async function postImport(req: ImportRequest): Promise<ImportAnswer> {
  const form = new FormData();
  form.set("file", req.file);
  if (req.dryRun) form.set("dryRun", "1");
  if (req.approve) form.set("approve", "1");
  if (req.overwrite) form.set("overwrite", "1");
  if (Object.keys(req.map).length) form.set("map", JSON.stringify(req.map));
  if (Object.keys(req.choices).length) form.set("choices", JSON.stringify(req.choices));
  // A county set back to "Pick the county" is no pick.
  const counties = Object.entries(req.counties).filter(([, c]) => c);
  if (counties.length) form.set("counties", JSON.stringify(Object.fromEntries(counties)));
  const places = Object.entries(req.places).filter(([, p]) => p.town?.trim() || p.address?.trim());
  if (places.length) form.set("places", JSON.stringify(Object.fromEntries(places)));
  const response = await fetch("/api/admin/import", { method: "POST", body: form, credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as ImportAnswer;
}

/** POST /api/admin/import/places: the towns at the points of rows without one (about a second a point). */
export async function postPlaceLookup(points: { line: number; latitude: number; longitude: number }[]): Promise<PlacesFound> {
  const response = await fetch("/api/admin/import/places", {
    method: "POST",
    body: JSON.stringify({ points }),
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as PlacesFound;
}

export async function postUndo(batchId: string): Promise<UndoResult> {
  const response = await fetch(`/api/admin/import/${encodeURIComponent(batchId)}/undo`, { method: "POST", credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as UndoResult;
}

export const messageOf = (err: unknown) =>
  isApiError(err, 401)
    ? "Your session has ended. Sign in again, then press the button again: the file and your choices are kept."
    : err instanceof ApiError
      ? (err.serverMessage ?? err.message)
      : "Something went wrong. Please try again.";
