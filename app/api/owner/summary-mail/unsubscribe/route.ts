// GET|POST /api/owner/summary-mail/unsubscribe?shop=&sig= – one-click stop of a listing's monthly summary mail
import type { NextRequest } from "next/server";
import { z } from "zod";
import { setMonthlySummary } from "@/lib/analytics/commands";
import { isValidUnsubscribe } from "@/lib/analytics/unsubscribe";
import { apiRoute } from "@/lib/api/handler";
import { AppError, isForeignKeyViolation } from "@/lib/errors";
import { parseWith } from "@/lib/validation/parse";
import { queryOf } from "@/lib/validation/page";
import { getEnv } from "@/lib/env";
import { routes } from "@/lib/routes";

const querySchema = z.object({
  shop: z.string({ message: "shop is required" }).trim().min(1, "shop is required").max(200, "shop is too long"),
  sig: z.string({ message: "sig is required" }).trim().min(1, "sig is required").max(200, "sig is too long"),
});

/** A short page for the mailed link, opened in a browser (the API's policy allows no style). */
function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en-IE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Farm Shops Ireland</title></head><body><main><h1>${title}</h1>${body}<p><a href="/">Back to Farm Shops Ireland</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The link in the mail (GET, one click) and the mail client's own button (POST,
 * List-Unsubscribe-Post: List-Unsubscribe=One-Click) both stop the mail at once. The signature
 * names the shop, so only the mailed link works; a shop deleted since answers 404.
 */
async function unsubscribe(req: NextRequest): Promise<Response> {
  if (req.method === "POST") {
    await stopSummaries(req);
    return new Response(null, { status: 204 });
  }
  // The link opened in a browser: a page, also when the link is broken (cut by a mail client).
  try {
    const shop = await stopSummaries(req);
    return page(
      200,
      "You are unsubscribed",
      `<p>This listing will get no more monthly summaries from Farm Shops Ireland.</p><p>To switch them back on, open <a href="${routes.shop({ id: shop, slug: null })}">your shop's page</a>, choose <strong>Update this listing</strong>, and switch on <strong>Monthly summary by email</strong> there.</p>`,
    );
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    return page(
      err.status,
      "This unsubscribe link does not work",
      `<p>${escapeHtml(err.message)}. It may have been cut short by your mail program: open the whole link from the mail, or switch the summaries off on your listing's update page.</p><p>If you need a hand, write to us at <a href="mailto:${getEnv().CONTACT_EMAIL}">${getEnv().CONTACT_EMAIL}</a>.</p>`,
    );
  }
}

/** Switches the mail off for the signed shop; answers the shop's id. */
async function stopSummaries(req: NextRequest): Promise<string> {
  const { shop, sig } = parseWith(querySchema, queryOf(req));
  if (!(await isValidUnsubscribe(shop, sig))) throw new AppError("bad_request", "This unsubscribe link is not valid");
  try {
    await setMonthlySummary({ shopId: shop, on: false });
  } catch (err) {
    // The shop row has gone (foreign key): nothing left to send to.
    if (isForeignKeyViolation(err)) {
      throw new AppError("not_found", "This listing no longer exists");
    }
    throw err;
  }
  return shop;
}

export const GET = apiRoute(unsubscribe);
export const POST = apiRoute(unsubscribe);
