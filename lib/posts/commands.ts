import "server-only";
import { revalidatePublic } from "@/lib/cache/commands";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { BlogPost } from "@/lib/db/schema";
import { notFound } from "@/lib/errors";
import { createPost, deletePost, updatePost } from "@/lib/posts/queries";
import { assertImagesStored } from "@/lib/storage/verify";
import type { BlogPostData } from "@/lib/validation/post";

/**
 * The administrator's changes to Harvest Hub posts, one function each: change the data (recorded
 * in the activity log by the query) and expire the Harvest Hub pages. Route handlers only adapt
 * HTTP to these. A post that is not there is a notFound() AppError, answered 404.
 */

/** A new post; its slug comes from the title, unique among posts. */
export async function addPost({ data }: { data: BlogPostData }): Promise<BlogPost> {
  await assertImagesStored([{ label: "The featured image", url: data.featuredImage }]);
  const post = await createPost({ data });
  revalidatePublic(CACHE_TAGS.posts);
  return post;
}

/** Every field but the slug, which stays (links must not break). */
export async function editPost({ id, data }: { id: string; data: BlogPostData }): Promise<BlogPost> {
  await assertImagesStored([{ label: "The featured image", url: data.featuredImage }]);
  const post = await updatePost({ id, data });
  if (!post) throw notFound("Blog post");
  revalidatePublic(CACHE_TAGS.posts);
  return post;
}

export async function removePost({ id }: { id: string }): Promise<BlogPost> {
  const post = await deletePost({ id });
  if (!post) throw notFound("Blog post");
  revalidatePublic(CACHE_TAGS.posts);
  return post;
}
