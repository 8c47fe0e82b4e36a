import "server-only";
import { CACHE_NONE, CACHE_PUBLIC } from "@/lib/api/respond";
import { assertDatabaseReachable } from "@/lib/api/handler";
import { reportDatabaseUnavailable } from "@/lib/db/health-state";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseTrouble, isDatabaseUnavailable } from "@/lib/errors";
import { parseEmbedOptions, type EmbedOptions } from "@/lib/validation/embed";
import { EMBED_CSP } from "./document";
import { problemWidget } from "./widgets";
import { widgetWords, type WidgetWords } from "./words";
import { logUnexpectedError } from "@/lib/observability/errors";

/**
 * A widget's answer. The widgets are kept as pages are: the front (deploy/nginx.conf) keeps each
 * to the end of the second it was rendered in (X-Accel-Expires), a CDN a second (Cache-Control);
 * their reads are the shop pages' cached reads, expired by the same commands. Framed by any site
 * (EMBED_CSP names no frame-ancestors; next.config.mjs sends no X-Frame-Options under /embed/).
 */
export function widgetResponse(html: string, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": EMBED_CSP,
      "Cache-Control": status === 503 ? CACHE_NONE : CACHE_PUBLIC,
      "X-Accel-Expires": `@${Math.floor(Date.now() / 1000)}`,
      "X-Robots-Tag": "noindex",
      ...headers,
    },
  });
}

/**
 * Runs a widget's handler: its options (400, shown in the frame, when one is wrong), the outage
 * gate, then `render` with the options and the words of the widget's language; a database that
 * cannot answer gives a 503 widget, never an error page. A problem is said in the language asked
 * for when that much could be read (the reason for a 400 stays in English, as the API's are: it is
 * for whoever wrote the address).
 */
export async function embedRoute(
  request: Request,
  { products }: { products: boolean },
  render: (options: EmbedOptions, words: WidgetWords) => Promise<Response>,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = parseEmbedOptions(params, { products });
  const theme = params.get("theme") === "dark" ? "dark" : "light";
  const words = widgetWords(params.getAll("lang").length === 1 && params.get("lang") === "ga" ? "ga" : "en");
  if (!parsed.success) {
    return widgetResponse(problemWidget({ title: "badAddress", text: parsed.message }, { theme, words }), { status: 400 });
  }
  try {
    await assertDatabaseReachable();
    return await render(parsed.data, words);
  } catch (err) {
    if (isDatabaseUnavailable(err)) reportDatabaseUnavailable();
    if (!isDatabaseTrouble(err)) logUnexpectedError(err, { routePath: "/embed" });
    return widgetResponse(problemWidget("unavailable", { theme, words }), {
      status: 503,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
}

/** A segment of the address as text (Next.js hands it over still percent-encoded). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
