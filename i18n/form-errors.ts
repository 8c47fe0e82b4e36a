import type en from "@/messages/en.json";

type FormErrorMessages = (typeof en)["FormErrors"];
/** A message of the "FormErrors" namespace (its field names are under "fields"). */
export type FormErrorKey = Exclude<keyof FormErrorMessages, "fields">;
/** A field name written inside a message ("Phone must be at most 40 characters"). */
export type FormErrorField = keyof FormErrorMessages["fields"];

/** The "FormErrors" translator, as next-intl's `useTranslations("FormErrors")` gives it. */
export type FormErrorTranslator = (key: string, values?: Record<string, string>) => string;

/**
 * The field names the schemas write into their messages (lib/validation/common.ts, shop.ts):
 * `optionalText(40, "Phone")` says "Phone must be at most 40 characters".
 */
const FIELD_NAMES: Readonly<Record<string, FormErrorField>> = {
  Phone: "phone",
  Email: "email",
  Website: "website",
  "Facebook link": "facebook",
  "Instagram link": "instagram",
  Description: "description",
  Latitude: "latitude",
  Longitude: "longitude",
  Image: "image",
  "Second image": "secondImage",
  Eircode: "eircode",
};

/**
 * The English messages of the shop form's schemas and of the image upload (components/forms/
 * upload-image.ts), each with its key in "FormErrors". Named groups are the message's values;
 * `field` is a field name of FIELD_NAMES, `i` a special date's index (its number `n` is i + 1).
 * The first that matches wins: the specific ones come before the general ones. The English
 * messages are the schemas' own, except the hours' (the API names its fields, "hoursExceptions[1].to";
 * the form names what the owner sees, "Special date 2").
 */
