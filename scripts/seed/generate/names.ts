import type { Rng } from "./random";

/** Family names common across the island, a few in Irish so that slugs fold accents. */
// prettier-ignore
export const FAMILY_NAMES = [
  "Murphy", "Kelly", "O'Sullivan", "Walsh", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill", "O'Reilly",
  "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "Moore", "McLoughlin",
  "Carroll", "Connolly", "Daly", "O'Connell", "Wilson", "Dunne", "Brennan", "Burke", "Collins", "Campbell",
  "Clarke", "Johnston", "Hughes", "Farrell", "Fitzgerald", "Martin", "Maguire", "Nolan", "Flynn", "Thompson",
  "Callaghan", "O'Donnell", "Duffy", "Mahony", "Boyle", "Healy", "O'Shea", "Sweeney", "Hayes", "Kavanagh",
  "Power", "McGrath", "Moran", "Brady", "Stewart", "Casey", "Foley", "Fitzpatrick", "O'Leary", "McDonnell",
  "McMahon", "Donnelly", "Regan", "Donovan", "Flanagan", "Mullan", "Barry", "Kane", "Cunningham", "Griffin",
  "Kenny", "Sheehan", "Whelan", "Lyons", "Reid", "Graham", "Higgins", "Cullen", "Keane", "Maher",
  "McKenna", "Hogan", "O'Keeffe", "Magee", "McNamara", "Moloney", "O'Rourke", "Buckley", "O'Dwyer", "Corcoran",
  "Ó Briain", "Ó Ceallaigh", "Mac Suibhne", "Ó Dónaill", "Ó Sé", "Mac Cárthaigh",
] as const;

// prettier-ignore
export const FIRST_NAMES = [
  "Máire", "Siobhán", "Seán", "Pádraig", "Aoife", "Niamh", "Ciarán", "Bríd", "Orla", "Declan", "Tadhg", "Eileen",
  "Colm", "Nuala", "Dónal", "Róisín", "Eamon", "Sinéad", "Fionn", "Gráinne", "Brendan", "Margaret", "Liam", "Aisling",
] as const;

// prettier-ignore
const TOWNLAND_HEADS = [
  "Bally", "Kil", "Knock", "Dun", "Rath", "Carrig", "Clon", "Drum", "Ard", "Glen", "Lis", "Tully", "Derry",
  "Cloon", "Mullagh", "Gort", "Inch", "Coole", "Ath", "Cappa", "Lough", "Rosh", "Shan", "Tir", "Corr",
  "Derg", "Kill", "Raheen", "Tober", "Annagh", "Lack", "Mona", "Curra", "Bawn", "Cool",
] as const;
// prettier-ignore
const TOWNLAND_TAILS = [
  "more", "beg", "roe", "duff", "glass", "bane", "keel", "lea", "na", "nagh", "brack", "reagh", "ard",
  "managh", "cullen", "garry", "lahan", "owen", "finn", "lough", "rush", "tane", "mona", "crea", "gowan",
  "anure", "bracken", "dangan", "derrig", "tubber", "nageeha", "kelly", "vally", "carrig", "loughan", "lish",
] as const;

/** A townland-like name: "Ballyroe", "Knockbeg", "Drumlea". */
export function townland(rng: Rng): string {
  const head = rng.pick(TOWNLAND_HEADS);
  const tail = rng.pick(TOWNLAND_TAILS);
  // "Lough" + "lough" and the like read as stutters.
  return head.toLowerCase().endsWith(tail) ? `${head}more` : head + tail;
}

// prettier-ignore
export const LANDSCAPE = [
  "Hillside", "Riverside", "Meadow", "Orchard", "Green Acres", "Oak Tree", "Ash Grove", "Mill", "Bog Road",
  "Heather Hill", "Rushy Field", "Old Forge", "Stone Wall", "Whitethorn", "Sallow Glen", "Lakeside", "Ferry Road",
] as const;

/** The produce word a name may carry, keyed to the product that makes it true. */
export const PRODUCE_WORDS: Record<string, readonly string[]> = {
  Honey: ["Honey", "Honey & Preserves", "Bee Farm", "Apiaries"],
  Eggs: ["Free Range Eggs", "Eggs", "Hens"],
  Dairy: ["Dairy", "Farmhouse Cheese", "Creamery"],
  Meat: ["Beef & Lamb", "Heritage Pork", "Butchery", "Lamb"],
  Vegetables: ["Growers", "Kitchen Garden", "Market Garden", "Vegetables"],
  Fruits: ["Orchard", "Fruit Farm", "Berry Farm", "Apple Farm"],
  Bakery: ["Bakehouse", "Farm Bakery"],
  Flowers: ["Flower Farm", "Cut Flowers"],
  Organic: ["Organics", "Organic Farm"],
  Preserves: ["Preserves", "Larder"],
  Herbs: ["Herb Garden"],
  "Micro Greens": ["Micro Greens"],
  Hampers: ["Hampers"],
};
