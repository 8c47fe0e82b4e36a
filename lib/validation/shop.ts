import { z } from "@/lib/validation/zod";
import { SHOP_TYPES } from "@/lib/catalog";
import { COUNTY_NAMES, findCountyByName } from "@/lib/counties";
import { isNorthernIrelandCounty, isValidPostcodeForCounty, canonicalPostcode } from "@/lib/geo/postcode";
import { isInIreland } from "@/lib/geo/coordinates";
import { HHMM_PATTERN } from "@/lib/time";
import { DAYS, type DayHours, type HoursBreak, type OpeningHours } from "@/lib/hours/types";
import { checkDayBreaks, hoursExceptionsSchema, publicHolidayHoursSchema } from "./hours";
import { optionalImageUrl, optionalText, optionalUrl, requiredText, textError } from "./common";

export const PRODUCTS_REQUIRED_MESSAGE = "Please select at least one product category";

/** The same day's hours, breaks included, as stored. */
function sameDay(a: { open: string; close: string; breaks?: unknown }, b: DayHours): boolean {
  return a.open === b.open && a.close === b.close && JSON.stringify(a.breaks ?? []) === JSON.stringify(b.breaks ?? []);
}

/**
 * One day's hours. The forms and the API write a closing time after the opening time; `kept` is
 * the day as stored, which is accepted again exactly as it is (an import's 24/7, held as
 * 00:00–00:00, or hours past midnight, which the forms cannot write): editing a phone number must
 * not mean rewriting such hours.
 */
const dayHoursSchema = (kept: DayHours | undefined) =>
  z
    .object({
      open: z.string().trim().default(""),
      close: z.string().trim().default(""),
      closed: z.boolean({ error: "closed must be true or false" }).default(false),
      // Checked against the day's times below (lib/validation/hours.ts).
      breaks: z.custom<HoursBreak[]>(() => true).optional(),
    })
    .transform((d, ctx): DayHours => {
      if (d.closed) return { open: "", close: "", closed: true };
      if (kept && !kept.closed && kept.close <= kept.open && sameDay(d, kept))
        return { open: kept.open, close: kept.close, closed: false, ...(kept.breaks ? { breaks: kept.breaks } : {}) };
      const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
      if (!HHMM_PATTERN.test(d.open)) issue(["open"], "Opening time must be HH:MM");
      if (!HHMM_PATTERN.test(d.close)) issue(["close"], "Closing time must be HH:MM");
      else if (HHMM_PATTERN.test(d.open) && d.close <= d.open) issue(["close"], "Closing time must be after opening time");
      else if (HHMM_PATTERN.test(d.open)) {
        const breaks = checkDayBreaks(d.breaks, d.open, d.close, issue);
        if (breaks) return { open: d.open, close: d.close, closed: false, breaks };
      }
      return { open: d.open, close: d.close, closed: false };
    });

/** The weekly hours; `stored`: the shop's hours as stored, whose days are kept as they are (above). */
export function openingHoursSchemaKeeping(stored: OpeningHours | null | undefined) {
  return z.strictObject(
    Object.fromEntries(DAYS.map((day) => [day, dayHoursSchema(stored?.[day]).optional()])) as Record<
      (typeof DAYS)[number],
      z.ZodOptional<ReturnType<typeof dayHoursSchema>>
    >,
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? "Opening hours are keyed by day name (monday to sunday)"
          : "Opening hours must be an object keyed by day name",
    },
  );
}

export const openingHoursSchema = openingHoursSchemaKeeping(null);

