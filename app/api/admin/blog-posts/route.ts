// GET /api/admin/blog-posts – one page of every post, drafts too (q, limit, offset, sort; total in X-Total-Count); POST – create a post
import { readJson } from "@/lib/api/body";
import { pagedJson, parseQuery } from "@/lib/api/paged";
import { json } from "@/lib/api/respond";
import { adminRoute } from "@/lib/auth/admin";
import { addPost } from "@/lib/posts/commands";
import { listAdminPosts } from "@/lib/posts/queries";
import { adminPostListSchema } from "@/lib/validation/admin-content-list";
import { blogPostInputSchema } from "@/lib/validation/post";

export const GET = adminRoute(async (req) => {
  const params = parseQuery(req, adminPostListSchema);
  const { posts, total } = await listAdminPosts(params);
  return pagedJson(req, posts, { total, limit: params.limit, offset: params.offset });
});

export const POST = adminRoute(async (req) => {
  const data = await readJson(req, blogPostInputSchema);
  return json(await addPost({ data }), { status: 201 });
});
