import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { PublicPost } from "@/lib/data/posts";
import { formatLongDate } from "@/lib/format";
import { toIsoTimestamp } from "@/lib/time";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { PostImage } from "./post-image";

/** A Harvest Hub post in a grid: image, Featured badge, title, author, date, excerpt, Read More. */
export function PostCard({ post, headingLevel = 3 }: { post: PublicPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="feed-card group">
      <PostImage src={post.featuredImage} className="aspect-[16/9]" />
      <div className="card-body">
        {post.featured ? <FeaturedBadge className="self-start" /> : null}
        <Heading className="card-title">
          <Link
            href={`/harvest-hub/${post.slug}`}
            className="hover:text-brand-700 focus-visible:outline-brand-600 focus-visible:outline-2"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="user" className="text-brand-600 size-4" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="text-brand-600 size-4" />
            <time dateTime={toIsoTimestamp(post.publishDate)}>{formatLongDate(post.publishDate)}</time>
          </span>
        </p>
        <p className="line-clamp-3 text-sm text-stone-600">{post.excerpt}</p>
        <Link
          href={`/harvest-hub/${post.slug}`}
          className="text-brand-700 group-hover:text-brand-800 mt-auto inline-flex items-center gap-1.5 self-start pt-1 text-sm font-semibold hover:underline"
        >
          Read More
          <span className="sr-only">: {post.title}</span>
          <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
