import type { Rng } from "./random";

/** Description fragments: an opening, one or two produce sentences, a service or visiting note. */
const OPENINGS = [
  "A family-run farm on the edge of {town}, farmed by the {family} family for four generations.",
  "We are a small mixed farm a few minutes outside {town}, selling what we grow and rear from a converted stone barn.",
  "Our shop sits in the old dairy of {place}, a short drive from {town}.",
  "{place} is a small farm near {town} where everything on the shelves is grown, reared or made within a few fields of the door.",
  "Started as a trestle table at the farm gate, the shop at {place} now supplies half of {town} with fresh food.",
  "We farm sixty acres of good grassland outside {town} and opened the farm shop so that neighbours could buy direct.",
  "A husband-and-wife team growing and selling seasonal food near {town}, in County {county}.",
];

const PRODUCE: Record<string, readonly string[]> = {
  Vegetables: [
    "Potatoes, carrots, kale and leeks come out of the ground the morning they are sold.",
    "Seasonal vegetables from the polytunnels and open fields change with the weeks.",
  ],
  Fruits: [
    "Strawberries in June, raspberries through the summer and apples from September.",
    "Our orchard supplies eating and cooking apples, pears and plums in season.",
  ],
  Dairy: [
    "Milk from our own herd goes into raw-milk cheese, butter and thick natural yogurt.",
    "Farmhouse cheeses are made on the farm and matured in the old stone cellar.",
  ],
  Meat: [
    "Grass-fed beef and lamb are reared on the farm and hung for at least three weeks.",
    "Free-range pork, sausages and dry-cured bacon come from our outdoor herd.",
  ],
  Bakery: [
    "Brown soda bread, scones and tarts are baked every morning in the farm kitchen.",
    "Sourdough loaves and traybakes come out of the oven before the doors open.",
  ],
  Honey: [
    "Raw honey from our own hives is extracted and jarred on the farm each summer.",
    "Our bees forage on clover, hawthorn and heather, and the honey is sold unblended and unheated.",
  ],
  Organic: ["The land is certified organic and no sprays are used anywhere on the farm."],
  Preserves: [
    "Jams, chutneys and marmalades are made in small batches from our own fruit.",
    "Crab apple jelly, rhubarb jam and green tomato chutney fill the shelves in autumn.",
  ],
  Eggs: [
    "Free-range eggs from hens that roam the orchard are collected twice a day.",
    "Duck and hen eggs are laid by our free-range flock.",
  ],
  Herbs: ["Fresh herbs are cut to order from the herb garden."],
  Flowers: ["Cut flowers are grown in season, from sweet pea in summer to dahlias in autumn."],
  Gifts: ["Local crafts, candles and gift boxes make it an easy place to find a present."],
  "Micro Greens": ["Micro greens and pea shoots are grown under cover all year."],
  Hampers: ["Hampers of local food are made up to order for Christmas and special occasions."],
  "Grow Boxes": [
    "Grow boxes with seedlings and compost help customers start a kitchen garden at home.",
  ],
};

const SERVICE_NOTES: Record<string, string> = {
  Cafe: "The café serves soup, brown bread and coffee made with our own milk.",
  "Petting farm": "Children can meet the goats, pigs and ponies in the petting farm.",
  "Pick your own": "Pick-your-own runs through the summer; punnets are provided at the gate.",
  "Kids Play area": "There is a play area beside the shop for younger visitors.",
  "Seasonal Events":
    "Watch out for our seasonal open days, from lambing in spring to the Christmas market.",
  "Farm Tours": "Farm tours for schools and groups can be booked ahead.",
  Delivery: "We deliver within about twenty kilometres on Fridays.",
  "Online Shopping": "Orders can be placed online and collected at the farm.",
  "Farmer Markets": "You will also find us at the local farmers' market most weekends.",
};

const CLOSINGS = [
  "Parking is in the farmyard; please mind the dogs.",
  "Card and cash are both welcome.",
  "Follow the signs from the main road; we are the second farm on the left.",
  "Opening hours can change during lambing and harvest, so check our page before a long trip.",
  "Bring your own bags and boxes if you can.",
];

export type DescriptionInput = {
  town: string;
  county: string;
  family: string;
  place: string;
  products: readonly string[];
  services: readonly string[];
};

function fill(template: string, input: DescriptionInput): string {
  return template
    .replaceAll("{town}", input.town)
    .replaceAll("{county}", input.county)
    .replaceAll("{family}", input.family)
    .replaceAll("{place}", input.place);
}

/** Two to four sentences; about a third have a paragraph break, as the demo descriptions do. */
export function describeShop(rng: Rng, input: DescriptionInput): string {
  const first = [fill(rng.pick(OPENINGS), input)];
  for (const product of rng.sample(input.products, rng.int(1, 2))) {
    const lines = PRODUCE[product];
    if (lines) first.push(rng.pick(lines));
  }
  const second: string[] = [];
  const service = input.services.find((s) => SERVICE_NOTES[s]);
  if (service && rng.chance(0.7)) second.push(SERVICE_NOTES[service] ?? "");
  if (rng.chance(0.4)) second.push(rng.pick(CLOSINGS));
  if (second.length === 0) return first.join(" ");
  return first.join(" ") + (rng.chance(0.35) ? "\n" : " ") + second.join(" ");
}

/** Events at a few generated shops: name, description and time of day. */
export const EVENT_TEMPLATES = [
  {
    name: "Open Farm Day",
    description:
      "Walk the farm with the family, meet the animals and taste what we grow. Tea and scones in the yard all afternoon.",
    time: "11:00",
    end: "16:00",
    days: 0,
  },
  {
    name: "Lambing Weekend",
    description:
      "See the newborn lambs in the shed and help with bottle feeding. Wellies recommended.",
    time: "10:00",
    end: "16:00",
    days: 1,
  },
  {
    name: "Apple Pressing Day",
    description:
      "Bring your own apples or use ours: we press, you take home the juice.\nHot apple juice and tarts for sale.",
    time: "10:30",
    end: "15:30",
    days: 0,
  },
  {
    name: "Honey Tasting Evening",
    description:
      "Taste honeys from spring, summer and heather flows and learn how the hives are kept through the year.",
    time: "19:00",
    end: "21:00",
    days: 0,
  },
  {
    name: "Christmas Farm Market",
    description: "Local producers, hampers, wreaths and mulled apple juice around the fire pit.",
    time: "12:00",
    end: "19:00",
    days: 2,
  },
  {
    name: "Pumpkin Picking",
    description:
      "Choose a pumpkin straight from the field and carve it in the barn. Free entry, pumpkins priced by size.",
    time: "10:00",
    end: "17:00",
    days: 1,
  },
] as const;
