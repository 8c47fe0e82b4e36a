/**
 * The page a spent owner link answers with (410 Gone): used before, expired, or never issued.
 * Plain HTML from a route handler, because a rendered page cannot answer 410.
 */
export function spentLinkPage({ contactEmail }: { contactEmail: string }): Response {
  const html = `<!doctype html>
<html lang="en-IE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>This link no longer works | Farm Shops Ireland</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #292524; line-height: 1.5">
<h1 style="color: #166534">This link no longer works</h1>
<p>Each link we email works once, and only for a limited time. This one has already been used or has expired.</p>
<p>To get a new one, open your shop's page on Farm Shops Ireland and choose <strong>Update this listing</strong>.
If you need a hand, write to us at <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<p><a href="/">Back to Farm Shops Ireland</a></p>
</body></html>`;
  return new Response(html, { status: 410, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * A 303 to one of this site's own pages, as a relative address: behind a proxy (or `next start`
 * on another host name) the server's idea of its own origin can differ from the one the browser
 * used, and the session cookie just set belongs to the browser's.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

/**
 * The thank-you page after the reminder's one-click confirmation (/owner/confirmed) answers only
 * the browser that followed such a link: the link sets this cookie, holding the listing's name,
 * for a quarter of an hour (a reload still thanks); opened without it, the page is a 404.
 */
export const CONFIRMED_COOKIE = "owner_confirmed";

export function confirmedCookie(shopName: string, secure: boolean): string {
  return [`${CONFIRMED_COOKIE}=${encodeURIComponent(shopName)}`, "Path=/owner/confirmed", "Max-Age=900", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
