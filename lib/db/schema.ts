import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { HoursException, OpeningHours, PublicHolidayHours } from "@/lib/hours/types";
import { REPORT_KINDS, REPORT_STATUSES } from "@/lib/reports/kinds";
import { CITY_CENTRE_MARKERS, DUBLIN_CENTRE, SUSPICIOUS_THRESHOLD } from "@/lib/geo/coordinates";

/**
 * A shop's position as a map may show it, in SQL: both coordinates present and not the suspect
 * failed-geocode spot in central Dublin (unless the address really is there); the same rule as
 * isSuspiciousLocation (lib/geo/coordinates.ts), with its numbers. Kept as stored float columns
 * so that maps and distances neither cast nor match the address per row.
 */
function mappable(column: "latitude" | "longitude") {
  const suspect = `abs(latitude - ${DUBLIN_CENTRE.latitude}) + abs(longitude - (${DUBLIN_CENTRE.longitude})) < ${SUSPICIOUS_THRESHOLD}`;
  const cityCentre = `regexp_replace(lower(address), '[[:space:]]+', ' ', 'g') ~ '(^|[^a-z0-9])(${CITY_CENTRE_MARKERS.join("|")})($|[^a-z0-9])'`;
  return sql.raw(`case when latitude is not null and longitude is not null and not (${suspect} and not ${cityCentre}) then ${column}::float8 end`);
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// Times are validated "HH:MM" strings: the API sends and takes them as text, and Postgres `time`
// would answer "HH:MM:SS", which every screen would have to cut again.
const HHMM = "'^([01][0-9]|2[0-3]):[0-5][0-9]$'";

export const farmShops = pgTable(
  "farm_shops",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    name: text("name").notNull(),
    // Every shop has one once submitted or approved. Nullable in the table only so that imported
    // rows without one can exist until the admin's slug migration gives them one.
    slug: text("slug"),
    county: text("county").notNull(),
    town: text("town").notNull(),
    address: text("address").notNull(),
    eircode: text("eircode"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    facebook: text("facebook"),
    instagram: text("instagram"),
    description: text("description"),
    shopType: text("shop_type", { enum: ["physical", "online", "honesty-box", "farmers-market"] })
      .notNull()
      .default("physical"),
    products: text("products").array().notNull().default(sql`'{}'::text[]`),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default({}),
    // "usual", "closed" or {open, close}: what the shop does on a public holiday of its jurisdiction.
    publicHolidayHours: jsonb("public_holiday_hours").$type<PublicHolidayHours>().notNull().default(sql`'"usual"'::jsonb`),
    // Special dates and seasons, [{from, to, closed, open?, close?, note?}], validated on the way in.
    hoursExceptions: jsonb("hours_exceptions").$type<HoursException[]>().notNull().default([]),
    // The original text of hours the model cannot hold exactly (an imported OSM opening_hours value
    // such as "Apr-Oct ..."); null normally. Non-null: the hours are not confirmed, the page shows
    // "Hours as published: ...", and "open now"/"open at" never call the shop open.
    hoursAsPublished: text("hours_as_published"),
    // Exact decimal values, text in JSON, that Postgres can still compute distances with.
    latitude: numeric("latitude"),
    longitude: numeric("longitude"),
    imageUrl: text("image_url"),
    imageUrl2: text("image_url2"),
    featured: boolean("featured").notNull().default(false),
    approved: boolean("approved").notNull().default(false),
    // Set when the shop has closed for good: it leaves every public list and its page answers 410.
    // Null while it trades. The administrator can reopen it (back to null).
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // When the owner or the administrator last confirmed the details (null: never checked).
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    // When the owner was last asked "Is your listing still right?" (so a batch never asks twice).
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    // The language the owner uses the site in: the owner's mails are written in it (lib/mail/).
    // Set by the submission and by the owner's own edits, from the language of the page they used.
    ownerLocale: text("owner_locale", { enum: ["en-IE", "ga-IE"] }).notNull().default("en-IE"),
    // A submission that tripped the honeypot or came too fast: kept for the admin's Spam list,
    // never shown as pending. The reason says which check it tripped.
    spamReason: text("spam_reason"),
    // An existing shop this submission looks like (same name and town, phone or email).
    duplicateOfId: text("duplicate_of_id").references((): AnyPgColumn => farmShops.id, { onDelete: "set null" }),
    // Folded text (accents off, lower case) that search matches words against; kept by Postgres
    // itself (the farm_shops_search_doc function in the migrations).
    searchText: text("search_text").generatedAlwaysAs(
      sql`farm_shops_search_doc(name, description, town, county, address, products, services)`,
    ),
    // Folded name, and town and county, for relevance and name order without folding per row.
    nameKey: text("name_key").generatedAlwaysAs(sql`farm_shops_fold(name)`),
    placeKey: text("place_key").generatedAlwaysAs(sql`farm_shops_fold(town || ' ' || county)`),
    // Where a map shows the shop (null: nowhere), for map clusters and distances.
    mapLat: doublePrecision("map_lat").generatedAlwaysAs(mappable("latitude")),
    mapLon: doublePrecision("map_lon").generatedAlwaysAs(mappable("longitude")),
    // Not declared here, kept by Postgres and never read by the app's selects (migration 0013):
    // week_minutes, the weekly hours as one int4multirange of minutes from Monday 00:00 (Irish
    // clock; past-midnight hours wrapped into the next day), and the index farm_shops_public_week_idx
    // (id) INCLUDE (week_minutes) of the public shops, so that "open at" for a shop with no special
    // date or holiday rule on the day is one comparison on an index entry (lib/hours/open-at-sql.ts).
    // Also not declared (migration 0014): products_bits and services_bits, the catalogue values
    // as bits (lib/search/conditions.ts), and farm_shops_public_facets_idx (lower(county), shop_type)
    // INCLUDE (county, id, the bits, week_minutes) of the public shops, for facet counts and counts
    // without text (migration 0016). And farm_shops_county_ids_idx (lower(county)) INCLUDE (county,
    // id) of every shop: a jurisdiction's shops for "open at" on its own holidays (migration 0018).
    // And (migration 0021) special_days and holiday_rule, the dates of the shop's special dates and
    // whether it keeps its own hours on holidays, which "open at" tests first, in the same indexes.
    ...timestamps,
  },
  (t) => [
    uniqueIndex("farm_shops_slug_key").on(t.slug),
    index("farm_shops_approved_name_idx").on(t.approved, t.name),
    index("farm_shops_pending_idx").on(t.createdAt).where(sql`not ${t.approved}`),
    // Duplicate detection compares these normalised forms (lib/shops/duplicates.ts).
    index("farm_shops_dup_name_town_idx").on(
      sql`regexp_replace(lower(${t.name}), '[^a-z0-9]', '', 'g')`,
      sql`regexp_replace(lower(${t.town}), '[^a-z0-9]', '', 'g')`,
    ),
    index("farm_shops_dup_phone_idx").on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 9)`),
    index("farm_shops_dup_email_idx").on(sql`lower(${t.email})`),
    // Lists and searches in name order walk this and stop at a page's worth of matches.
    index("farm_shops_approved_by_name_idx").on(sql`lower(${t.name})`, t.id).where(sql`${t.approved}`),
    index("farm_shops_featured_idx").on(t.name).where(sql`${t.featured} and ${t.approved}`),
    // Searches without text sorted "featured" or "county" walk these as the name order walks
    // farm_shops_public_by_name_key_idx (migration 0007), instead of sorting every public row
    // (featured first, no filter, at 20,000 shops: 38-42 ms -> 1 ms; lib/search/search.ts).
    index("farm_shops_public_by_featured_idx").on(t.featured.desc().nullsFirst(), t.nameKey, t.id).where(sql`${t.approved}`),
    index("farm_shops_public_by_county_idx").on(sql`lower(${t.county})`, t.nameKey, t.id).where(sql`${t.approved}`),
    index("farm_shops_county_idx").on(sql`lower(${t.county})`, t.approved),
    index("farm_shops_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The public map without a text search reads only this index (and the visibility map).
    index("farm_shops_public_map_idx")
      .on(t.mapLon, t.mapLat, t.id)
      .where(sql`${t.approved} and ${t.closedAt} is null and ${t.mapLat} is not null`),
    check(
      "farm_shops_shop_type_check",
      sql`${t.shopType} in ('physical', 'online', 'honesty-box', 'farmers-market')`,
    ),
    check("farm_shops_owner_locale_check", sql`${t.ownerLocale} in ('en-IE', 'ga-IE')`),
    check("farm_shops_latitude_check", sql`${t.latitude} between -90 and 90`),
    check("farm_shops_longitude_check", sql`${t.longitude} between -180 and 180`),
    check("farm_shops_opening_hours_check", sql`jsonb_typeof(${t.openingHours}) = 'object'`),
    check(
      "farm_shops_public_holiday_hours_check",
      sql`${t.publicHolidayHours} in ('"usual"'::jsonb, '"closed"'::jsonb) or jsonb_typeof(${t.publicHolidayHours}) = 'object'`,
    ),
    check("farm_shops_hours_exceptions_check", sql`jsonb_typeof(${t.hoursExceptions}) = 'array'`),
  ],
);

/**
 * The public shops' words (names, towns, counties, products, services; folded, three letters or
 * more) with how many shops use each: the dictionary "did you mean" looks misspellings up in,
 * through its trigram index. Kept in step with farm_shops by triggers (drizzle/0012_search_words.sql).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    shops: integer("shops").notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * The opening hours as minute ranges, so that "open now" and "open at" are an indexed comparison
 * instead of a walk through the JSON hours. Kept by Postgres itself: a trigger on farm_shops
 * rewrites a shop's rows in the same statement that saves its hours (farm_shops_store_hours in the
 * migrations), whichever command, import or seed wrote them.
 *
 * One row per open weekday: `day` 0-6 is Monday to Sunday. Minutes count from that day's midnight
 * on the Irish clock, both ends included; a closing at or before the opening runs past midnight,
 * so its end is past 1440 (Friday 18:00-01:00 is 1080-1500). Day 7 is the shop's public-holiday
 * rule, present only when it does not keep its usual hours then: its hours, or no minutes when it
 * closes on public holidays.
 */
export const farmShopOpeningRanges = pgTable(
  "farm_shop_opening_ranges",
  {
    shopId: text("shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
  },
  (t) => [
    // "Open at minute m of day d": day = d and start <= m and end >= m, answered from the index.
    index("farm_shop_opening_ranges_day_idx").on(t.day, t.endMinute, t.startMinute, t.shopId),
    index("farm_shop_opening_ranges_shop_idx").on(t.shopId),
    check("farm_shop_opening_ranges_day_check", sql`${t.day} between 0 and 7`),
    // Only the holiday row may have no minutes: closed on public holidays.
    check(
      "farm_shop_opening_ranges_minutes_check",
      sql`(${t.startMinute} is null) = (${t.endMinute} is null) and (${t.startMinute} is not null or ${t.day} = 7) and (${t.startMinute} is null or (${t.startMinute} between 0 and 1439 and ${t.endMinute} between ${t.startMinute} and ${t.startMinute} + 1440))`,
    ),
  ],
);

/**
 * A shop's special dates (hours_exceptions) as rows, kept by the same trigger: cut into pieces
 * that never overlap, each carrying the entry that governs those dates (the narrowest covering
 * entry, then the later one; `position` is its place in the list, from 1). A closed entry, or one
 * without usable times, has no minutes; an open one has the minutes of each of its days, as in
 * farm_shop_opening_ranges.
 */
export const farmShopSpecialDates = pgTable(
  "farm_shop_special_dates",
  {
    shopId: text("shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
  },
  (t) => [
    // "Which special dates cover this date" without reading the past ones.
    index("farm_shop_special_dates_range_idx").using("gist", sql`daterange(${t.fromDate}, ${t.toDate}, '[]')`),
    index("farm_shop_special_dates_shop_idx").on(t.shopId, t.position),
    check("farm_shop_special_dates_dates_check", sql`${t.fromDate} <= ${t.toDate}`),
    check(
      "farm_shop_special_dates_minutes_check",
      sql`(${t.startMinute} is null) = (${t.endMinute} is null) and (${t.startMinute} is null or (${t.startMinute} between 0 and 1439 and ${t.endMinute} between ${t.startMinute} and ${t.startMinute} + 1440))`,
    ),
  ],
);

export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    farmShopId: text("farm_shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventTime: text("event_time").notNull(),
    endDate: date("end_date", { mode: "string" }),
    endTime: text("end_time"),
    imageUrl: text("image_url"),
    websiteUrl: text("website_url"),
    featured: boolean("featured").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("events_farm_shop_idx").on(t.farmShopId),
    index("events_upcoming_idx").on(sql`coalesce(${t.endDate}, ${t.eventDate})`),
    index("events_featured_idx").on(t.eventDate).where(sql`${t.featured}`),
    check("events_event_time_check", sql`${t.eventTime} ~ ${sql.raw(HHMM)}`),
    check("events_end_time_check", sql`${t.endTime} is null or ${t.endTime} ~ ${sql.raw(HHMM)}`),
    check("events_end_date_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.eventDate}`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    author: text("author").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    featuredImage: text("featured_image"),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull().defaultNow(),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_published_idx").on(t.publishDate).where(sql`${t.published}`),
  ],
);

