export type Day =
  "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
export type DayHours = { open: string; close: string; closed: boolean };
export type SeedShop = {
  name: string;
  county: string; // exactly one of the 32 county names ("Derry", not "Londonderry")
  town: string; // a real town or village that is really in that county
  address: string; // fictional farm/townland line + town, e.g. "Ballyroe, Tralee Road, Castleisland"
  eircode: string | null; // Republic: letter+2 digits+space+4 alphanumerics using the REAL routing key of that town (e.g. Dingle V92, Kilkenny R95, Ennis V95); North: BT postcode (BT + 1-2 digits + space + digit + 2 letters) real for that town. null for a few online-only shops.
  phone: string | null;
  email: string | null; // always on a .example domain, e.g. hello@ballyroefarm.example
  website: string | null; // https://....example
  facebook: string | null; // https://facebook.com/... or null
  instagram: string | null;
  description: string; // 2-4 sentences, some with a line break "\n" between paragraphs
  shopType: "physical" | "online" | "honesty-box" | "farmers-market";
  products: string[]; // only from the 15 fixed product categories, exact spelling
  services: string[]; // only from the 9 fixed services, exact spelling (may be empty)
  openingHours: Record<Day, DayHours>;
  latitude: string | null; // decimal string, 5 decimals, inside the county, near the town
  longitude: string | null;
  featured: boolean;
  approved: boolean;
  imageUrl: string | null; // leave null for all
};
export type SeedEvent = {
  shopName: string; // must equal the name of an APPROVED SeedShop
  name: string;
  description: string; // 2-4 sentences, may contain "\n"
  startOffsetDays: number; // days from the seeding day (negative = past)
  endOffsetDays: number | null; // null = single day; else >= startOffsetDays
  eventTime: string; // "HH:MM"
  endTime: string | null;
  websiteUrl: string | null; // .example domain
  featured: boolean;
};
export type SeedPost = {
  title: string; // <= 200 chars
  author: string; // <= 100 chars, fictional person
  excerpt: string; // <= 300 chars
  metaDescription: string; // <= 160 chars
  content: string; // light markup: markdown-style **bold**, *italic*, "## " headings, "- " bullet lists, "1. " numbered lists, "> " quotes, blank line between paragraphs. At least 5 real paragraphs, 400-900 words, genuinely informative about Irish farm shops, seasonal produce, etc.
  featured: boolean;
  published: boolean;
  publishDaysAgo: number; // how many days before the seeding day it was published
};
