// GET /api/owner/farm-shops/[id] – the owner's own listing; PATCH – the owner updates it
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { json } from "@/lib/api/respond";
import { assertSameSite } from "@/lib/auth/admin";
import { requireOwnerOf } from "@/lib/auth/owner-session";
import { ownerEditShop } from "@/lib/listings/commands";
import { getOwnerView } from "@/lib/listings/queries";
import { requestedLanguage } from "@/lib/mail/language";

export const GET = apiRoute<{ id: string }>(async (req, { params }) => {
  await requireOwnerOf(req, params.id);
  const view = await getOwnerView(params.id);
  if (!view) throw notFound("Farm shop");
  return json(view);
});

export const PATCH = apiRoute<{ id: string }>(async (req, { params }) => {
  assertSameSite(req);
  const session = await requireOwnerOf(req, params.id);
  // Any subset of the shop form's fields; the fields are checked by the form's own schema below.
  const body = await readJson(req, z.record(z.string(), z.unknown()));
  // The owner's page says its language: the review's mail comes in it.
  return json(await ownerEditShop({ shopId: params.id, body, ownerEmail: session.email, locale: requestedLanguage(req.headers.get("accept-language")) }));
});
