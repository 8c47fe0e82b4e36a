/**
 * Fields an owner's edit sends to the administrator for review instead of applying them: what
 * says which shop this is and where it is. Every other field of the shop form goes live at once.
 */
export const REVIEWED_FIELDS = ["name", "shopType", "county", "town", "address", "eircode"] as const;

/** Fields of the shop form an owner's edit never changes (the map pin is the administrator's). */
export const OWNER_IGNORED_FIELDS = ["latitude", "longitude"] as const;

export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** Labels the owner and the administrator see for the fields of a change. */
export const FIELD_LABELS: Record<string, string> = {
  name: "Shop name",
  shopType: "Shop type",
  county: "County",
  town: "Town/City",
  address: "Address",
  eircode: "Eircode",
  phone: "Phone",
  email: "Email",
  website: "Website",
  facebook: "Facebook",
  instagram: "Instagram",
  description: "Description",
  products: "Products",
  services: "Services",
  openingHours: "Opening hours",
  publicHolidayHours: "Public holiday hours",
  hoursExceptions: "Special dates",
  imageUrl: "Image",
  imageUrl2: "Second image",
  latitude: "Latitude",
  longitude: "Longitude",
  closedAt: "Closed",
  verifiedAt: "Details checked",
  approved: "Approved",
  featured: "Featured",
  status: "Status",
};
