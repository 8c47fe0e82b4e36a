// Runs before every page and API request (Next.js 16 proxy, Node.js runtime).
import { NextResponse, type NextRequest } from "next/server";
import { databaseUnavailableResponse } from "@/lib/db/health";

export async function proxy(request: NextRequest) {
  // A database outage answers 503 here: a rendered page cannot set that status itself.
  const unavailable = await databaseUnavailableResponse(request);
  if (unavailable) return unavailable;
  return NextResponse.next();
}

export const config = {
  // Pages and the API; not build assets, image files from disk (/api/objects) or public files.
  matcher: ["/((?!_next/|api/objects/|favicon\\.ico|.*\\.[A-Za-z0-9]+$).*)"],
};
