// GET /api/blog-posts/featured – featured published posts, newest first
import { apiRoute } from "@/lib/api/handler";
import { publicJson } from "@/lib/api/respond";
import { getFeaturedPosts } from "@/lib/posts/cached";

export const GET = apiRoute(async () => publicJson(await getFeaturedPosts()));
