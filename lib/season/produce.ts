/**
 * Irish produce by month: when each is in season from Irish farms (grown outdoors or under
 * cover, or stored on the farm from its own harvest, as the calendars below count it).
 *
 * Sources (checked against each other; where they differ the shorter, outdoor season is kept):
 * - Bord Bia, "Seasonal calendar" of Irish fruit and vegetables (bordbia.ie, "What's in season").
 * - GIY Ireland (Grow It Yourself), "Seasonal food calendar" (giy.ie).
 * - Teagasc horticulture advice on Irish soft fruit, field vegetables and protected crops.
 *
 * Months are 1 (January) to 12 (December). `words` are the stems a shop's name, description or
 * products are matched with; `category` is the catalogue's product category (lib/catalog) of the
 * item, the weaker match when no shop names the item itself. `pickYourOwn`: farms let visitors
 * pick it themselves.
 */
import type { PRODUCT_CATEGORIES } from "@/lib/catalog";

export type ProduceItem = {
  name: string;
  /** What the search link asks for (`/search?q=…`). */
  query: string;
  category: (typeof PRODUCT_CATEGORIES)[number];
  words: readonly string[];
  months: readonly number[];
  pickYourOwn?: true;
};

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const PRODUCE: readonly ProduceItem[] = [
  // Vegetables
  { name: "Asparagus", query: "asparagus", category: "Vegetables", words: ["asparagus"], months: [4, 5, 6] },
  { name: "Beetroot", query: "beetroot", category: "Vegetables", words: ["beetroot", "beets"], months: [6, 7, 8, 9, 10, 11] },
  { name: "Broad beans", query: "broad beans", category: "Vegetables", words: ["broad bean"], months: [6, 7, 8] },
  { name: "Broccoli", query: "broccoli", category: "Vegetables", words: ["broccoli", "calabrese"], months: [6, 7, 8, 9, 10] },
  { name: "Purple sprouting broccoli", query: "broccoli", category: "Vegetables", words: ["sprouting broccoli", "broccoli"], months: [2, 3, 4] },
  { name: "Brussels sprouts", query: "brussels sprouts", category: "Vegetables", words: ["sprout"], months: [10, 11, 12, 1, 2] },
  { name: "Cabbage", query: "cabbage", category: "Vegetables", words: ["cabbage"], months: ALL_YEAR },
  { name: "Carrots", query: "carrots", category: "Vegetables", words: ["carrot"], months: [6, 7, 8, 9, 10, 11, 12, 1, 2, 3] },
  { name: "Cauliflower", query: "cauliflower", category: "Vegetables", words: ["cauliflower"], months: [6, 7, 8, 9, 10, 11] },
  { name: "Celeriac", query: "celeriac", category: "Vegetables", words: ["celeriac"], months: [10, 11, 12, 1, 2, 3] },
  { name: "Celery", query: "celery", category: "Vegetables", words: ["celery"], months: [8, 9, 10, 11] },
  { name: "Courgettes", query: "courgettes", category: "Vegetables", words: ["courgette", "zucchini"], months: [6, 7, 8, 9] },
  { name: "Cucumbers", query: "cucumbers", category: "Vegetables", words: ["cucumber"], months: [6, 7, 8, 9] },
  { name: "Kale", query: "kale", category: "Vegetables", words: ["kale"], months: [9, 10, 11, 12, 1, 2, 3] },
  { name: "Leeks", query: "leeks", category: "Vegetables", words: ["leek"], months: [9, 10, 11, 12, 1, 2, 3] },
  { name: "Lettuce and salad leaves", query: "salad", category: "Vegetables", words: ["lettuce", "salad"], months: [5, 6, 7, 8, 9] },
  { name: "Mushrooms", query: "mushrooms", category: "Vegetables", words: ["mushroom"], months: ALL_YEAR },
  { name: "New potatoes", query: "new potatoes", category: "Vegetables", words: ["new potato", "potato"], months: [6, 7, 8] },
  { name: "Potatoes", query: "potatoes", category: "Vegetables", words: ["potato", "spud"], months: ALL_YEAR },
  { name: "Onions", query: "onions", category: "Vegetables", words: ["onion"], months: [8, 9, 10, 11, 12, 1, 2, 3] },
  { name: "Parsnips", query: "parsnips", category: "Vegetables", words: ["parsnip"], months: [10, 11, 12, 1, 2, 3] },
  { name: "Peas", query: "peas", category: "Vegetables", words: ["peas"], months: [6, 7, 8] },
  { name: "Pumpkins and squash", query: "pumpkins", category: "Vegetables", words: ["pumpkin", "squash"], months: [9, 10, 11], pickYourOwn: true },
  { name: "Rhubarb", query: "rhubarb", category: "Vegetables", words: ["rhubarb"], months: [2, 3, 4, 5, 6] },
  { name: "Spinach", query: "spinach", category: "Vegetables", words: ["spinach", "chard"], months: [4, 5, 6, 7, 8, 9, 10] },
  { name: "Swede turnips", query: "turnips", category: "Vegetables", words: ["turnip", "swede"], months: [10, 11, 12, 1, 2, 3] },
  { name: "Tomatoes", query: "tomatoes", category: "Vegetables", words: ["tomato"], months: [6, 7, 8, 9, 10] },
  { name: "Wild garlic", query: "wild garlic", category: "Herbs", words: ["wild garlic"], months: [3, 4, 5] },
  { name: "Fresh herbs", query: "herbs", category: "Herbs", words: ["herb"], months: [5, 6, 7, 8, 9] },
  // Fruit
  { name: "Strawberries", query: "strawberries", category: "Fruits", words: ["strawberr"], months: [5, 6, 7, 8, 9], pickYourOwn: true },
  { name: "Raspberries", query: "raspberries", category: "Fruits", words: ["raspberr"], months: [6, 7, 8, 9], pickYourOwn: true },
  { name: "Gooseberries", query: "gooseberries", category: "Fruits", words: ["gooseberr"], months: [6, 7], pickYourOwn: true },
  { name: "Blackcurrants", query: "blackcurrants", category: "Fruits", words: ["blackcurrant", "currant"], months: [7, 8], pickYourOwn: true },
  { name: "Blueberries", query: "blueberries", category: "Fruits", words: ["blueberr"], months: [7, 8, 9], pickYourOwn: true },
  { name: "Blackberries", query: "blackberries", category: "Fruits", words: ["blackberr"], months: [8, 9] },
  { name: "Plums", query: "plums", category: "Fruits", words: ["plum"], months: [8, 9] },
  { name: "Apples", query: "apples", category: "Fruits", words: ["apple"], months: [8, 9, 10, 11, 12, 1, 2, 3], pickYourOwn: true },
  { name: "Pears", query: "pears", category: "Fruits", words: ["pear"], months: [9, 10, 11] },
  // From the farm
  { name: "Spring lamb", query: "lamb", category: "Meat", words: ["lamb"], months: [5, 6, 7, 8, 9, 10] },
  { name: "Irish honey", query: "honey", category: "Honey", words: ["honey"], months: [7, 8, 9, 10] },
  { name: "Free-range turkey", query: "turkey", category: "Meat", words: ["turkey"], months: [11, 12] },
];

/** The items in season in `month` (1–12), in the table's order. */
export function produceIn(month: number): ProduceItem[] {
  return PRODUCE.filter((p) => p.months.includes(month));
}

/** An item's anchor on the in-season page ("brussels-sprouts"): the home page links each item there. */
export function produceAnchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");
}
