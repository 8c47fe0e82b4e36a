import "server-only";
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "@/lib/search/conditions";
import type { AdminEventListQuery } from "@/lib/validation/admin-content-list";
import { dublinToday } from "@/lib/time";
import type { EventData } from "@/lib/validation/event";
import { getDb } from "@/lib/db/client";
import { publicShopCondition } from "@/lib/shops/conditions";
import { recordRowChange } from "@/lib/audit/commands";
import { events, farmShops, type Event } from "@/lib/db/schema";

/** The shop fields an event card and the event page show beside an event. */
export type EventShop = {
  id: string;
  slug: string | null;
  name: string;
  county: string;
  town: string;
  address: string;
  eircode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  imageUrl: string | null;
};
export type EventWithShop = Event & { farmShop: EventShop };

const withShop = {
  ...getTableColumns(events),
  farmShop: {
    id: farmShops.id,
    slug: farmShops.slug,
    name: farmShops.name,
    county: farmShops.county,
    town: farmShops.town,
    address: farmShops.address,
    eircode: farmShops.eircode,
    phone: farmShops.phone,
    email: farmShops.email,
    website: farmShops.website,
    imageUrl: farmShops.imageUrl,
  },
};

const notOver = (today: string) => sql`coalesce(${events.endDate}, ${events.eventDate}) >= ${today}`;
const soonestFirst = [asc(events.eventDate), asc(events.eventTime), asc(events.name)];

/** Upcoming events (ending, or starting, today or later in Ireland) of approved shops, soonest first. */
export async function listUpcomingEvents({ today = dublinToday() }: { today?: string } = {}): Promise<EventWithShop[]> {
  const db = await getDb();
  return db
    .select(withShop)
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(and(publicShopCondition(), notOver(today)))
    .orderBy(...soonestFirst);
}

/** A page of the upcoming events, with how many there are in all (in the county when one is given). */
export type UpcomingEventsPage = { events: EventWithShop[]; total: number };

/**
 * One page of the upcoming events of approved shops, soonest first (the id breaks ties, so that
 * pages never repeat or skip an event), optionally in one county (its name as shops store it) and
 * only those that start by `startsBy` (a date, included; events already running count too).
 */
