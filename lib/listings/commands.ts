import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { after } from "next/server";
import { ADMIN, diffFields, recordAudit, revertOwnerEdit, sameValue, type Actor, type RevertResult } from "@/lib/audit/commands";
import { OWNER_APPLIED_ACTION } from "@/lib/audit/queries";
import { revalidatePublic } from "@/lib/cache/commands";
import { placeShop } from "@/lib/geo/bulk";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { farmShops, shopChanges, type FieldChanges, type ShopChange } from "@/lib/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { consumeOwnerToken } from "@/lib/listings/owner-tokens";
import { notifyChangeReviewed, sendStillRightReminder, sendUpdateLink } from "@/lib/mail/owner-notify";
import { getShopByIdOrSlug, setOwnerLocale, shopColumns, type Shop } from "@/lib/shops/queries";
import type { Locale } from "@/i18n/config";
import { claimReminderBatch, verifyShop } from "@/lib/shops/status";
import { keyFromStoredAddress } from "@/lib/storage/keys";
import { assertImagesStored } from "@/lib/storage/verify";
import { parseWith } from "@/lib/validation/parse";
import { REVIEWED_FIELDS, OWNER_IGNORED_FIELDS } from "@/lib/validation/owner";
import { ownerShopUpdateSchemaFor, type ShopSubmission } from "@/lib/validation/shop";

/**
 * Keeping a listing true, one function each: the owner confirms it, asks for a link to update it or
 * edits it, the administrator reviews an owner's change or undoes an owner's edit, the monthly
 * reminders go out. Each changes the data, expires the public pages it touched and schedules its
 * mail after the answer; route handlers only adapt HTTP to these. (The reads are in queries.ts.)
 */

/** What an owner is told when acting on a listing the administrator marked closed (410). */
const LISTING_CLOSED = "This listing is marked as closed. Write to us if the shop has reopened.";

/** The signed-in owner says everything is still right (sets verifiedAt); not for a closed listing (410). */
export async function confirmListing({ shopId, locale = null }: { shopId: string; locale?: Locale | null }): Promise<Shop> {
  const current = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  if (!current || current.id !== shopId) throw notFound("Farm shop");
  if (current.closedAt) throw new AppError("gone", LISTING_CLOSED);
  const shop = await verifyShop({ id: shopId, actor: { kind: "owner", shopId } });
  if (locale) await setOwnerLocale(shopId, locale);
  revalidatePublic(CACHE_TAGS.shops);
  return shop;
}

/**
 * The reminder's one-click link: confirms the listing it was sent for, and answers it. Null when
 * the link is spent or unknown, or its listing has since been closed or deleted.
 */
export async function confirmListingByLink({ token }: { token: string }): Promise<Shop | null> {
  const used = await consumeOwnerToken({ token, purpose: "confirm" });
  if (!used) return null;
  try {
    return await confirmListing({ shopId: used.shopId });
  } catch (err) {
    if (err instanceof AppError && (err.code === "gone" || err.status === 404)) return null;
    throw err;
  }
}

/**
 * "Update this listing": the link goes only to the address stored on the listing (nothing the
 * requester sends is read), after the answer, so that the answer does not tell whether there is one.
 */
export function mailUpdateLink({ shop, locale }: { shop: Shop; locale: Locale }): void {
  const { email } = shop;
  if (email) after(() => sendUpdateLink({ ...shop, email }, locale));
}

/** The administrator undoes an owner's applied edit (the undo is itself recorded). */
export async function undoOwnerEdit({ id }: { id: string }): Promise<RevertResult> {
  const result = await revertOwnerEdit({ id, actor: ADMIN });
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  return result;
}

export type OwnerEditResult = { shop: Shop; applied: FieldChanges; pending: ShopChange | null };

/**
 * An owner's edit of their listing. Fields a visitor relies on day to day (hours, contact details,
 * description, products, images) go live at once; the ones that say which shop this is and where
 * it is (name, type, county, town, address, Eircode) wait for the administrator. Both halves and
 * their audit entries are written in one transaction.
 */
