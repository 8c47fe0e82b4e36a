import "server-only";
import { adminRoute } from "@/lib/auth/admin";
import { listAdminShops, type AdminShopStatus } from "@/lib/shops/admin-list";
import { adminShopListSchema } from "@/lib/validation/admin-shop-list";
import { pagedJson, parseQuery } from "./paged";

/** The handler of an admin shop list: query string → one page, total in X-Total-Count. */
export function adminShopList(status: AdminShopStatus) {
  return adminRoute(async (req) => {
    const params = parseQuery(req, adminShopListSchema);
    const { shops, total } = await listAdminShops(status, params);
    return pagedJson(req, shops, { total, limit: params.limit, offset: params.offset });
  });
}
