"use client";

import { CalendarDays, ImageIcon, Star, User } from "lucide-react";
import { formatLongDate } from "@/lib/format";
import type { AdminPost } from "../../_lib/types";
import { Badge } from "@/components/ui/badge";
import { ItemAction } from "../ui/item-action";

/** One post in the Harvest Hub list. */
export function PostItem({
  post,
  onEdit,
  onDelete,
}: {
  post: AdminPost;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `post-${post.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={headingId} className="font-semibold text-stone-900">
            {post.title}
          </h4>
          {post.featured && (
            <Badge tone="amber">
              <Star aria-hidden className="size-3" />
              Featured
            </Badge>
          )}
          {!post.published && <Badge tone="stone">Draft</Badge>}
        </div>
        <p className="line-clamp-2 text-sm text-stone-700">{post.excerpt}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden className="size-3.5" />
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            {formatLongDate(post.publishDate)}
          </span>
          {post.featuredImage && (
            <span className="inline-flex items-center gap-1">
              <ImageIcon aria-hidden className="size-3.5" />
              Has image
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ItemAction action="edit" itemName={post.title} onClick={onEdit} />
        <ItemAction action="delete" itemName={post.title} onClick={onDelete} />
      </div>
    </article>
  );
}