const coordinate = (label: string, limit: number) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number` })
    .nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()))
    .refine((v) => v === null || (/^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit), `${label} must be a number between -${limit} and ${limit}`)
    // Stored as numeric(13, 10): say so rather than call a long but valid number out of range.
    .refine((v) => v === null || !/\.\d{11,}$/.test(v), `${label} may have at most 10 decimal places`);

const productList = z
  .array(z.string().trim().min(1).max(60, "A product name must be at most 60 characters"), {
    error: PRODUCTS_REQUIRED_MESSAGE,
  })
  .max(30, "At most 30 products")
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length > 0, PRODUCTS_REQUIRED_MESSAGE);

const serviceList = z
  .array(z.string().trim().min(1).max(60, "A service name must be at most 60 characters"), {
    error: "Services must be a list",
  })
  .max(20, "At most 20 services")
  .default([])
  .transform((list) => [...new Set(list)]);

/**
 * The fields an owner submits and an admin edits: every shop field but id, slug, featured,
 * approved. `storedHours`: an edited shop's weekly hours as stored (openingHoursSchemaKeeping).
 */
const shopFieldsKeeping = (storedHours: OpeningHours | null) => z.object({
  name: requiredText(120, "Shop name is required", "Shop name must be at most 120 characters"),
  shopType: z.enum(SHOP_TYPES, { error: "Choose a shop type" }).default("physical"),
  county: z
    .string({ error: textError("County is required") })
    .trim()
    .min(1, "County is required")
    .refine((c) => findCountyByName(c) !== undefined, `County must be one of: ${COUNTY_NAMES.join(", ")}`)
    .transform((c) => findCountyByName(c)?.name ?? c),
  town: requiredText(100, "Town/City is required", "Town/City must be at most 100 characters"),
  address: requiredText(300, "Full address is required", "Address must be at most 300 characters"),
  eircode: z
    .string({ error: "Eircode must be text" })
    .nullish()
    .transform((v) => (v && v.trim() ? canonicalPostcode(v) : null)),
  phone: optionalText(40, "Phone").refine(
    (v) => v === null || /^[+()0-9 .\-]{6,40}$/.test(v),
    "Phone may contain only digits, spaces, +, ( ) and -",
  ),
  email: optionalText(254, "Email").refine(
    (v) => v === null || z.email().safeParse(v).success,
    "Enter a valid email address",
  ),
  website: optionalUrl("Website"),
  facebook: optionalUrl("Facebook link"),
  instagram: optionalUrl("Instagram link"),
  description: optionalText(2000, "Description"),
  products: productList,
  services: serviceList,
  openingHours: openingHoursSchemaKeeping(storedHours).default({}),
  publicHolidayHours: publicHolidayHoursSchema,
  hoursExceptions: hoursExceptionsSchema,
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  imageUrl: optionalImageUrl("Image"),
  imageUrl2: optionalImageUrl("Second image"),
});

function checkPostcode<T extends { eircode: string | null; county: string }>(shop: T, ctx: z.RefinementCtx) {
  if (shop.eircode && !isValidPostcodeForCounty(shop.eircode, shop.county)) {
    ctx.addIssue({
      code: "custom",
      path: ["eircode"],
      message: isNorthernIrelandCounty(shop.county)
        ? "Enter a valid BT postcode (e.g. BT74 6AB)"
        : "Enter a valid Eircode (e.g. A65 F4E2)",
    });
  }
}

export const COORDINATES_PAIRED_MESSAGE = "Give both latitude and longitude, or neither";
export const COORDINATES_SWAPPED_MESSAGE = "Latitude and longitude look swapped: in Ireland latitude is about 51 to 55.5 and longitude about -11 to -5";
export const COORDINATES_OUTSIDE_MESSAGE = "This point is not in Ireland: latitude must be between 51.2 and 55.5, longitude between -11 and -5.2";

/**
 * A shop's point is on the island of Ireland (the box the geocoder's answers are held to), with
 * both coordinates or neither: a pin in the ocean, or half a point, would put the shop on the map
 * and its Directions somewhere else.
 */
function checkCoordinates<T extends { latitude: string | null; longitude: string | null }>(shop: T, ctx: z.RefinementCtx) {
  const { latitude, longitude } = shop;
  if ((latitude === null) !== (longitude === null)) {
    ctx.addIssue({ code: "custom", path: [latitude === null ? "latitude" : "longitude"], message: COORDINATES_PAIRED_MESSAGE });
    return;
  }
  if (latitude === null || longitude === null) return;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  // Out-of-range values already have their own message.
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude) || isInIreland(point)) return;
  const swapped = isInIreland({ latitude: point.longitude, longitude: point.latitude });
  ctx.addIssue({ code: "custom", path: ["latitude"], message: swapped ? COORDINATES_SWAPPED_MESSAGE : COORDINATES_OUTSIDE_MESSAGE });
}

/** POST /api/farm-shops, the /submit form and each imported row. Unknown keys (id, slug, featured, approved) are dropped. */
export const shopSubmissionSchema = shopFieldsKeeping(null).superRefine(checkPostcode).superRefine(checkCoordinates);

/** The admin edit dialog: the same fields and rules, over the shop's stored hours. */
export const shopUpdateSchemaFor = (storedHours: OpeningHours | null) =>
  shopFieldsKeeping(storedHours).superRefine(checkPostcode).superRefine(checkCoordinates);

/**
 * An owner's edit, laid over the live listing: the same, but the stored point is not checked, as
 * an owner cannot change it (an old point outside the box must not block their hours).
 */
export const ownerShopUpdateSchemaFor = (storedHours: OpeningHours | null) => shopFieldsKeeping(storedHours).superRefine(checkPostcode);

/**
 * The admin's PATCH: the same, and whether to keep the shop's "Hours as published" (hours not
 * confirmed, from an import). Saving hours clears it unless the admin keeps it.
 */
export const adminShopUpdateSchemaFor = (storedHours: OpeningHours | null) =>
  shopFieldsKeeping(storedHours)
    .extend({ keepHoursAsPublished: z.boolean({ error: "keepHoursAsPublished must be true or false" }).optional() })
    .superRefine(checkPostcode)
    .superRefine(checkCoordinates);

export type ShopSubmissionInput = z.input<typeof shopSubmissionSchema>;
export type ShopSubmission = z.output<typeof shopSubmissionSchema>;

export const featuredSchema = z.object({ featured: z.boolean({ error: "featured must be true or false" }) });
