// GET /api/objects/[...key] – serve an uploaded image; PUT – the one upload to a signed address
import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { notFound } from "@/lib/errors";
import { getStorage } from "@/lib/storage/driver";
import { isObjectKey } from "@/lib/storage/keys";
import { receiveUpload } from "@/lib/storage/uploads";

type Params = { key: string[] };

function keyOf(params: Params): string {
  const key = params.key.join("/");
  // The strict pattern is what makes path traversal impossible.
  if (!isObjectKey(key)) throw notFound("Image");
  return key;
}

export const GET = apiRoute<Params>(async (_req, { params }) => {
  const object = await (await getStorage()).open(keyOf(params));
  if (!object) throw notFound("Image");
  if (object.kind === "redirect") {
    return new Response(null, { status: 307, headers: { Location: object.url, "Cache-Control": "public, max-age=86400" } });
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      // Objects never change once stored (each address takes one upload).
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // Its Content-Security-Policy (with sandbox) comes from next.config.mjs (OBJECT_CSP).
      "Content-Disposition": "inline",
    },
  });
});

export const PUT = apiRoute<Params>(async (req, { params }) => {
  const result = await receiveUpload(req, keyOf(params));
  return json(result, { headers: { Location: result.url } });
});