const RULES: readonly (readonly [RegExp, FormErrorKey])[] = [
  [/^Shop name is required$/, "nameRequired"],
  [/^Shop name must be at most (?<max>\d+) characters$/, "nameTooLong"],
  [/^Choose a shop type$/, "shopType"],
  [/^County is required$/, "countyRequired"],
  [/^County must be one of: (?<list>.*)$/, "countyUnknown"],
  [/^Town\/City is required$/, "townRequired"],
  [/^Town\/City must be at most (?<max>\d+) characters$/, "townTooLong"],
  [/^Full address is required$/, "addressRequired"],
  [/^Address must be at most (?<max>\d+) characters$/, "addressTooLong"],
  [/^Phone may contain only digits, spaces, \+, \( \) and -$/, "phone"],
  [/^Enter a valid email address$/, "email"],
  [/^Please select at least one product category$/, "productsRequired"],
  [/^A product name must be at most (?<max>\d+) characters$/, "productTooLong"],
  [/^At most (?<max>\d+) products$/, "productsTooMany"],
  [/^A service name must be at most (?<max>\d+) characters$/, "serviceTooLong"],
  [/^At most (?<max>\d+) services$/, "servicesTooMany"],
  [/^Opening time must be HH:MM$/, "openingTime"],
  [/^Closing time must be HH:MM$/, "closingTime"],
  [/^Closing time must be after opening time$/, "closingAfterOpening"],
  [/^Break (?<n>\d+): start must be HH:MM$/, "breakStart"],
  [/^Break (?<n>\d+): end must be HH:MM$/, "breakEnd"],
  [/^Break (?<n>\d+): end must be after its start$/, "breakEndAfterStart"],
  [/^Break (?<n>\d+) must be inside the opening hours \((?<open>[\d:]+)–(?<close>[\d:]+)\)$/, "breakInside"],
  [/^Break (?<n>\d+) must start after break (?<previous>\d+) ends$/, "breakOrder"],
  [/^A day can have at most (?<max>\d+) breaks$/, "breaksTooMany"],
  [/^publicHolidayHours\.open must be HH:MM$/, "holidayOpen"],
  [/^publicHolidayHours\.close must be HH:MM$/, "holidayClose"],
  [/^publicHolidayHours\.close must be after open$/, "holidayCloseAfterOpen"],
  [/^hoursExceptions\[(?<i>\d+)\]\.from must be a date \(YYYY-MM-DD\)$/, "exceptionFrom"],
  [/^hoursExceptions\[(?<i>\d+)\]\.to must be a date \(YYYY-MM-DD\)$/, "exceptionTo"],
  [/^hoursExceptions\[(?<i>\d+)\]\.to must be on or after from$/, "exceptionToBeforeFrom"],
  [/^hoursExceptions\[(?<i>\d+)\]\.open must be HH:MM \(or mark the dates closed\)$/, "exceptionOpen"],
  [/^hoursExceptions\[(?<i>\d+)\]\.close must be HH:MM \(or mark the dates closed\)$/, "exceptionClose"],
  [/^hoursExceptions\[(?<i>\d+)\]\.close must be after open$/, "exceptionCloseAfterOpen"],
  [/^hoursExceptions\[(?<i>\d+)\]\.note must be at most (?<max>\d+) characters$/, "exceptionNoteTooLong"],
  [/^hoursExceptions can have at most (?<max>\d+) entries$/, "exceptionsTooMany"],
  [/^Enter a valid BT postcode \(e\.g\. BT74 6AB\)$/, "postcodeBt"],
  [/^Enter a valid Eircode \(e\.g\. A65 F4E2\)$/, "eircodeInvalid"],
  [/^(?<field>.+) must be at most (?<max>\d+) characters$/, "tooLong"],
  [/^(?<field>.+) must be text$/, "notText"],
  [/^(?<field>.+) must be a valid web address \(https:\/\/\.\.\.\)$/, "url"],
  [/^(?<field>.+) must be a number between -(?<limit>\d+) and \k<limit>$/, "coordinate"],
  [/^(?<field>.+) may have at most 10 decimal places$/, "coordinateDecimals"],
  [/^(?<field>.+) must be an uploaded image address$/, "imageAddress"],
  [/^This image is larger than 5 MB\. Please choose a smaller image\.$/, "uploadTooLarge"],
  [/^Only image files \(JPEG, PNG, WebP, GIF\) can be uploaded\.$/, "uploadNotImage"],
  [/^This file is empty\. Please choose another image\.$/, "uploadEmpty"],
  [/^The upload failed \((?<status>\d+)\)\. Please try again\.$/, "uploadFailedStatus"],
  [/^The upload failed\. Please try again\.$/, "uploadFailed"],
  [/^The upload was interrupted\. Check your connection and try again\.$/, "uploadInterrupted"],
  [/^Too many uploads\. Please wait a minute and try again\.$/, "uploadTooMany"],
  [/^Could not start the upload\. Please try again\.$/, "uploadNotStarted"],
  [/^Failed to publish image\. Please try again\.$/, "publishFailed"],
];

/**
 * The key and values of an English form error, or null for a message this list does not know.
 * The schemas (lib/validation) and the API keep their English messages: this maps them onto the
 * "FormErrors" messages for the form's language.
 */
export function formErrorOf(message: string): { key: FormErrorKey; values: Record<string, string>; field?: FormErrorField } | null {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const { field: fieldName, ...values } = { ...match.groups };
    let field: FormErrorField | undefined;
    if (fieldName !== undefined) {
      field = FIELD_NAMES[fieldName];
      if (!field) continue;
    }
    if (values.i !== undefined) values.n = String(Number(values.i) + 1);
    return { key, values: values as Record<string, string>, ...(field ? { field } : {}) };
  }
  return null;
}

/**
 * An English form error in the language of `t` (the "FormErrors" translator); a message it does
 * not know (a server's own, zod's defaults) stays as it is.
 */
export function translateFormError(message: string, t: FormErrorTranslator): string {
  const known = formErrorOf(message);
  if (!known) return message;
  const values = known.field ? { ...known.values, field: t(`fields.${known.field}`) } : known.values;
  return t(known.key, values);
}
