import { slugify } from "@/lib/slug";
import { FAMILY_NAMES, FIRST_NAMES, townland } from "./names";
import { PLACES } from "./places";
import { createRng, mixSeed } from "./random";
import { EVENT_TEMPLATES } from "./text";

/**
 * Generated Harvest Hub posts and extra events, so that the paged lists (/harvest-hub, /events)
 * can be measured at national size. Deterministic like the shops: item i is the same whatever N.
 * Ids carry fixed prefixes (still valid UUID text), so that a re-run skips what is there.
 */
export const GENERATED_POST_PREFIX = "5eed0000-0000-4000-8001-";
export const GENERATED_EVENT_PREFIX = "5eed0000-0000-4000-8002-";
const idWith = (prefix: string, index: number) => `${prefix}${index.toString(16).padStart(12, "0")}`;

export type GeneratedPost = {
  id: string;
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  metaDescription: string;
  content: string;
  featured: boolean;
  published: boolean;
  publishDaysAgo: number;
};

const TOPICS = [
  { title: "What to Buy at the Farm Gate in {season}", lead: "A short guide to what farms around {town} are selling in {season}." },
  { title: "A Morning at {place}: Bread, Butter and Early Starts", lead: "We spent a morning at {place}, outside {town}, where the day starts long before the shop opens." },
  { title: "Honesty Boxes of County {county}", lead: "Roadside honesty boxes in County {county} run on trust, and the trust mostly holds." },
  { title: "How the {family} Family Keeps Bees near {town}", lead: "Three generations of the {family} family have kept hives on the hills above {town}." },
  { title: "Cooking with {season} Vegetables from {county}", lead: "Simple ways to cook what {county} growers are lifting this {season}." },
  { title: "Why {town} Shops Local: Notes from the Market", lead: "Stallholders at the {town} market on why neighbours come back every week." },
] as const;
const SEASONS = ["Spring", "Summer", "Autumn", "Winter"] as const;
const PARAGRAPHS = [
  "Buying direct means the farmer keeps a fair share of the price, and you get food that was picked or made days, not weeks, before you eat it.",
  "Most farm shops keep short hours outside the busy months, so check the opening times on the shop's page before a long drive.",
  "Bring a bag or a box: many shops have stopped giving out plastic, and eggs travel better in their own trays.",
  "Ask what is good this week. The person behind the counter usually grew it, and will tell you how they cook it at home.",
  "Prices at the farm gate follow the weather as much as the market: a wet spring means fewer early potatoes, a dry summer sweeter strawberries.",
  "Many farms take orders by phone or online for collection, which saves a wasted trip when the hens are slow or the bread sells out.",
] as const;
const TIPS = ["Go early on a Saturday", "Carry some cash for honesty boxes", "Keep a cool bag in the car", "Follow the shop's page for gluts and specials"] as const;

const fill = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? key);

/** Post number `index` of the generated set: about 1 in 20 featured, 1 in 25 a draft. */
export function generatePost(index: number, seed: number): GeneratedPost {
  const rng = createRng(mixSeed(seed ^ 0x0b10, index));
  const place = rng.pick(PLACES);
  const words = {
    county: place.county,
    town: rng.pick(place.towns).name,
    place: townland(rng),
    family: rng.pick(FAMILY_NAMES),
    season: rng.pick(SEASONS),
  };
  const topic = rng.pick(TOPICS);
  const title = fill(topic.title, words);
  const lead = fill(topic.lead, words);
  const body = rng.sample(PARAGRAPHS, 4);
  const content = [
    lead,
    `## Around ${words.town}`,
    body.slice(0, 2).join("\n\n"),
    "## Tips for your visit",
    rng.sample(TIPS, 3).map((t) => `- ${t}`).join("\n"),
    body.slice(2).join("\n\n"),
  ].join("\n\n");
  return {
    id: idWith(GENERATED_POST_PREFIX, index),
    title,
    // The index keeps every slug unique however often a title repeats.
    slug: `${slugify(title, "post").slice(0, 60).replace(/-+$/, "")}-${index + 1}`,
    author: `${rng.pick(FIRST_NAMES)} ${rng.pick(FAMILY_NAMES)}`,
    excerpt: `${lead} ${body[0] ?? ""}`.slice(0, 300),
    metaDescription: lead.slice(0, 160),
    content,
    featured: rng.chance(0.05),
    published: !rng.chance(0.04),
    publishDaysAgo: rng.int(0, 1500),
  };
}

export type GeneratedExtraEvent = {
  id: string;
  name: string;
  description: string;
  startOffsetDays: number;
  endOffsetDays: number | null;
  eventTime: string;
  endTime: string;
  featured: boolean;
};

/** Extra event number `index` (beyond the generated shops' own): mostly upcoming, at a shop the caller picks. */
export function generateExtraEvent(index: number, seed: number): GeneratedExtraEvent {
  const rng = createRng(mixSeed(seed ^ 0xe7e7, index));
  const template = rng.pick(EVENT_TEMPLATES);
  const start = rng.int(-10, 120);
  return {
    id: idWith(GENERATED_EVENT_PREFIX, index),
    name: template.name,
    description: template.description,
    startOffsetDays: start,
    endOffsetDays: template.days > 0 ? start + template.days : null,
    eventTime: template.time,
    endTime: template.end,
    featured: rng.chance(0.02),
  };
}
