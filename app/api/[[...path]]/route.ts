// /api itself and any other /api/… address – a JSON 404 (not the site's HTML page), whatever the method
import { errorResponse } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";

// Also where a "..", "%2e%2e" or mistyped segment lands once the URL is normalised: API clients
// get the same {message} body as from every other call.
function noSuchAddress(): Response {
  return errorResponse(notFound("API address", "No such API address"));
}

export const GET = noSuchAddress;
export const HEAD = noSuchAddress;
export const POST = noSuchAddress;
export const PUT = noSuchAddress;
export const PATCH = noSuchAddress;
export const DELETE = noSuchAddress;
