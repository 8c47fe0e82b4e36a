// GET, POST /api/auth/[...nextauth] – next-auth's own endpoints (session, csrf, credentials sign-in)
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { assertDatabaseReachable, errorResponse } from "@/lib/api/handler";
import { JSON_BODY_MAX_BYTES, isJsonType, readLimited } from "@/lib/api/body";
import { getAuthOptions } from "@/lib/auth/next-auth";
import { AppError } from "@/lib/errors";
import { CONTROL_CHARACTER } from "@/lib/validation/common";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * What next-auth would throw on rather than answer: a JSON body that does not parse (its own
 * forms post URL-encoded; it calls req.json() on anything that says JSON) or an `error` query it
 * would copy into a Location header. Both are the caller's mistake: 400 with a message. The body
 * is read here (at most 1 MB, as every other call) and handed on in a fresh request.
 */
async function checked(req: NextRequest): Promise<NextRequest> {
  for (const [name, value] of req.nextUrl.searchParams) {
    // A control character (NUL included) cannot go into the redirect next-auth makes of `?error=`.
    if (CONTROL_CHARACTER.test(value)) throw new AppError("bad_request", `${name} contains a character that is not allowed`);
  }
  if (req.method !== "POST" || !isJsonType(req.headers.get("content-type") ?? "")) return req;
  const text = new TextDecoder().decode(await readLimited(req, JSON_BODY_MAX_BYTES));
  try {
    JSON.parse(text);
  } catch {
    throw new AppError("bad_request", text.trim() === "" ? "The request body must be a JSON object" : "Malformed JSON in the request body");
  }
  return new NextRequest(req, { body: text });
}

/**
 * next-auth answers an action it does not have ("GET /api/auth/nope") with a 400 in plain text;
 * the API's callers read errors as JSON ({ error, message }), so it is given in that form.
 */
async function asJsonError(response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 400 || type.includes("json") || type.includes("html")) return response;
  const message = (await response.text()).trim() || "The request could not be handled";
  return errorResponse(new AppError(response.status === 404 ? "not_found" : "bad_request", message));
}

async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  let request: NextRequest;
  try {
    await assertDatabaseReachable();
    request = await checked(req);
  } catch (err) {
    return errorResponse(err);
  }
  return asJsonError((await NextAuth(request, ctx, await getAuthOptions())) as Response);
}

export { handler as GET, handler as POST };
