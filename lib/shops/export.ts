import "server-only";
import { createHash } from "node:crypto";
import { exportVersion, iteratePublicShops, type ExportShop } from "@/lib/shops/export-query";
import { siteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { toOsmHours } from "@/lib/hours/osm";
import { OSM_LICENCE } from "@/lib/import/types";

/** The open-data licence of the exports (also stated in the README). */
export const EXPORT_LICENCE = "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), Farm Shops Ireland";

const shopUrl = (s: ExportShop) => siteUrl(routes.shop(s));

/** A row's licence: OpenStreetMap's for shops that came from it (ODbL asks that it stays with the data), else the directory's. */
export const rowLicence = (s: ExportShop) => (s.sourceLicence === OSM_LICENCE ? OSM_LICENCE : "CC BY 4.0");

/**
 * The hours in OpenStreetMap's opening_hours syntax (weekly hours, public holidays and special
 * dates in one value), or the text as published when the model could not hold it.
 */
export const exportHours = (s: ExportShop) =>
  s.hoursAsPublished ?? toOsmHours({ openingHours: s.openingHours, publicHolidayHours: s.publicHolidayHours, hoursExceptions: s.hoursExceptions });

function geojsonFeature(s: ExportShop): string {
  const lat = s.latitude === null ? NaN : Number(s.latitude);
  const lon = s.longitude === null ? NaN : Number(s.longitude);
  const geometry = Number.isFinite(lat) && Number.isFinite(lon) ? { type: "Point", coordinates: [lon, lat] } : null;
  const { latitude: _lat, longitude: _lon, updatedAt, openingHours: _h, publicHolidayHours: _p, hoursExceptions: _e, hoursAsPublished: _a, sourceLicence: _l, ...properties } = s;
  return JSON.stringify({ type: "Feature", id: s.id, geometry, properties: { ...properties, openingHours: exportHours(s), licence: rowLicence(s), url: shopUrl(s), updatedAt: updatedAt.toISOString() } });
}

// The first columns as they always were; the rest added for moving a directory (lib/import reads them all).
const CSV_COLUMNS = ["id", "slug", "name", "shopType", "county", "town", "address", "eircode", "phone", "email", "website", "latitude", "longitude", "products", "services", "url", "updatedAt", "description", "facebook", "instagram", "openingHours", "licence", "sourceId"] as const;

/**
 * One CSV field (RFC 4180 quoting). A value that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or return) gets a leading apostrophe; a plain number (a longitude) does not.
 */
export function csvField(value: string | null): string {
  if (value === null) return "";
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvRow(s: ExportShop): string {
  const values: Record<(typeof CSV_COLUMNS)[number], string | null> = {
    ...s,
    openingHours: exportHours(s) || null,
    licence: rowLicence(s),
    products: s.products.join("; "),
    services: s.services.join("; "),
    url: shopUrl(s),
    updatedAt: s.updatedAt.toISOString(),
  };
  return `${CSV_COLUMNS.map((c) => csvField(values[c])).join(",")}\r\n`;
}

/** Text produced batch by batch, as a byte stream that asks for the next batch only when read. */
function streamOf(head: string, rows: AsyncGenerator<ExportShop[]>, render: (s: ExportShop, first: boolean) => string, tail: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const next = await rows.next();
      if (next.done) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((s) => {
        const text = render(s, first);
        first = false;
        return text;
      }).join("")));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

export type ExportFormat = "geojson" | "csv";

/** The export's bytes, over every public shop (`rows`: other shops, for a test). No byte-order mark: other programs read this open data, and a mark would be part of their first column's name. */
export function exportStream(format: ExportFormat, rows: AsyncGenerator<ExportShop[]> = iteratePublicShops()): ReadableStream<Uint8Array> {
  if (format === "csv") return streamOf(`${CSV_COLUMNS.join(",")}\r\n`, rows, (s) => csvRow(s), "");
  const head = `{"type":"FeatureCollection","license":${JSON.stringify(EXPORT_LICENCE)},"features":[\n`;
  return streamOf(head, rows, (s, first) => `${first ? "" : ",\n"}${geojsonFeature(s)}`, "\n]}\n");
}

/** A strong validator of the export's content: it changes whenever a public shop does. */
export async function exportEtag(format: ExportFormat): Promise<string> {
  const version = await exportVersion();
  return `"${format}-${createHash("sha256").update(`${siteUrl("/")}|${version}`).digest("base64url").slice(0, 22)}"`;
}