export async function listUpcomingEventsPage({
  today = dublinToday(),
  county = null,
  startsBy = null,
  limit,
  offset,
}: {
  today?: string;
  county?: string | null;
  startsBy?: string | null;
  limit: number;
  offset: number;
}): Promise<UpcomingEventsPage> {
  const db = await getDb();
  const where = and(
    publicShopCondition(),
    notOver(today),
    county === null ? undefined : eq(farmShops.county, county),
    startsBy === null ? undefined : sql`${events.eventDate} <= ${startsBy}`,
  );
  // The page's ids first, then their shops' fields: ordering every upcoming event with its shop's
  // columns made the planner read the whole shops table; the ids need only its public index.
  const pageIds = db
    .select({ id: events.id })
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(where)
    .orderBy(...soonestFirst, asc(events.id))
    .limit(limit)
    .offset(offset);
  const [rows, [count]] = await Promise.all([
    db
      .select(withShop)
      .from(events)
      .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
      .where(inArray(events.id, pageIds))
      .orderBy(...soonestFirst, asc(events.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
      .where(where),
  ]);
  return { events: rows, total: Number(count?.n ?? 0) };
}

/** How many upcoming events of approved shops each county has (only counties with some), counted by the database. */
export async function countUpcomingEventsByCounty({ today = dublinToday() }: { today?: string } = {}): Promise<{ county: string; count: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ county: farmShops.county, count: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(and(publicShopCondition(), notOver(today)))
    .groupBy(farmShops.county);
  return rows.map((r) => ({ county: r.county, count: Number(r.count) }));
}

/** Featured upcoming events of approved shops, soonest first. */
export async function listFeaturedEvents({ today = dublinToday() }: { today?: string } = {}): Promise<EventWithShop[]> {
  const db = await getDb();
  return db
    .select(withShop)
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(and(publicShopCondition(), eq(events.featured, true), notOver(today)))
    .orderBy(...soonestFirst);
}

/** One shop's upcoming events, soonest first. */
export async function listShopUpcomingEvents({ shopId, today = dublinToday() }: { shopId: string; today?: string }): Promise<Event[]> {
  const db = await getDb();
  return db
    .select()
    .from(events)
    .where(and(eq(events.farmShopId, shopId), notOver(today)))
    .orderBy(...soonestFirst);
}

/** Every event of one shop, past ones included, newest first (admin use). */
export async function listShopEvents({ shopId }: { shopId: string }): Promise<Event[]> {
  const db = await getDb();
  return db.select().from(events).where(eq(events.farmShopId, shopId)).orderBy(desc(events.eventDate), asc(events.eventTime));
}

function eventOrdering(sort: AdminEventListQuery["sort"]): SQL[] {
  // The id ends every ordering, so that rows which tie keep one order and pages never repeat or skip one.
  switch (sort) {
    case "oldest":
      return [asc(events.eventDate), asc(events.eventTime), asc(events.id)];
    case "name":
      return [asc(sql`lower(${events.name})`), asc(events.id)];
    case "-name":
      return [desc(sql`lower(${events.name})`), asc(events.id)];
    default:
      return [desc(events.eventDate), asc(events.eventTime), asc(events.id)];
  }
}

/** One page of a shop's events, past ones included (admin use): `q` matches the name; the total counts every match. */
export async function listAdminShopEvents({ shopId, params }: { shopId: string; params: AdminEventListQuery }): Promise<{ events: Event[]; total: number }> {
  const db = await getDb();
  const term = params.q?.trim().toLowerCase();
  const where = and(eq(events.farmShopId, shopId), term ? sql`lower(${events.name}) like ${`%${escapeLike(term)}%`}` : undefined);
  const [rows, [count]] = await Promise.all([
    db.select().from(events).where(where).orderBy(...eventOrdering(params.sort)).limit(params.limit).offset(params.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(events).where(where),
  ]);
  return { events: rows, total: Number(count?.n ?? 0) };
}

/** One event with its shop; only events of approved shops unless `includePending`. */
export async function getEventById({ id, includePending = false }: { id: string; includePending?: boolean }): Promise<EventWithShop | null> {
  // Postgres text never holds a NUL byte, so no event has it (and the query itself would fail).
  if (id.includes("\0")) return null;
  const db = await getDb();
  // Ids are stored as lower-case UUID text; the address may name one in capitals.
  const match = eq(events.id, id.toLowerCase());
  const [event] = await db
    .select(withShop)
    .from(events)
    .innerJoin(farmShops, eq(farmShops.id, events.farmShopId))
    .where(includePending ? match : and(match, publicShopCondition()))
    .limit(1);
  return event ?? null;
}

// Every write below is made by the administrator and recorded in the same transaction.

export async function createEvent({ shopId, data }: { shopId: string; data: EventData }): Promise<Event> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [event] = await tx.insert(events).values({ ...data, farmShopId: shopId }).returning();
    if (!event) throw new Error("insert returned no row");
    await recordRowChange(tx, { entity: "event", action: "event.create", before: null, after: event, shopId });
    return event;
  });
}

async function changeEvent(id: string, set: Partial<EventData> & { featured?: boolean }, action: string): Promise<Event | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update").limit(1);
    if (!before) return null;
    const [event] = await tx.update(events).set(set).where(eq(events.id, id)).returning();
    if (event) await recordRowChange(tx, { entity: "event", action, before, after: event, shopId: event.farmShopId });
    return event ?? null;
  });
}

export function updateEvent({ id, data }: { id: string; data: EventData }): Promise<Event | null> {
  return changeEvent(id, data, "event.update");
}

export function setEventFeatured({ id, featured }: { id: string; featured: boolean }): Promise<Event | null> {
  return changeEvent(id, { featured }, "event.feature");
}

export async function deleteEvent({ id }: { id: string }): Promise<Event | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [event] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (event) await recordRowChange(tx, { entity: "event", action: "event.delete", before: event, after: null, shopId: event.farmShopId });
    return event ?? null;
  });
}
