import type { Metadata } from "next";
import { connection } from "next/server";
import { Icon } from "@/components/ui/icon";
import { PostCard } from "@/components/posts/post-card";
import { getFeaturedPosts, getPublishedPosts } from "@/lib/posts/cached";
import { blogJsonLd, breadcrumbJsonLd } from "@/lib/seo/content-json-ld";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, SITE_TAGLINE, siteUrl } from "@/lib/seo/metadata";
import { HubBanner } from "./_components/hub-banner";
import { routes } from "@/lib/routes";

export function generateMetadata(): Metadata {
  const base = pageMetadata({
    title: `Harvest Hub: Farm Stories and Seasonal Guides – ${SITE_TAGLINE}`,
    description:
      "Harvest Hub: seasonal produce guides, farm shop stories, honesty boxes, farmhouse cheese, grow boxes and tips for buying direct from Irish farmers.",
    path: routes.harvestHub(),
    keywords: [
      "Irish farm blog",
      "seasonal produce Ireland",
      "farm shops",
      "Harvest Hub",
      "buy local Ireland",
    ],
  });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: {
        "application/rss+xml": [
          { url: siteUrl(routes.harvestHubFeed()), title: "Harvest Hub RSS feed" },
        ],
      },
    },
  };
}

export default async function HarvestHubPage() {
  await connection();
  const [posts, featured] = await Promise.all([getPublishedPosts(), getFeaturedPosts()]);

  return (
    <div>
      <JsonLd data={blogJsonLd(posts)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: routes.home() },
          { name: "Harvest Hub", path: routes.harvestHub() },
        ])}
      />
      <HubBanner />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        {featured.length > 0 ? (
          <section aria-labelledby="featured-stories" className="mb-14">
            <h2 id="featured-stories" className="text-2xl font-bold text-stone-900">
              Featured Stories
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {featured.map((post) => (
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
              Latest Posts
            </h2>
            <a
              href={routes.harvestHubFeed()}
              className="text-brand-700 inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
            >
              <Icon name="rss" className="size-4" />
              RSS feed
            </a>
          </div>
          {posts.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-14 text-center">
              <Icon name="sprout" className="text-brand-600 mx-auto size-10" />
              <p className="mt-4 text-xl font-semibold text-stone-900">No blog posts yet</p>
              <p className="mt-2 text-stone-600">
                Our first stories from Ireland&apos;s farms are on their way. Check back soon.
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
