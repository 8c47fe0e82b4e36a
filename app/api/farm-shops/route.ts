// GET /api/farm-shops – approved shops by name, a page at a time; POST /api/farm-shops – submit a shop for review
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { parseWith } from "@/lib/validation/parse";
import { apiRoute } from "@/lib/api/handler";
import { publicPage } from "@/lib/api/paged";
import { json } from "@/lib/api/respond";
import { clientKey } from "@/lib/auth/request-info";
import { getApprovedShopsPage } from "@/lib/shops/cached";
import { verifyTurnstile } from "@/lib/security/turnstile";
import { submitShop } from "@/lib/shops/commands";
import { requestedLanguage } from "@/lib/mail/language";
import { assertImagesStored } from "@/lib/storage/verify";
import { shopSubmissionSchema } from "@/lib/validation/shop";
import { submissionGuardSchema } from "@/lib/validation/submission-guard";

export const GET = apiRoute((req) =>
  publicPage(req, async (limit, offset) => {
    const { shops, total } = await getApprovedShopsPage(limit, offset);
    return { items: shops, total };
  }),
);

export const POST = apiRoute(async (req) => {
  // One body, two shapes: the shop itself and the form's anti-spam fields beside it.
  const body = await readJson(req, z.record(z.string(), z.unknown()));
  const data = parseWith(shopSubmissionSchema, body);
  const guard = parseWith(submissionGuardSchema, body);
  await verifyTurnstile(guard.turnstileToken);
  await assertImagesStored([
    { label: "The image", url: data.imageUrl },
    { label: "The second image", url: data.imageUrl2 },
  ]);
  // The owner's mails come in the language of the page they submitted on (English unless it says Irish).
  const ownerLocale = requestedLanguage(req.headers.get("accept-language")) ?? "en-IE";
  const shop = await submitShop({ data, guard, client: clientKey(req.headers), ownerLocale });
  return json(shop, { status: 201 });
});
