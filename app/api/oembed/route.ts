// GET /api/oembed?url=&format=&maxwidth=&maxheight= – oEmbed 1.0: a shop or county page's widget as a rich embed
import type { NextRequest } from "next/server";
import { apiRoute, type RouteArgs } from "@/lib/api/handler";
import { requestHost } from "@/lib/auth/request-info";
import { json, publicJson } from "@/lib/api/respond";
import { oembedFor } from "@/lib/embed/oembed";
import { parseWith } from "@/lib/validation/parse";
import { oembedQuerySchema } from "@/lib/validation/embed";

const answer = apiRoute(async (req) => {
  const params = req.nextUrl.searchParams;
  const query = parseWith(oembedQuerySchema, {
    url: params.get("url") ?? undefined,
    format: params.get("format") ?? undefined,
    maxwidth: params.get("maxwidth") ?? undefined,
    maxheight: params.get("maxheight") ?? undefined,
  });
  if (query.format === "xml") return json({ error: "Only format=json is supported", message: "Only format=json is supported" }, { status: 501 });
  return publicJson(await oembedFor(query, requestHost(req)));
});

/**
 * Editors that ask from a browser (a page builder's own script) may read every answer: the embed
 * and the errors alike (a 400 or 404 says why the address was refused), so the header is set on
 * whatever the call answers, the error answers of apiRoute included.
 */
export async function GET(req: NextRequest, ctx: RouteArgs<Record<string, never>>): Promise<Response> {
  const response = await answer(req, ctx);
  response.headers.set("Access-Control-Allow-Origin", "*");
  return response;
}
