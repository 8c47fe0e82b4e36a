// GET /api/farm-shops/by-slugs?slugs=a,b – the public shops of a saved list (1–100 slugs or ids), with what their live status needs
import { apiRoute } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/paged";
import { publicJson } from "@/lib/api/respond";
import { savedShopsByKeys } from "@/lib/saved/view";
import { bySlugsQuery } from "@/lib/validation/saved";

export const GET = apiRoute(async (req) => {
  const { slugs } = parseQuery(req, bySlugsQuery);
  // Unknown or closed shops are named in `missing`, not an error: a saved list outlives shops.
  return publicJson(await savedShopsByKeys(slugs));
});
