import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { formatCount } from "@/lib/format";
import { parseWith } from "@/lib/validation/parse";

export const JSON_BODY_MAX_BYTES = 1_048_576;

function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${formatCount(maxBytes)} bytes`);
}

/**
 * Reads a request body into memory, but never more than `maxBytes`: a declared Content-Length over
 * the cap is refused before reading, and a body that grows past it (chunked, or a lying header)
 * is cut off as soon as it does (413 either way).
 */
export async function readLimited(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body ("aborted", ECONNRESET): its fault, not the database's.
      throw new AppError("bad_request", "The request body was cut off before it was complete");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** A JSON media type: application/json, or a +json one (application/merge-patch+json). */
export const isJsonType = (type: string) => /^application\/([\w.+-]+\+)?json\b/i.test(type.trim());

/**
 * The JSON object body of a request, validated. Malformed JSON, a non-object, a non-JSON
 * Content-Type (a cross-site form cannot send JSON without a preflight) or a body over 1 MB
 * each answer 400/415/413 with a message. `optional`: an empty body counts as `{}`.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, { optional = false, maxBytes = JSON_BODY_MAX_BYTES } = {}): Promise<z.output<S>> {
  const type = req.headers.get("content-type");
  const bytes = await readLimited(req, maxBytes);
  const text = new TextDecoder().decode(bytes).trim();
  if (text === "") {
    if (optional) return parseWith(schema, {});
    throw new AppError("bad_request", "The request body must be a JSON object");
  }
  if (type && !isJsonType(type)) {
    throw new AppError("unsupported_media_type", "Send the body as JSON (Content-Type: application/json)");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Malformed JSON in the request body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("bad_request", "The request body must be a JSON object");
  }
  return parseWith(schema, value);
}
