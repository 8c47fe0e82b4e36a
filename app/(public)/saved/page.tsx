import type { Metadata } from "next";
import { PageBanner } from "@/components/content/page-banner";
import { SavedList } from "@/components/saved/saved-list";
import { getEnv } from "@/lib/env";
import { routes } from "@/lib/routes";
import { readSharedKeys } from "@/lib/saved/keys";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A list kept in one browser (or passed on in the address) is nobody else's search result.
export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Saved farm shops | Farm Shops Ireland",
    description:
      "The farm shops you saved in this browser, with whether each is open now, how far away it is and a map: plan a day out visiting farm shops across Ireland.",
    path: routes.saved(),
    noIndex: true,
  });
}

/**
 * The saved shops of this browser, or a shared list (`?shops=a,b`) read-only with "Save all". The
 * list lives in the browser, so the shops are fetched there (GET /api/farm-shops/by-slugs).
 */
export default async function SavedPage({ searchParams }: Props) {
  const param = (await searchParams).shops;
  const shared = param === undefined ? null : readSharedKeys(Array.isArray(param) ? param.join(",") : param);
  return (
    <>
      <PageBanner eyebrow="Plan your day out" title={shared ? "A shared list of farm shops" : "Saved farm shops"}>
        <p>
          {shared
            ? "Someone shared these farm shops with you. Save them to keep them in this browser."
            : "Shops you save are kept in this browser only: no account needed."}
        </p>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <SavedList shared={shared} styleUrl={getEnv().MAP_STYLE_URL} />
      </div>
    </>
  );
}