/**
 * Failed admin sign-ins per client, kept in the database so that the limit holds across
 * several instances of the site.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/**
 * Admin sessions, so that a session can end on the server: logout revokes one, "Sign out
 * everywhere" all of them. The cookie carries the id; a revoked, idle or unknown id is no session.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_last_seen_idx").on(t.lastSeenAt)],
);

/** Signed upload addresses: each one takes exactly one PUT before it expires. */
export const uploadTokens = pgTable(
  "upload_tokens",
  {
    id: text("id").primaryKey(),
    visibility: text("visibility", { enum: ["submission", "public"] }).notNull(),
    objectKey: text("object_key"),
    contentType: text("content_type"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Single-use links mailed to a listing's own address. Only the SHA-256 of the token is stored,
 * so a copy of the table cannot sign anyone in. `purpose`: "sign-in" opens the owner's edit form,
 * "confirm" marks the details as still right.
 */
export const ownerTokens = pgTable(
  "owner_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    farmShopId: text("farm_shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["sign-in", "confirm"] }).notNull(),
    // The listing's address when the link was sent: who signed in, for the review mails.
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("owner_tokens_shop_idx").on(t.farmShopId), index("owner_tokens_expires_idx").on(t.expiresAt)],
);


/** A visitor's "Report a problem" about a listing. */
export const shopReports = pgTable(
  "shop_reports",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    farmShopId: text("farm_shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REPORT_KINDS }).notNull(),
    message: text("message").notNull(),
    email: text("email"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("shop_reports_status_idx").on(t.status, t.createdAt),
    index("shop_reports_shop_idx").on(t.farmShopId),
    check("shop_reports_kind_check", sql`${t.kind} in ('hours', 'closed', 'location', 'contact', 'other')`),
    check("shop_reports_status_check", sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  ],
);

/** Before and after values of the fields a change touched, keyed by field name. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** An owner's edit of the fields the administrator reviews (name, type, place). */
export const shopChanges = pgTable(
  "shop_changes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    farmShopId: text("farm_shop_id")
      .notNull()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<FieldChanges>().notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    // The address the owner signed in with (mailed when the change is reviewed).
    ownerEmail: text("owner_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("shop_changes_status_idx").on(t.status, t.createdAt),
    // At most one pending change per shop: a second edit joins the first.
    uniqueIndex("shop_changes_one_pending_key").on(t.farmShopId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Who changed what and when, written in the same transaction as the change itself. `shopId`
 * (no foreign key: the record outlives a deleted shop) lets the Activity view filter by shop.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor", { enum: ["admin", "owner", "visitor", "system"] }).notNull(),
    // For an owner: the shop whose link signed them in.
    actorShopId: text("actor_shop_id"),
    entity: text("entity", { enum: ["shop", "event", "post", "report", "change", "import"] }).notNull(),
    entityId: text("entity_id").notNull(),
    shopId: text("shop_id"),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<FieldChanges>().notNull().default({}),
    // Set on an owner's applied edit once the administrator has undone it.
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_shop_idx").on(t.shopId, t.at),
    // One thing's history: was a post ever public, an import's entry when it is undone.
    index("audit_log_entity_idx").on(t.entityId, t.entity),
  ],
);

export type FarmShop = typeof farmShops.$inferSelect;
export type NewFarmShop = typeof farmShops.$inferInsert;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type ShopReport = typeof shopReports.$inferSelect;
export type ShopChange = typeof shopChanges.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Visitor counts by Irish day: one row per figure (`metric`, lib/analytics/metrics.ts) and key (a
 * page, a shop's slug, a search, a referrer domain, a kind of device; '' for the day's totals).
 * Added to every few seconds from the counts the server keeps in memory; raw hits are never stored
 * and rows older than 25 months are deleted (drizzle/0025_analytics.sql).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "analytics_daily_pk", columns: [t.day, t.metric, t.key] }),
    index("analytics_daily_metric_day_idx").on(t.metric, t.day),
    check("analytics_daily_count_check", sql`${t.count} >= 0`),
  ],
);

