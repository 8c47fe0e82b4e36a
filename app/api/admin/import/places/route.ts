// POST /api/admin/import/places – the town, address and county at the points of an import's rows without a town
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { lookUpPlaces } from "@/lib/import/places";
import { placeLookupSchema } from "@/lib/validation/import";

// 50 points at the public geocoder's one request a second.
export const maxDuration = 120;

export const POST = adminRoute(async (req) => json(await lookUpPlaces(await readJson(req, placeLookupSchema))));
