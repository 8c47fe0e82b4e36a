import type { Metadata } from "next";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CoverImage } from "@/components/ui/cover-image";
import { Icon } from "@/components/ui/icon";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { PostCard } from "@/components/posts/post-card";
import { getFeaturedPosts, getPublicPost } from "@/lib/posts/cached";
import { formatLongDateTime, readTimeMinutes } from "@/lib/format";
import { toIsoTimestamp } from "@/lib/time";
import { blogPostingJsonLd, breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/content-json-ld";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata, siteTagline } from "@/lib/seo/metadata";
import { ArticleBody } from "./_components/article-body";
import { ShareButton, type ShareToasts } from "@/components/ui/share-button";
import { routes } from "@/lib/routes";
import { pageLocale, setPageLocale } from "@/i18n/locale";

type Props = { params: Promise<{ locale: string; slug: string }> };


const loadPost = async (slug: string) => (slug.length <= 200 ? getPublicPost(slug) : null);

// Cached whole on first visit; admin changes expire it through the data tags.
export const revalidate = 300;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  setPageLocale((await params).locale);
  const post = await loadPost((await params).slug);
  const t = await getTranslations("HarvestHub.post");
  if (!post)
    return {
      title: { absolute: `${t("notFound")} – ${await siteTagline()}` },
      robots: { index: false },
    };
  const base = pageMetadata({
    locale: pageLocale(),
    title: t("metaTitle", { title: post.title }),
    description: post.metaDescription || post.excerpt,
    path: routes.post(post),
    image: post.featuredImage,
    type: "article",
    keywords: [t("keyword1"), t("keyword2"), t("keyword3"), post.author],
  });
  return {
    ...base,
    authors: [{ name: post.author }],
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: toIsoTimestamp(post.publishDate),
      modifiedTime: toIsoTimestamp(post.updatedAt),
      authors: [post.author],
    },
  };
}

export default async function PostPage({ params }: Props) {
  setPageLocale((await params).locale);
  const post = await loadPost((await params).slug);
  if (!post) notFound();
  const related = (await getFeaturedPosts()).filter((p) => p.id !== post.id).slice(0, 3);
  const minutes = readTimeMinutes(post.content);
  const t = await getTranslations("HarvestHub.post");
  const nav = await getTranslations("Nav");
  const toasts: ShareToasts = { copied: t("copied"), copiedDetail: t("copiedDetail"), failed: t("copyFailed") };

  return (
    <ClientMessages use={["Badges", "PostCard"]}>
    <div>
      <JsonLd data={blogPostingJsonLd(post, pageLocale())} />
      <JsonLd data={webPageJsonLd(pageLocale(), routes.post(post))} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: nav("home"), href: routes.home() },
          { name: nav("harvestHub"), href: routes.harvestHub() },
          { name: post.title, href: routes.post(post) },
        ], pageLocale())}
      />
      <header className="from-brand-800 via-brand-700 relative overflow-hidden bg-linear-to-br to-emerald-800 text-white">
        {post.featuredImage ? (
          <>
            <CoverImage src={post.featuredImage} alt="" priority />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-linear-to-t from-stone-950/90 via-stone-950/60 to-stone-950/30"
            />
          </>
        ) : null}
        <div className="relative mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16 lg:px-8">
          <Breadcrumbs
            on="dark"
            items={[
              { name: nav("home"), href: routes.home() },
              { name: nav("harvestHub"), href: routes.harvestHub() },
              { name: post.title },
            ]}
          />
          <div className={post.featuredImage ? "mt-24 sm:mt-40" : "mt-10"}>
            {post.featured ? <FeaturedBadge /> : null}
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <p className="text-brand-50 mt-4 max-w-3xl text-lg">{post.excerpt}</p>
            <div className="text-brand-50 mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
              <span className="inline-flex items-center gap-1.5">
                <Icon name="user" className="size-4" />
                <span className="sr-only">{t("author")} </span>
                <span>{post.author}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar-days" className="size-4" />
                <time dateTime={toIsoTimestamp(post.publishDate)}>
                  {formatLongDateTime(post.publishDate, pageLocale())}
                </time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Icon name="clock" className="size-4" />
                {t("readTime", { minutes })}
              </span>
              <ShareButton
                title={post.title}
                text={post.excerpt}
                label={t("share")}
                toasts={toasts}
                className="text-brand-700 ring-brand-100 hover:bg-brand-50 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold shadow-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              />
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <ArticleBody content={post.content} />
        <div className="mt-12 border-t border-stone-200 pt-6">
          <Link
            href={routes.harvestHub()}
            className="text-brand-700 hover:text-brand-800 inline-flex items-center gap-2 font-medium"
          >
            <Icon name="arrow-left" className="size-4" />
            {t("back")}
          </Link>
        </div>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="bg-stone-50 py-14">
          <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-posts" className="text-2xl font-bold text-stone-900">
              {t("related")}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
    </ClientMessages>
  );
}
