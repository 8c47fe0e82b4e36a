// GET /api/blog-posts – published Harvest Hub posts, newest first
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getPublishedPosts } from "@/lib/posts/cached";

export const GET = apiRoute(async () => publicJson(await getPublishedPosts()));