/** A listing's monthly summary mail: on unless switched off, and the last month it went out for. */
export const shopSummaryMail = pgTable("shop_summary_mail", {
  shopId: text("shop_id")
    .primaryKey()
    .references(() => farmShops.id, { onDelete: "cascade" }),
  monthlySummary: boolean("monthly_summary").notNull().default(true),
  lastSentMonth: text("last_sent_month"),
});

/** One import (a file the administrator loaded): undoable as a whole (lib/import/). */
export const importBatches = pgTable("import_batches", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  fileName: text("file_name").notNull(),
  format: text("format").notNull(),
  counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
});

/**
 * Where an imported shop came from: the file, its id there ("osm:node/123"), when, its licence
 * (OpenStreetMap's ODbL, or null for the directory's own CC BY) and its values as last imported,
 * which tell a field the owner or admin edited since (never overwritten unless asked).
 */
export const shopSources = pgTable(
  "shop_sources",
  {
    shopId: text("shop_id")
      .primaryKey()
      .references(() => farmShops.id, { onDelete: "cascade" }),
    sourceId: text("source_id"),
    sourceFile: text("source_file").notNull(),
    batchId: text("batch_id").references(() => importBatches.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    licence: text("licence"),
    importedValues: jsonb("imported_values").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex("shop_sources_source_id_key").on(t.sourceId).where(sql`${t.sourceId} is not null`)],
);

/** What one import did to one shop (created, or the fields it updated with before/after), for its undo. */
export const importBatchShops = pgTable(
  "import_batch_shops",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => importBatches.id, { onDelete: "cascade" }),
    shopId: text("shop_id").notNull(),
    action: text("action", { enum: ["created", "updated"] }).notNull(),
    changes: jsonb("changes").$type<FieldChanges>().notNull().default({}),
    previousSource: jsonb("previous_source").$type<Record<string, unknown> | null>(),
  },
  (t) => [primaryKey({ name: "import_batch_shops_pk", columns: [t.batchId, t.shopId] })],
);
export type ShopSource = typeof shopSources.$inferSelect;
