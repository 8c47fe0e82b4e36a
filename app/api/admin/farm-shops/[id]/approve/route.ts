// POST /api/admin/farm-shops/[id]/approve – publish a submission (gives it a slug if it lacks one)
import { after } from "next/server";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { approveShop } from "@/lib/db/queries/shops";
import { notifyApproval } from "@/lib/mail/notify";

export const POST = adminRoute<{ id: string }>(async (_req, { params }) => {
  const result = await approveShop({ id: params.id });
  if (!result) throw notFound("Farm shop");
  const { shop, newlyApproved } = result;
  revalidatePublic(CACHE_TAGS.shops, CACHE_TAGS.events);
  // The owner hears once, when the shop goes live; approving again (even at the same moment) sends nothing.
  if (newlyApproved) after(() => notifyApproval(shop));
  return json(shop);
});
