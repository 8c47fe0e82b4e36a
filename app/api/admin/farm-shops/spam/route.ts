// GET /api/admin/farm-shops/spam – submissions filed as spam (honeypot or too fast), a page at a time
import { adminShopList } from "@/lib/api/admin-shop-list";

export const GET = adminShopList("spam");