export async function applyOwnerEdit({
  shopId,
  data,
  ownerEmail,
  sent,
}: {
  shopId: string;
  data: ShopSubmission & { hoursAsPublished?: null };
  ownerEmail: string;
  /** The fields the owner sent (a PATCH may send a few): a proposal for a field not sent stands. Unset: all of them. */
  sent?: ReadonlySet<string>;
}): Promise<OwnerEditResult> {
  const db = await getDb();
  const actor: Actor = { kind: "owner", shopId };
  return db.transaction(async (tx) => {
    const [current] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, shopId)).for("update").limit(1);
    if (!current) throw notFound("Farm shop");
    const before = current as unknown as Record<string, unknown>;
    const after = data as unknown as Record<string, unknown>;
    const ignored = new Set<string>([...REVIEWED_FIELDS, ...OWNER_IGNORED_FIELDS]);
    // Every other field of the edit schema goes live at once (new hours fields join by themselves).
    const appliedFields = Object.keys(after).filter((f) => !ignored.has(f));
    const applied = diffFields(before, after, appliedFields);
    const reviewedSent = REVIEWED_FIELDS.filter((f) => !sent || sent.has(f));
    const review = diffFields(before, after, reviewedSent);

    let shop = current;
    if (Object.keys(applied).length > 0) {
      const set = Object.fromEntries(Object.entries(applied).map(([f, c]) => [f, after[f] ?? c.after]));
      const [updated] = await tx.update(farmShops).set(set).where(eq(farmShops.id, shopId)).returning(shopColumns);
      if (updated) shop = updated;
      await recordAudit(tx, { actor, entity: "shop", entityId: shopId, shopId, action: OWNER_APPLIED_ACTION, changes: applied });
    }

    let pending: ShopChange | null = null;
    const [open] = await tx.select().from(shopChanges).where(and(eq(shopChanges.farmShopId, shopId), eq(shopChanges.status, "pending"))).limit(1);
    if (Object.keys(review).length > 0 || open) {
      // A second edit before the review replaces the first one's proposal for the fields it sends
      // (sending the live value withdraws that field's proposal); the "before" values stay those
      // of the live listing, and a field it does not send keeps its proposal.
      const fields: FieldChanges = {};
      for (const f of REVIEWED_FIELDS) {
        const proposed = reviewedSent.includes(f) ? review[f] : open?.fields[f];
        if (proposed) fields[f] = proposed;
      }
      if (open) {
        if (Object.keys(fields).length === 0) {
          await tx.update(shopChanges).set({ status: "rejected", reviewedAt: sql`now()` }).where(eq(shopChanges.id, open.id));
          await recordAudit(tx, { actor, entity: "change", entityId: open.id, shopId, action: "change.withdraw", changes: { status: { before: "pending", after: "rejected" } } });
        } else if (!sameValue(open.fields, fields)) {
          [pending = null] = await tx.update(shopChanges).set({ fields, ownerEmail }).where(eq(shopChanges.id, open.id)).returning();
          await recordAudit(tx, { actor, entity: "change", entityId: open.id, shopId, action: "change.update", changes: { fields: { before: open.fields, after: fields } } });
        } else pending = open;
      } else {
        [pending = null] = await tx.insert(shopChanges).values({ farmShopId: shopId, fields, ownerEmail }).returning();
        if (pending) await recordAudit(tx, { actor, entity: "change", entityId: pending.id, shopId, action: "change.propose", changes: fields });
      }
    }
    return { shop, applied, pending };
  });
}

/**
 * An owner's photos go live without review, so a photo new to the listing must be a file uploaded
 * to this site (the form's picker), never any web address: no hot-linked or tracking image reaches
 * the shop page unseen. The listing's own photos (an imported address too) may stay or swap places.
 */
function assertOwnImages(current: Shop, data: ShopSubmission): void {
  const own = new Set([current.imageUrl, current.imageUrl2].filter((u): u is string => !!u));
  for (const [label, url] of [["The image", data.imageUrl], ["The second image", data.imageUrl2]] as const) {
    if (url && !own.has(url) && !keyFromStoredAddress(url)) {
      throw new AppError("bad_request", `${label} must be a photo uploaded with the form: choose a file to upload it.`);
    }
  }
}

/**
 * An owner's PATCH: the fields sent are laid over the live listing and the whole is checked by
 * the submit form's own schema (so the messages are the form's, and fields the form gains later
 * are checked and applied the same way). Then the live half goes out at once and the reviewed
 * half waits for the administrator.
 */
