import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { type FormErrorTranslator, formErrorOf, translateFormError } from "@/i18n/form-errors";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { emptyShopValues } from "@/components/forms/shop/form-values";
import { NOT_IMAGE_MESSAGE, PUBLISH_FAILED_MESSAGE, TOO_LARGE_MESSAGE } from "@/components/forms/upload-image";

const english = createTranslator({ locale: "en-IE", messages: en, namespace: "FormErrors" }) as unknown as FormErrorTranslator;
const irish = createTranslator({ locale: "ga-IE", messages: ga, namespace: "FormErrors" }) as unknown as FormErrorTranslator;

/** The messages the shop form's schema gives for a few bad submissions. */
function schemaMessages(values: Record<string, unknown>): string[] {
  const result = shopSubmissionSchema.safeParse({ ...emptyShopValues(), ...values });
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const SAMPLES = [
  ...schemaMessages({}),
  ...schemaMessages({
    name: "x".repeat(121),
    county: "Atlantis",
    town: "T",
    address: "A",
    phone: "call me",
    email: "not-an-email",
    website: "ftp://x",
    description: "d".repeat(2001),
    products: ["Honey"],
    imageUrl: "/etc/passwd",
    latitude: "91",
    openingHours: {
      monday: { open: "9", close: "17:00", closed: false },
      tuesday: { open: "09:00", close: "08:00", closed: false },
      wednesday: { open: "09:00", close: "17:00", closed: false, breaks: [{ from: "08:00", to: "10:00" }] },
      thursday: { open: "09:00", close: "17:00", closed: false, breaks: [{ from: "12:00", to: "11:00" }] },
      friday: { open: "09:00", close: "17:00", closed: false, breaks: [{ from: "12:00", to: "13:00" }, { from: "12:30", to: "14:00" }] },
    },
    publicHolidayHours: { open: "14:00", close: "10:00" },
    hoursExceptions: [{ from: "2026-12-25", to: "2026-12-24", closed: false, open: "x", close: "10:00", note: "n".repeat(200) }],
  }),
  ...schemaMessages({ name: "N", county: "Cork", town: "T", address: "A", products: ["Honey"], eircode: "BT74 6AB" }),
  ...schemaMessages({ name: "N", county: "Fermanagh", town: "T", address: "A", products: ["Honey"], eircode: "A65 F4E2" }),
  TOO_LARGE_MESSAGE,
  NOT_IMAGE_MESSAGE,
  PUBLISH_FAILED_MESSAGE,
  "The upload failed (500). Please try again.",
];

describe("form errors in Irish", () => {
  it("knows every message the shop form's schema gives for the samples", () => {
    expect(SAMPLES.length).toBeGreaterThan(25);
    expect(SAMPLES.filter((m) => !formErrorOf(m))).toEqual([]);
  });

  it("writes each English message back from the English messages: the same words, the hours' in the form's own", () => {
    for (const message of SAMPLES) {
      const text = translateFormError(message, english);
      if (/hoursExceptions|publicHolidayHours/.test(message)) expect(text, message).not.toMatch(/hoursExceptions|publicHolidayHours|\[\d\]/);
      else expect(text).toBe(message);
    }
    expect(translateFormError("hoursExceptions[1].to must be on or after from", english)).toBe("Special date 2: the To date must be on or after the From date");
    expect(translateFormError("publicHolidayHours.close must be after open", english)).toBe("Public holiday closing time must be after the opening time");
    expect(translateFormError("Latitude may have at most 10 decimal places", irish)).toBe("Domhanleithead: 10 n-ionad deachúlacha ar a mhéad");
  });

  it("writes each in Irish, with no English left", () => {
    for (const message of SAMPLES) {
      const text = translateFormError(message, irish);
      expect(text, message).not.toBe(message);
      expect(text, message).not.toMatch(/\b(must|required|should|please)\b/i);
    }
    expect(translateFormError("Shop name is required", irish)).toBe("Tá ainm an tsiopa riachtanach");
    expect(translateFormError("Phone must be at most 40 characters", irish)).toBe("Guthán: 40 carachtar ar a mhéad");
    expect(translateFormError("hoursExceptions[0].to must be on or after from", irish)).toBe(
      "Dáta speisialta 1: caithfidh an dáta deiridh a bheith ar an dáta tosaigh nó ina dhiaidh",
    );
    expect(translateFormError("Break 2 must start after break 1 ends", irish)).toBe("Caithfidh sos 2 tosú tar éis do shos 1 críochnú");
  });

  it("leaves a message it does not know as it is", () => {
    expect(translateFormError("Something else went wrong", irish)).toBe("Something else went wrong");
    // A field name it does not know: the general rules do not guess.
    expect(translateFormError("Colour must be at most 3 characters", irish)).toBe("Colour must be at most 3 characters");
  });
});
