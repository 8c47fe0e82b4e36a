// GET /api/blog-posts – published Harvest Hub posts, newest first, a page at a time
import { apiRoute } from "@/lib/api/handler";
import { publicPage } from "@/lib/api/paged";
import { getPublishedPostsPage } from "@/lib/posts/cached";

export const GET = apiRoute((req) =>
  publicPage(req, async (limit, offset) => {
    const { posts, total } = await getPublishedPostsPage(limit, offset);
    return { items: posts, total };
  }),
);
