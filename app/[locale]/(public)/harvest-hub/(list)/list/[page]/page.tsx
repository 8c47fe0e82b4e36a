import type { Metadata } from "next";
import { ClientMessages } from "@/i18n/client-messages";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { Pagination } from "@/components/ui/pagination";
import { PostCard } from "@/components/posts/post-card";
import { getFeaturedPosts, getPublishedPostsPage } from "@/lib/posts/cached";
import { blogJsonLd, breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, siteTagline, siteUrl } from "@/lib/seo/metadata";
import { HubBanner } from "../../_components/hub-banner";
import { readListPage, routes } from "@/lib/routes";
import { pageLocale, setPageLocale } from "@/i18n/locale";

/** Latest posts per page: a multiple of the grid's two and three columns. */
const POSTS_PAGE_SIZE = 9;
/** The newest featured posts the first page shows above the latest ones. */
const FEATURED_SHOWN = 3;

type Props = { params: Promise<{ locale: string; page: string }> };

/**
 * The Harvest Hub list, served whole from the route cache. proxy.ts rewrites /harvest-hub?page=…
 * here (lib/routes); admin changes expire it through the data tags.
 */
export const revalidate = 300;
export function generateStaticParams(): { page: string }[] {
  return [];
}

/** The address's page, or 404 for a segment the proxy never makes. */
async function readPage(params: Props["params"]): Promise<number> {
  const page = readListPage((await params).page);
  if (page === null) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const page = await readPage(params);
  // A page past the last is the 404 page, metadata included (its title, noindex), not a list page
  // with a 404 body. The read is the page's own, answered from the data cache.
  if (page > 1) {
    const { total } = await getPublishedPostsPage(POSTS_PAGE_SIZE, (page - 1) * POSTS_PAGE_SIZE);
    if (page > Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE))) notFound();
  }
  const t = await getTranslations("HarvestHub.meta");
  const base = pageMetadata({
    locale: pageLocale(),
    title: `${t("title", { page, paged: page > 1 ? "yes" : "no" })} – ${await siteTagline()}`,
    description: t("description"),
    // Each page is its own canonical address: it lists other posts than the first.
    path: routes.harvestHub({ page }),
    keywords: [t("keyword1"), t("keyword2"), t("keyword3"), t("keyword4"), t("keyword5")],
  });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        "application/rss+xml": [
          { url: siteUrl(routes.harvestHubFeed()), title: t("feedTitle") },
        ],
      },
    },
  };
}

export default async function HarvestHubPage({ params }: Props) {
  setPageLocale((await params).locale);
  const page = await readPage(params);
  const [{ posts, total }, featured] = await Promise.all([
    getPublishedPostsPage(POSTS_PAGE_SIZE, (page - 1) * POSTS_PAGE_SIZE),
    // The featured stories head the first page only.
    page === 1 ? getFeaturedPosts() : [],
  ]);
  const shownFeatured = featured.slice(0, FEATURED_SHOWN);
  const pages = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  // Past the last page there is nothing to show: 404, so that no empty page is indexed or cached as content.
  if (page > pages) notFound();
  const t = await getTranslations("HarvestHub");
  const nav = await getTranslations("Nav");
  const sd = await getTranslations("StructuredData");

  return (
    <ClientMessages use={["Badges", "PostCard"]}>
    <div>
      <JsonLd data={blogJsonLd(posts, pageLocale(), sd("blogDescription"))} />
      <JsonLd data={webPageJsonLd(pageLocale(), routes.harvestHub({ page }), { type: "CollectionPage" })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: nav("home"), href: routes.home() },
          { name: nav("harvestHub"), href: routes.harvestHub() },
        ], pageLocale())}
      />
      <HubBanner />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        {shownFeatured.length > 0 ? (
          <section aria-labelledby="featured-stories" className="mb-14">
            <h2 id="featured-stories" className="text-2xl font-bold text-stone-900">
              {t("featured")}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shownFeatured.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="latest-posts">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="latest-posts" className="text-2xl font-bold text-stone-900">
              {t("latest")}
            </h2>
            <a
              href={routes.harvestHubFeed()}
              className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
            >
              <Icon name="rss" className="size-4" />
              {t("rss")}
            </a>
          </div>
          {posts.length > 0 ? (
            <>
              <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pages={pages} href={(n) => routes.harvestHub({ page: n })} label={t("pages")} />
            </>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center">
              <Icon name="sprout" className="text-brand-600 mx-auto size-10" />
              <p className="mt-4 text-xl font-semibold text-stone-900">{t("emptyTitle")}</p>
              <p className="mt-2 text-stone-600">
                {t("emptyBody")}
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
    </ClientMessages>
  );
}
