// PATCH /api/admin/blog-posts/[id] – edit a post (its slug stays); DELETE – delete it
import { readJson } from "@/lib/api/body";
import { notFound } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { deletePost, updatePost } from "@/lib/db/queries/posts";
import { blogPostInputSchema } from "@/lib/validation/post";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, blogPostInputSchema);
  const post = await updatePost({ id: params.id, data });
  if (!post) throw notFound("Blog post");
  revalidatePublic(CACHE_TAGS.posts);
  return json(post);
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const post = await deletePost({ id: params.id });
  if (!post) throw notFound("Blog post");
  revalidatePublic(CACHE_TAGS.posts);
  return json({ message: `Deleted ${post.title}`, id: post.id });
});
