/**
 * The message namespaces that shared client components read, named once so that every page that
 * shows them passes the same set to <ClientMessages>.
 */

/** The open/closed status (components/shops/open-status.tsx) and the holiday names its reasons give. */
export const STATUS_MESSAGES = ["Status", "Holidays"] as const;

/** A shop card (home, search, county, saved lists, map popups): badges, services, save button, status. */
export const SHOP_CARD_MESSAGES = [
  ...STATUS_MESSAGES,
  "CountyOf",
  "ShopCard",
  "Badges",
  "ShopTypeBadges",
  "Services",
  "Products",
  "SaveButton",
  "Carousel",
] as const;

/** An event card and the Featured badge of events and posts. */
export const EVENT_CARD_MESSAGES = ["EventCard", "Badges"] as const;

/** A lazily loaded map (search, county, shop and saved pages): its messages, its popups' save button and product names. */
export const MAP_MESSAGES = ["Map", "SaveButton", "Products"] as const;

/**
 * The shop form (components/forms: /submit, the owner's page, the admin's shop editor) and the
 * image picker: labels, errors, and the names of the catalogue, counties, provinces and weekdays.
 */
export const SHOP_FORM_MESSAGES = [
  "ShopForm",
  "FormErrors",
  "Products",
  "Services",
  "ShopTypes",
  "Counties",
  "Regions",
  "Weekdays",
] as const;
