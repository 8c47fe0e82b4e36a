// GET /api/oembed?url=&format=&maxwidth=&maxheight= – oEmbed 1.0: a shop or county page's widget as a rich embed
import { apiRoute } from "@/lib/api/handler";
import { json, publicJson } from "@/lib/api/respond";
import { oembedFor } from "@/lib/embed/oembed";
import { parseWith } from "@/lib/validation/parse";
import { oembedQuerySchema } from "@/lib/validation/embed";

/** Editors that ask from a browser (a page builder's own script) may read the answer. */
const CORS = { "Access-Control-Allow-Origin": "*" };

export const GET = apiRoute(async (req) => {
  const params = req.nextUrl.searchParams;
  const query = parseWith(oembedQuerySchema, {
    url: params.get("url") ?? undefined,
    format: params.get("format") ?? undefined,
    maxwidth: params.get("maxwidth") ?? undefined,
    maxheight: params.get("maxheight") ?? undefined,
  });
  if (query.format === "xml") {
    return json({ error: "Only format=json is supported", message: "Only format=json is supported" }, { status: 501, headers: CORS });
  }
  const answer = await oembedFor(query, req.nextUrl);
  const response = publicJson(answer);
  response.headers.set("Access-Control-Allow-Origin", "*");
  return response;
});