export async function ownerEditShop({
  shopId,
  body,
  ownerEmail,
  locale = null,
}: {
  shopId: string;
  body: Record<string, unknown>;
  ownerEmail: string;
  /** The language of the owner's page (null: not said): the owner's next mails come in it. */
  locale?: Locale | null;
}): Promise<OwnerEditResult> {
  const current = await getShopByIdOrSlug({ idOrSlug: shopId, includePending: true });
  if (!current || current.id !== shopId) throw notFound("Farm shop");
  if (current.closedAt) throw new AppError("gone", LISTING_CLOSED);
  // The map pin is the administrator's: an owner's latitude and longitude are ignored, not checked.
  const sent = Object.fromEntries(Object.entries(body).filter(([field]) => !(OWNER_IGNORED_FIELDS as readonly string[]).includes(field)));
  const data = parseWith(ownerShopUpdateSchemaFor(current.openingHours), { ...current, ...sent });
  assertOwnImages(current, data);
  await assertImagesStored([
    { label: "The image", url: data.imageUrl !== current.imageUrl ? data.imageUrl : null },
    { label: "The second image", url: data.imageUrl2 !== current.imageUrl2 ? data.imageUrl2 : null },
  ]);
  // Hours saved by the owner are confirmed: "Hours as published" (from an import) goes.
  const savesHours = ["openingHours", "publicHolidayHours", "hoursExceptions"].some((f) => f in sent);
  const result = await applyOwnerEdit({ shopId, data: savesHours ? { ...data, hoursAsPublished: null } : data, ownerEmail, sent: new Set(Object.keys(sent)) });
  if (Object.keys(result.applied).length > 0) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  if (locale) await setOwnerLocale(shopId, locale);
  return result;
}

/**
 * Approves (applies the "after" values) or rejects a pending change, in one transaction with its
 * audit entries. A change already reviewed answers 409; an unknown one 404.
 */
export async function reviewChange({ id, decision, actor }: { id: string; decision: "approved" | "rejected"; actor: Actor }): Promise<{ change: ShopChange; shop: Shop }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(shopChanges)
      .set({ status: decision, reviewedAt: sql`now()` })
      .where(and(eq(shopChanges.id, id), eq(shopChanges.status, "pending")))
      .returning();
    if (!change) {
      const [exists] = await tx.select({ status: shopChanges.status }).from(shopChanges).where(eq(shopChanges.id, id)).limit(1);
      if (!exists) throw notFound("Change");
      throw new AppError("conflict", `This change was already ${exists.status}`);
    }
    const shopId = change.farmShopId;
    await recordAudit(tx, { actor, entity: "change", entityId: id, shopId, action: `change.${decision === "approved" ? "approve" : "reject"}`, changes: { status: { before: "pending", after: decision } } });
    const [current] = await tx.select(shopColumns).from(farmShops).where(eq(farmShops.id, shopId)).limit(1);
    if (!current) throw notFound("Farm shop");
    if (decision === "rejected") return { change, shop: current };
    const set = Object.fromEntries(Object.entries(change.fields).map(([f, c]) => [f, c.after]));
    const [shop] = await tx.update(farmShops).set(set).where(eq(farmShops.id, shopId)).returning(shopColumns);
    await recordAudit(tx, { actor, entity: "shop", entityId: shopId, shopId, action: "shop.apply-change", changes: diffFields(current as unknown as Record<string, unknown>, set) });
    return { change, shop: shop ?? current };
  });
}

/** The fields of a change that move the shop: its map pin follows them. */
const LOCATION_FIELDS = new Set(["address", "town", "county", "eircode"]);

/**
 * The administrator approves or rejects an owner's change; the owner and the shop hear either
 * way. An approved change of address places the shop again, after the answer, at the geocoder's
 * pace (the pin stays where it was when the new address cannot be found).
 */
export async function decideChange({ id, approve }: { id: string; approve: boolean }) {
  const result = await reviewChange({ id, decision: approve ? "approved" : "rejected", actor: ADMIN });
  if (approve) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  const { change, shop } = result;
  after(() => notifyChangeReviewed({ shop, ownerEmail: change.ownerEmail, approved: approve, fields: Object.keys(change.fields) }));
  if (approve && Object.keys(change.fields).some((f) => LOCATION_FIELDS.has(f))) {
    after(async () => {
      if (await placeShop(shop)) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
    });
  }
  return result;
}

/** A pause between two reminder mails, so that a batch never floods the mail server (or trips its limits). */
const REMINDER_GAP_MS = 200;

/**
 * Sends one batch of "Is your listing still right?" mails, one after another. The admin screen
 * calls this again while `remaining` is above zero and draws the progress from the answers; a
 * shop is marked as reminded when it is picked, so it is never asked twice in a month.
 */
export async function sendReminderBatch({ limit }: { limit: number }): Promise<{ sent: number; remaining: number }> {
  const { shops, remaining } = await claimReminderBatch({ limit });
  let sent = 0;
  for (const shop of shops) {
    if (!shop.email) continue;
    if (sent > 0) await new Promise((resolve) => setTimeout(resolve, REMINDER_GAP_MS));
    await sendStillRightReminder({ ...shop, email: shop.email });
    sent++;
  }
  return { sent, remaining };
}
