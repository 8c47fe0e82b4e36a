/**
 * The icons of the public pages' repeated parts (cards, badges, list rows), drawn once in the
 * sprite public/icons.svg (made by `npm run art:icons` from lucide's drawings) and referenced with
 * <use>: a card costs a few bytes per icon instead of every path inline, in the HTML and again in
 * the page's RSC payload.
 */
export const ICON_NAMES = [
  "apple",
  "arrow-right",
  "baby",
  "beef",
  "calendar-days",
  "carrot",
  "chevron-left",
  "chevron-right",
  "clock",
  "coffee",
  "cooking-pot",
  "croissant",
  "egg",
  "flower-2",
  "gift",
  "globe",
  "grape",
  "hexagon",
  "leaf",
  "leafy-green",
  "mail",
  "map-pin",
  "milk",
  "package",
  "phone",
  "rabbit",
  "shopping-basket",
  "shopping-cart",
  "sprout",
  "star",
  "store",
  "tag",
  "tractor",
  "truck",
  "user",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Where the sprite is served from (a file in public/). */
export const ICON_SPRITE_URL = "/icons.svg";
