import { useLocale } from "next-intl";
import type { PublicPost } from "@/lib/posts/cached";
import { cardExcerpt, formatLongDate } from "@/lib/format";
import { toIsoTimestamp } from "@/lib/time";
import { type PostCardData, PostCardView } from "./post-card-view";
import { routes } from "@/lib/routes";

/**
 * A Harvest Hub post in a grid: image, Featured badge, title, author, date, excerpt, Read More.
 * Rendered by a client component from only what it shows (see the event card).
 */
export function PostCard({ post, headingLevel = 3 }: { post: PublicPost; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const card: PostCardData = {
    href: routes.post(post),
    title: post.title,
    author: post.author,
    published: toIsoTimestamp(post.publishDate),
    publishedText: formatLongDate(post.publishDate, locale),
    // About the three lines the card shows.
    excerpt: cardExcerpt(post.excerpt, 180),
    image: post.featuredImage ?? null,
    featured: post.featured,
  };
  return <PostCardView card={card} headingLevel={headingLevel} />;
}
