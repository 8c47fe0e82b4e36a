// GET /api/blog-posts/[slug] – one published post (drafts answer 404)
import { apiRoute } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { publicJson } from "@/lib/api/respond";
import { getPostBySlug } from "@/lib/posts/queries";

export const GET = apiRoute<{ slug: string }>(async (_req, { params }) => {
  const post = params.slug.length <= 200 ? await getPostBySlug({ slug: params.slug }) : null;
  if (!post) throw notFound("Blog post");
  return publicJson(post);
});
