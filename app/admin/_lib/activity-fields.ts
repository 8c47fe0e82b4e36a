import { FIELD_LABELS } from "@/lib/validation/owner";
import type { AuditRow } from "./listing-queries";
import { countOf } from "./display";

type Entity = AuditRow["entity"];

/**
 * How the Activity tab and the owners' changes name a recorded field: an event's `name` is the
 * event's, not a shop's; a field without a label of its own reads as words ("endDate": "End date").
 */
const LABELS: Partial<Record<Entity, Record<string, string>>> = {
  shop: {
    ...FIELD_LABELS,
    slug: "Address (slug)",
    publicHolidayHours: "Public holiday hours",
    hoursExceptions: "Special dates",
    hoursAsPublished: "Hours as published",
    remindedAt: "Reminder sent",
    spamReason: "Spam reason",
    duplicateOfId: "Possible duplicate of",
  },
  event: {
    name: "Event name",
    description: "Description",
    eventDate: "Date",
    eventTime: "Start time",
    endDate: "End date",
    endTime: "End time",
    imageUrl: "Image",
    websiteUrl: "Website",
    featured: "Featured",
  },
  post: {
    title: "Title",
    slug: "Address (slug)",
    author: "Author",
    content: "Text",
    excerpt: "Excerpt",
    metaDescription: "Meta description",
    featuredImage: "Featured image",
    publishDate: "Publish date",
    featured: "Featured",
    published: "Published",
  },
  import: { file: "File", counts: "Rows" },
};

/**
 * Fields kept for the database's own use (keys, timestamps it sets, columns derived from others):
 * an entry does not list them (a created event would begin with its id and creation time).
 */
const UNSHOWN = new Set(["id", "createdAt", "updatedAt", "searchText", "nameKey", "placeKey", "mapLat", "mapLon", "farmShopId"]);

/** A field's name for people: its label, or its name as words. */
export function fieldLabel(entity: Entity, field: string): string {
  const label = LABELS[entity]?.[field] ?? FIELD_LABELS[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether an entry lists this field (not one the database keeps for itself). */
export const shownField = (field: string) => !UNSHOWN.has(field);

/**
 * A line of an entry: "Label: before → after"; an import's entry names its file and what it did
 * ("File: sheet.csv", "Rows: 8 new, 1 updated, 0 unchanged, 2 duplicates, 0 rows with errors"), not a change
 * from nothing.
 */
export function changeLine(entity: Entity, field: string, change: { before: unknown; after: unknown }, show: (v: unknown) => string): string {
  const label = fieldLabel(entity, field);
  if (entity === "import") {
    const after = change.after;
    if (field === "counts" && after && typeof after === "object") {
      const c = after as Partial<Record<"new" | "updated" | "unchanged" | "duplicates" | "errors", number>>;
      return `${label}: ${c.new ?? 0} new, ${c.updated ?? 0} updated, ${c.unchanged ?? 0} unchanged, ${countOf(c.duplicates ?? 0, "duplicate", "duplicates")}, ${countOf(c.errors ?? 0, "row with errors", "rows with errors")}`;
    }
    return `${label}: ${show(after)}`;
  }
  return `${label}: ${show(change.before)} → ${show(change.after)}`;
}
