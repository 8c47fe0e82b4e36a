import "server-only";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { BlogPost } from "@/lib/db/schema";
import * as q from "@/lib/posts/queries";
import { cachedRead, type Serialized } from "@/lib/cache/cached-read";

/** Cached public reads of published Harvest Hub posts. */
export type PublicPost = Serialized<BlogPost>;
const tags = [CACHE_TAGS.posts];

export const getPublishedPosts = cachedRead("posts:published", tags, () => q.listPublishedPosts());
export const getPublishedPostsPage = cachedRead("posts:published-page", tags, (limit: number, offset: number) =>
  q.listPublishedPostsPage({ limit, offset }),
);
export const getFeaturedPosts = cachedRead("posts:featured", tags, () => q.listFeaturedPosts());
export const getPublicPost = cachedRead("posts:one", tags, (slug: string) => q.getPostBySlug({ slug }));
