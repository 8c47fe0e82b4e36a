// POST /api/admin/import – preview (dryRun=1) or commit a CSV, GeoJSON or Overpass JSON file of shops
import { readLimited } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { AppError } from "@/lib/errors";
import { runImport } from "@/lib/import/commands";
import { importAnswer } from "@/lib/import/response";
import { IMPORT_MAX_BYTES, importFormSchema, importTooLargeMessage } from "@/lib/validation/import";
import { parseWith } from "@/lib/validation/parse";

// A 20,000-row commit runs for tens of seconds.
export const maxDuration = 300;

/**
 * The upload's file and its other fields. In a function of its own so that the request body and
 * the parsed form (each a copy of the file) can be let go before the import runs.
 */
async function readUpload(req: Request): Promise<{ bytes: Uint8Array; fileName: string; fields: Record<string, FormDataEntryValue> }> {
  if (!/^multipart\/form-data/i.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data with a field named file");
  }
  const body = await readLimited(req, IMPORT_MAX_BYTES).catch((err: unknown) => {
    throw err instanceof AppError && err.code === "payload_too_large" ? new AppError("payload_too_large", importTooLargeMessage()) : err;
  });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("bad_request", "The form data could not be read");
  }
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError("bad_request", "Choose a file to import (field file)");
  const fields = Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "file" && typeof v === "string"));
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: (file instanceof File && file.name) || "upload", fields };
}

/** A form field's JSON object keyed by line number ("12") as a record keyed by the number, without the lines given nothing. */
const byLine = <T>(record: Record<string, T | undefined>): Record<number, T> =>
  Object.fromEntries(Object.entries(record).flatMap(([line, value]) => (value === undefined ? [] : [[Number(line), value]])));

export const POST = adminRoute(async (req) => {
  const { bytes, fileName, fields } = await readUpload(req);
  const options = parseWith(importFormSchema, fields);
  const outcome = await runImport({
    bytes,
    fileName,
    format: options.format,
    map: options.map,
    dryRun: options.dryRun,
    approve: options.approve,
    overwrite: options.overwrite,
    choices: options.choices && byLine(options.choices),
    counties: options.counties && byLine(options.counties),
    places: options.places && byLine(options.places),
  });
  return json(importAnswer(outcome));
});
