import { z } from "@/lib/validation/zod";
import { COUNTY_NAMES, findCountyByName } from "@/lib/counties";
import { IMPORT_FIELDS } from "@/lib/import/types";

const flag = (name: string) =>
  z
    .enum(["0", "1", "true", "false", ""], { error: `${name} must be 1 or 0` })
    .optional()
    .transform((v) => v === "1" || v === "true");

const jsonOf = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

/** A town or address the admin types in the preview for a row without one; the shop rules check it again with the row. */
const placeText = (max: number, name: string) => z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`).optional();

const line = z.string().regex(/^\d+$/, "Lines are whole numbers");

/** POST /api/admin/import's form fields besides the file (the admin tab sends the same). */
/** The largest file an import takes: a national directory's export is a few megabytes, and this is twice the largest plausible one. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The refusal of a file over IMPORT_MAX_BYTES: said by the Import tab before it uploads (with the file's size), and by the handler (413). */
export function importTooLargeMessage(file?: { name: string; size: number }): string {
  const what = file ? `"${file.name}" is ${(file.size / (1024 * 1024)).toFixed(1)} MB` : "The file is larger than 20 MB";
  return `${what}; an import takes files of up to 20 MB. Split it into parts (a few thousand rows each) and import them one after another.`;
}

export const importFormSchema = z.object({
  format: z.enum(["csv", "osm"], { error: "format must be csv or osm" }).optional(),
  dryRun: flag("dryRun"),
  approve: flag("approve"),
  overwrite: flag("overwrite"),
  map: jsonOf(z.record(z.string(), z.union([z.enum(IMPORT_FIELDS), z.literal("")], { error: `Map a column to one of: ${IMPORT_FIELDS.join(", ")}` })), "map"),
  choices: jsonOf(z.record(line, z.enum(["update", "keep", "new"], { error: "A choice is update, keep or new" })), "choices"),
  counties: jsonOf(
    z.record(
      line,
      // "" is no pick (the preview's "Pick the county"): the row stays an error until one is made.
      z
        .string()
        .refine((c) => c.trim() === "" || findCountyByName(c) !== undefined, `County must be one of: ${COUNTY_NAMES.join(", ")}`)
        .transform((c) => findCountyByName(c)?.name),
    ),
    "counties",
  ),
  places: jsonOf(
    z.record(
      line,
      z.strictObject(
        { town: placeText(100, "Town/City"), address: placeText(300, "Address") },
        { error: 'A place is {"town": "…", "address": "…"}' },
      ),
    ),
    "places",
  ),
});
export type ImportForm = z.output<typeof importFormSchema>;

export const importBatchIdSchema = z.object({ batchId: z.uuid({ error: "Not a valid import id" }) });

/** At most a preview page's rows in one lookup: 50 s at the public geocoder's one request a second. */
export const PLACE_LOOKUP_MAX = 50;

/** POST /api/admin/import/places: the points of rows without a town, by line. */
export const placeLookupSchema = z.strictObject({
  points: z
    .array(
      z.strictObject({
        line: z.number({ error: "line must be a whole number" }).int("line must be a whole number").min(1, "line must be at least 1"),
        latitude: z.number({ error: "latitude must be a number" }).min(-90, "latitude must be between -90 and 90").max(90, "latitude must be between -90 and 90"),
        longitude: z.number({ error: "longitude must be a number" }).min(-180, "longitude must be between -180 and 180").max(180, "longitude must be between -180 and 180"),
      }),
      { error: "points must be a list of {line, latitude, longitude}" },
    )
    .min(1, "Send at least one point")
    .max(PLACE_LOOKUP_MAX, `At most ${PLACE_LOOKUP_MAX} points at a time`),
});
export type PlaceLookup = z.output<typeof placeLookupSchema>;
