// GET /api/farm-shops – approved shops by name; POST /api/farm-shops – submit a shop for review
import { after } from "next/server";
import { readJson } from "@/lib/api/body";
import { apiRoute } from "@/lib/api/handler";
import { json, publicJson } from "@/lib/api/respond";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { getApprovedShops } from "@/lib/data/shops";
import { createShop } from "@/lib/db/queries/shops";
import { geocodeNewShop } from "@/lib/geo/bulk";
import { notifySubmission } from "@/lib/mail/notify";
import { assertImagesStored } from "@/lib/storage/verify";
import { shopSubmissionSchema } from "@/lib/validation/shop";

export const GET = apiRoute(async () => publicJson(await getApprovedShops()));

export const POST = apiRoute(async (req) => {
  const data = await readJson(req, shopSubmissionSchema);
  await assertImagesStored([
    { label: "The image", url: data.imageUrl },
    { label: "The second image", url: data.imageUrl2 },
  ]);
  const shop = await createShop({ data });
  // A pending shop is on no public list, but the admin counts and diagnostics read it.
  revalidatePublic(CACHE_TAGS.shops);
  // Mail and geocoding run after the answer: a slow mail server or geocoder never holds it up,
  // and a failure there never loses the submission (both log and carry on).
  after(async () => {
    await Promise.all([notifySubmission(shop), geocodeNewShop(shop)]);
  });
  return json(shop, { status: 201 });
});
