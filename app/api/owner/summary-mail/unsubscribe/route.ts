// GET|POST /api/owner/summary-mail/unsubscribe?shop=&sig= – one-click stop of a listing's monthly summary mail
import type { NextRequest } from "next/server";
import { z } from "zod";
import { setMonthlySummary } from "@/lib/analytics/commands";
import { isValidUnsubscribe } from "@/lib/analytics/unsubscribe";
import { apiRoute } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";
import { parseWith } from "@/lib/validation/parse";
import { queryOf } from "@/lib/validation/page";

const querySchema = z.object({
  shop: z.string({ message: "shop is required" }).trim().min(1, "shop is required").max(200, "shop is too long"),
  sig: z.string({ message: "sig is required" }).trim().min(1, "sig is required").max(200, "sig is too long"),
});

const PAGE = `<!doctype html><html lang="en-IE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribed – Farm Shops Ireland</title></head><body><main><h1>You are unsubscribed</h1><p>This listing will get no more monthly summaries from Farm Shops Ireland. You can switch them back on from your listing's update page.</p></main></body></html>`;

/**
 * The link in the mail (GET, one click) and the mail client's own button (POST,
 * List-Unsubscribe-Post: List-Unsubscribe=One-Click) both stop the mail at once. The signature
 * names the shop, so only the mailed link works; a shop deleted since answers 404.
 */
async function unsubscribe(req: NextRequest): Promise<Response> {
  const { shop, sig } = parseWith(querySchema, queryOf(req));
  if (!(await isValidUnsubscribe(shop, sig))) throw new AppError("bad_request", "This unsubscribe link is not valid");
  try {
    await setMonthlySummary({ shopId: shop, on: false });
  } catch (err) {
    // The shop row has gone (foreign key): nothing left to send to.
    if (err instanceof Error && /foreign key|violates/i.test(`${err.message} ${String((err as { cause?: unknown }).cause ?? "")}`)) {
      throw new AppError("not_found", "This listing no longer exists");
    }
    throw err;
  }
  if (req.method === "POST") return new Response(null, { status: 204 });
  return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

export const GET = apiRoute(unsubscribe);
export const POST = apiRoute(unsubscribe);
