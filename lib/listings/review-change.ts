import "server-only";
import { after } from "next/server";
import { ADMIN } from "@/lib/audit/queries";
import { reviewChange } from "@/lib/listings/changes";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { notifyChangeReviewed } from "@/lib/mail/owner-notify";

/** The administrator approves or rejects an owner's change; the owner and the shop hear either way. */
export async function decideChange({ id, approve }: { id: string; approve: boolean }) {
  const result = await reviewChange({ id, decision: approve ? "approved" : "rejected", actor: ADMIN });
  if (approve) revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  const { change, shop } = result;
  after(() => notifyChangeReviewed({ shop, ownerEmail: change.ownerEmail, approved: approve, fields: Object.keys(change.fields) }));
  return result;
}
