import { isNorthernIrelandCounty } from "@/lib/geo/postcode";
import type { Rng } from "./random";
import type { Town } from "./places";

/** Characters real Eircodes use in the unique identifier (no B, G, I, J, L, M, O, Q, S, U, Z). */
const EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789";
const EIRCODE_LETTERS = "ACDEFHKNPRTVWXY";
/** Letters a UK inward code may end with (no C, I, K, M, O, V). */
const BT_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
const from = (rng: Rng, chars: string, n: number) =>
  Array.from({ length: n }, () => rng.pick([...chars])).join("");

/** "R93 X4K7" with the town's real routing key, or "BT43 7DX" in the town's BT district. */
export function postcodeFor(rng: Rng, county: string, town: Town): string {
  if (isNorthernIrelandCounty(county))
    return `${town.postcode} ${rng.int(0, 9)}${from(rng, BT_LETTERS, 2)}`;
  return `${town.postcode} ${from(rng, EIRCODE_LETTERS, 1)}${from(rng, EIRCODE_CHARS, 3)}`;
}

/** Irish landline or mobile in international form, as the demo writes them. */
export function phoneFor(rng: Rng, county: string, town: Town): string {
  if (isNorthernIrelandCounty(county)) {
    if (rng.chance(0.3))
      return `+44 7${rng.pick(["7", "8", "9"])}${digits(rng, 2)} ${digits(rng, 6)}`;
    return `+44 28 ${town.dial}${digits(rng, 2)} ${digits(rng, 4)}`;
  }
  if (rng.chance(0.35))
    return `+353 8${rng.pick(["3", "5", "6", "7", "9"])} ${digits(rng, 3)} ${digits(rng, 4)}`;
  if (town.dial.length === 3) return `+353 ${town.dial} ${digits(rng, 5)}`;
  return `+353 ${town.dial} ${rng.int(2, 9)}${digits(rng, 2)} ${digits(rng, 4)}`;
}

/** A point near the town: at most ~1.3 km north/south and ~1.2 km east/west of its anchor. */
export function pointNear(rng: Rng, town: Town): { latitude: string; longitude: string } {
  const lat = town.lat + (rng.next() * 2 - 1) * 0.012;
  const lon = town.lon + (rng.next() * 2 - 1) * 0.018;
  return { latitude: lat.toFixed(5), longitude: lon.toFixed(5) };
}
