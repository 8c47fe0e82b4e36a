// GET /api/health – for load balancers: 200 {"status":"ok"} while the database answers, else 503
import { healthResponse } from "@/lib/api/outage";

export const dynamic = "force-dynamic";
export const GET = healthResponse;
