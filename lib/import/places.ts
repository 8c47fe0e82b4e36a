import "server-only";
import { AppError } from "@/lib/errors";
import { reverseGeocoder } from "@/lib/geo/nominatim";
import { placeFromNominatim, type PlacesFound } from "@/lib/geo/reverse-place";
import type { PlaceLookup } from "@/lib/validation/import";
import { logger } from "@/lib/observability/logger";

/** A lookup stops after this long (the rest are `missed`), well inside the route's maxDuration. */
const LOOKUP_BUDGET_MS = 90_000;
/** Three failures in a row: the geocoder is down or refusing us; the rest are not tried. */
const FAILURES_IN_A_ROW = 3;

/**
 * The town, address and county at each row's point, for the preview to fill in where the file
 * gives none: one reverse lookup a row, at the geocoder's pace (lib/geo/limiter.ts, shared with
 * every other lookup of the process). A point the geocoder knows no town for is `missed`, as are
 * the points left when the time budget runs out or the geocoder fails three times in a row. When
 * not one lookup was answered, the call is a 503 (nothing is lost: the admin types the towns).
 */
export async function lookUpPlaces({ points }: PlaceLookup): Promise<PlacesFound> {
  const found: PlacesFound = { places: [], missed: [] };
  const deadline = Date.now() + LOOKUP_BUDGET_MS;
  let answered = 0;
  let failuresInARow = 0;
  for (const { line, latitude, longitude } of points) {
    if (Date.now() > deadline || failuresInARow >= FAILURES_IN_A_ROW) {
      found.missed.push(line);
      continue;
    }
    try {
      const place = placeFromNominatim(await reverseGeocoder({ latitude, longitude }));
      answered += 1;
      failuresInARow = 0;
      if (place) found.places.push({ line, ...place });
      else found.missed.push(line);
    } catch (err) {
      failuresInARow += 1;
      found.missed.push(line);
      logger().warn({ line, reason: err instanceof Error ? err.message : String(err) }, "geocode: reverse lookup failed");
    }
  }
  if (answered === 0) throw new AppError("unavailable", "The geocoder did not answer. Type the towns instead, or try again in a few minutes.");
  return found;
}
