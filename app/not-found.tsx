import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SITE_TAGLINE } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  title: { absolute: `Page Not Found – ${SITE_TAGLINE}` },
  description: "The page you are looking for does not exist.",
  robots: { index: false, follow: true },
};

/** Any unknown path (real HTTP 404, not indexed). Its content is a client component (see there). */
export default function NotFound() {
  return <NotFoundView />;
}
