// GET /api/admin/farm-shops/pending – submissions waiting for review (oldest first), a page at a time
import { adminShopList } from "@/lib/api/admin-shop-list";

export const GET = adminShopList("pending");
