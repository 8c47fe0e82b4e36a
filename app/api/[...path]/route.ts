// Any other /api/… address – a JSON 404 (not the site's HTML page), whatever the method
import { errorResponse } from "@/lib/api/handler";
import { AppError } from "@/lib/errors";

// Also where a "..", "%2e%2e" or mistyped segment lands once the URL is normalised: API clients
// get the same {message} body as from every other call.
function notFound(): Response {
  return errorResponse(new AppError("not_found", "No such API address"));
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
