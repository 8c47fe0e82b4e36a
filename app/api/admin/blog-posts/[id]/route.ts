// PATCH /api/admin/blog-posts/[id] – edit a post (its slug stays); DELETE – delete it
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { editPost, removePost } from "@/lib/posts/commands";
import { blogPostInputSchema } from "@/lib/validation/post";

export const PATCH = adminRoute<{ id: string }>(async (req, { params }) => {
  const data = await readJson(req, blogPostInputSchema);
  return json(await editPost({ id: params.id, data }));
});

export const DELETE = adminRoute<{ id: string }>(async (_req, { params }) => {
  const post = await removePost({ id: params.id });
  return json({ message: `Deleted ${post.title}`, id: post.id });
});
