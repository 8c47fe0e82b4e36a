// GET /api/admin/blog-posts – every post, drafts too; POST – create a post
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache/tags";
import { createPost, listAllPosts } from "@/lib/db/queries/posts";
import { blogPostInputSchema } from "@/lib/validation/post";

export const GET = adminRoute(async () => json(await listAllPosts()));

export const POST = adminRoute(async (req) => {
  const data = await readJson(req, blogPostInputSchema);
  const post = await createPost({ data });
  revalidatePublic(CACHE_TAGS.posts);
  return json(post, { status: 201 });
});
