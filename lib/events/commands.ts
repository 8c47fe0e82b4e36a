import "server-only";
import { revalidatePublic } from "@/lib/cache/commands";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { Event } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { createEvent, deleteEvent, setEventFeatured, updateEvent } from "@/lib/events/queries";
import { getShopByIdOrSlug } from "@/lib/shops/queries";
import { assertImagesStored } from "@/lib/storage/verify";
import type { EventData } from "@/lib/validation/event";

/**
 * The administrator's changes to events, one function each: change the data (recorded in the
 * activity log by the query) and expire the public pages it shows on. Route handlers only adapt
 * HTTP to these. An event or shop that is not there is a notFound() AppError, answered 404.
 */

/** Event lists and pages, and the shops' "Events" badge (the with-events list is a shops read). */
const revalidateEventPages = () => revalidatePublic(CACHE_TAGS.events, CACHE_TAGS.shops);

/** A new event of a shop (pending shops too: their events show once they are approved). */
export async function addEvent({ shopId, data }: { shopId: string; data: EventData }): Promise<Event> {
  const shop = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  // The address names the shop by id only.
  if (!shop || shop.id !== shopId) throw notFound("Farm shop");
  await assertImagesStored([{ label: "The event image", url: data.imageUrl }]);
  const event = await createEvent({ shopId: shop.id, data });
  revalidateEventPages();
  return event;
}

export async function editEvent({ id, data }: { id: string; data: EventData }): Promise<Event> {
  await assertImagesStored([{ label: "The event image", url: data.imageUrl }]);
  const event = await updateEvent({ id, data });
  if (!event) throw notFound("Event");
  revalidateEventPages();
  return event;
}

export async function removeEvent({ id }: { id: string }): Promise<Event> {
  const event = await deleteEvent({ id });
  if (!event) throw notFound("Event");
  revalidateEventPages();
  return event;
}

/** Featuring changes only the event lists (no shop shows whether its event is featured). */
export async function featureEvent({ id, featured }: { id: string; featured: boolean }): Promise<Event> {
  const event = await setEventFeatured({ id, featured });
  if (!event) throw notFound("Event");
  revalidatePublic(CACHE_TAGS.events);
  return event;
}
