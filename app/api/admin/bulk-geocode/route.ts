// POST /api/admin/bulk-geocode – geocode shops without coordinates ({force: true}: every shop)
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { bulkGeocodeShops } from "@/lib/shops/commands";

const bulkGeocodeSchema = z.object({ force: z.boolean({ error: "force must be true or false" }).default(false) });

// A run over many shops takes about a second a shop against the public geocoder.
export const maxDuration = 300;

export const POST = adminRoute(async (req) => {
  const { force } = await readJson(req, bulkGeocodeSchema, { optional: true });
  return json(await bulkGeocodeShops({ force }));
});
