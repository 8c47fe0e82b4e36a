// GET /api/admin/farm-shops/approved – approved shops (by name), a page at a time
import { adminShopList } from "@/lib/api/admin-shop-list";

export const GET = adminShopList("approved");
