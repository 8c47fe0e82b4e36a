import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { siteTagline } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return {
    title: { absolute: t("metaTitle", { tagline: await siteTagline() }) },
    description: t("metaDescription"),
    robots: { index: false, follow: true },
  };
}

/** A page of this language that is not there (real HTTP 404, not indexed). Its content is a client component (see there). */
export default function NotFound() {
  return <NotFoundView />;
}
