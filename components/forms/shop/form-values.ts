import type { UseFormReturn } from "react-hook-form";
import {
  DAYS,
  DEFAULT_OPENING_HOURS,
  type Day,
  type DayHours,
  type HoursException,
  type PublicHolidayHours,
} from "@/lib/hours/types";
import type { ShopSubmission, ShopSubmissionInput } from "@/lib/validation/shop";

/** What the shop form holds while it is edited: text inputs keep "" for blank, the schema turns it into null. */
export type ShopFormValues = ShopSubmissionInput;
export type ShopForm = UseFormReturn<ShopFormValues, unknown, ShopSubmission>;

function fullWeek(hours: Partial<Record<Day, DayHours>> | null | undefined): Record<Day, DayHours> {
  return Object.fromEntries(
    DAYS.map((day) => {
      const h = hours?.[day];
      return [
        day,
        h
          ? {
              open: h.open ?? "",
              close: h.close ?? "",
              closed: Boolean(h.closed),
              ...(h.breaks?.length ? { breaks: h.breaks.map((b) => ({ from: b.from, to: b.to })) } : {}),
            }
          : { open: "", close: "", closed: true },
      ];
    }),
  ) as Record<Day, DayHours>;
}

/** A blank submission: physical shop, the default week (09:00-17:00, Sunday closed). */
export function emptyShopValues(): ShopFormValues {
  return {
    name: "",
    shopType: "physical",
    county: "",
    town: "",
    address: "",
    eircode: "",
    phone: "",
    email: "",
    website: "",
    facebook: "",
    instagram: "",
    description: "",
    products: [],
    services: [],
    openingHours: structuredClone(DEFAULT_OPENING_HOURS),
    publicHolidayHours: "usual",
    hoursExceptions: [],
    imageUrl: null,
    imageUrl2: null,
  };
}

/** The fields of a stored shop that the edit form changes (everything but id, slug, flags, timestamps). */
export type EditableShop = {
  [K in keyof ShopSubmission]?: unknown;
} & {
  name: string;
  county: string;
  town: string;
  address: string;
  shopType: string;
  products: string[];
  services: string[];
  openingHours: Partial<Record<Day, DayHours>> | null;
  publicHolidayHours?: PublicHolidayHours | null;
  hoursExceptions?: HoursException[] | null;
};

/** Special-date rows as the editor holds them: every field a string, blank when unused. */
function exceptionRows(list: HoursException[] | null | undefined): HoursException[] {
  return (list ?? []).map((e) => ({
    from: e.from,
    to: e.to,
    closed: e.closed,
    open: e.open ?? "",
    close: e.close ?? "",
    note: e.note ?? "",
  }));
}

export function shopToFormValues(shop: EditableShop): ShopFormValues {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    ...emptyShopValues(),
    name: shop.name,
    shopType: shop.shopType as ShopFormValues["shopType"],
    county: shop.county,
    town: shop.town,
    address: shop.address,
    eircode: text(shop.eircode),
    phone: text(shop.phone),
    email: text(shop.email),
    website: text(shop.website),
    facebook: text(shop.facebook),
    instagram: text(shop.instagram),
    description: text(shop.description),
    products: [...shop.products],
    services: [...shop.services],
    openingHours: fullWeek(shop.openingHours),
    publicHolidayHours: shop.publicHolidayHours ?? "usual",
    hoursExceptions: exceptionRows(shop.hoursExceptions),
    latitude: text(shop.latitude),
    longitude: text(shop.longitude),
    imageUrl: typeof shop.imageUrl === "string" ? shop.imageUrl : null,
    imageUrl2: typeof shop.imageUrl2 === "string" ? shop.imageUrl2 : null,
  };
}
