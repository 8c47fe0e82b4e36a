// GET /api/blog-posts – published Harvest Hub posts, newest first, a page at a time
import { apiRoute } from "@/lib/api/handler";
import { pagedJson, parseQuery } from "@/lib/api/paged";
import { CACHE_PUBLIC } from "@/lib/api/respond";
import { getPublishedPostsPage } from "@/lib/posts/cached";
import { PUBLIC_PAGING, pagingSchema } from "@/lib/validation/paging";

const paging = pagingSchema(PUBLIC_PAGING);

export const GET = apiRoute(async (req) => {
  const { limit, offset } = parseQuery(req, paging);
  const { posts, total } = await getPublishedPostsPage(limit, offset);
  return pagedJson(req, posts, { total, limit, offset }, CACHE_PUBLIC);
});
