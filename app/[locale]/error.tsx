"use client";

import { PageError } from "@/components/layout/page-error";

/**
 * A page that failed to render, inside the site's frame. The HTTP status stays the framework's
 * (a rendered page cannot choose 503; the API answers 503 with Retry-After, and a database that
 * does not answer at all gets the proxy's outage page).
 */
export default function PageErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <PageError reference={error.digest} />;
}
