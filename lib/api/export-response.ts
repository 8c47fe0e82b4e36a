import "server-only";
import { exportEtag, exportStream, type ExportFormat } from "@/lib/shops/export";
import { ifNoneMatchHits } from "./respond";

const TYPES: Record<ExportFormat, string> = {
  geojson: "application/geo+json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

/**
 * The open-data export as a streamed answer, cached by shared caches for five minutes, and a 304
 * when the client's copy (ETag) is still current. The front (nginx, a CDN) compresses it on the
 * way out; the instances do not compress (next.config.mjs).
 */
export async function exportResponse(req: Request, format: ExportFormat): Promise<Response> {
  const etag = await exportEtag(format);
  const headers = new Headers({
    "Content-Type": TYPES[format],
    "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
    ETag: etag,
    Vary: "Accept-Encoding",
    "Content-Disposition": `inline; filename="farm-shops-ireland.${format}"`,
  });
  if (ifNoneMatchHits(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(exportStream(format), { headers });
}
