"use client";

import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { FeaturedBadge } from "@/components/content/featured-badge";
import { Icon } from "@/components/ui/icon";
import { PostImage } from "./post-image";

/** What a post card shows, prepared on the server (components/posts/post-card.tsx). */
export type PostCardData = {
  href: string;
  title: string;
  author: string;
  /** ISO timestamp for <time datetime> and the date as written on the card. */
  published: string;
  publishedText: string;
  excerpt: string;
  image: string | null;
  featured: boolean;
};

export function PostCardView({ card, headingLevel }: { card: PostCardData; headingLevel: 2 | 3 }) {
  const t = useTranslations("PostCard");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="feed-card group">
      <PostImage src={card.image} className="aspect-[16/9]" />
      <div className="card-body">
        {card.featured ? <FeaturedBadge className="self-start" /> : null}
        <Heading className="card-title">
          <Link
            href={card.href}
            className="hover:text-brand-700 focus-visible:outline-brand-600 focus-visible:outline-2"
          >
            {card.title}
          </Link>
        </Heading>
        <p className="feed-card-meta">
          <span className="feed-card-meta-item">
            <Icon name="user" className="text-brand-600 size-4" />
            {card.author}
          </span>
          <span className="feed-card-meta-item">
            <Icon name="calendar-days" className="text-brand-600 size-4" />
            <time dateTime={card.published}>{card.publishedText}</time>
          </span>
        </p>
        <p className="line-clamp-3 text-sm text-stone-600">{card.excerpt}</p>
        <Link
          href={card.href}
          className="feed-card-more"
        >
          {t("more")}
          <span className="sr-only">: {card.title}</span>
          <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
    </article>
  );
}
