import "server-only";
import { getEnv } from "@/lib/env";
import { SITE_NAME } from "@/lib/seo/metadata";
import type { Coordinates } from "./coordinates";
import type { GeocodeQuery } from "./candidates";
import { waitTurn } from "./limiter";

/** Nominatim's usage policy asks for an identifying User-Agent with a way to reach the operator. */
export function geocoderUserAgent(): string {
  const env = getEnv();
  return `${SITE_NAME.replace(/[^\w.-]+/g, "")}/1.0 (+${env.SITE_URL}; ${env.CONTACT_EMAIL})`;
}

/** One request to the geocoder at its pace (lib/geo/limiter.ts): the parsed JSON, or a throw on a network error, a timeout or a non-2xx answer. */
async function askGeocoder(endpoint: "search" | "reverse", params: Record<string, string>): Promise<unknown> {
  const env = getEnv();
  const url = new URL(endpoint, env.GEOCODER_URL.endsWith("/") ? env.GEOCODER_URL : `${env.GEOCODER_URL}/`);
  url.search = new URLSearchParams(params).toString();
  await waitTurn(env.GEOCODER_MIN_INTERVAL_MS);
  const res = await fetch(url, {
    headers: { "User-Agent": geocoderUserAgent(), Accept: "application/json", "Accept-Language": "en" },
    signal: AbortSignal.timeout(env.GEOCODER_TIMEOUT_MS),
    cache: "no-store",
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  return res.json();
}

/**
 * One search against the Nominatim-compatible geocoder: the first hit's lat/lon, or null when it
 * found nothing. Throws on a network error, a timeout (GEOCODER_TIMEOUT_MS) or a non-2xx answer.
 */
export async function searchGeocoder({ q, countrycodes }: GeocodeQuery): Promise<Coordinates | null> {
  const body = await askGeocoder("search", { q, format: "json", limit: "1", countrycodes });
  if (!Array.isArray(body)) throw new Error("geocoder answer is not a list");
  const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
  if (!first) return null;
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error("geocoder answer has no lat/lon");
  return { latitude, longitude };
}

/**
 * One reverse lookup against the Nominatim-compatible geocoder: the `address` parts of the place
 * at a point (a street's zoom), or null when it knows none there. Throws as searchGeocoder does.
 */
export async function reverseGeocoder({ latitude, longitude }: Coordinates): Promise<Record<string, unknown> | null> {
  const body = (await askGeocoder("reverse", { lat: String(latitude), lon: String(longitude), format: "jsonv2", zoom: "16", addressdetails: "1" })) as {
    address?: unknown;
    error?: unknown;
  } | null;
  // Nominatim answers 200 {"error": "Unable to geocode"} for a point in the sea.
  if (!body || typeof body !== "object" || body.error || !body.address || typeof body.address !== "object") return null;
  return body.address as Record<string, unknown>;
}
