// GET /harvest-hub/rss.xml – RSS feed of the published Harvest Hub posts
import { connection } from "next/server";
import { renderContent } from "@/lib/posts/render";
import { getPublishedPostsPage } from "@/lib/posts/cached";
import { buildRss } from "@/lib/rss";
import { siteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";

/** The newest posts a feed reader gets; older ones stay on the site. */
const FEED_POSTS = 50;

export async function GET() {
  await connection();
  const { posts } = await getPublishedPostsPage(FEED_POSTS, 0);
  const xml = buildRss(
    {
      title: "Harvest Hub – Farm Shops Ireland",
      url: siteUrl(routes.harvestHub()),
      selfUrl: siteUrl(routes.harvestHubFeed()),
      description: "Seasonal guides, farm stories and practical tips from Ireland's farm shops.",
      builtAt: new Date(Math.max(0, ...posts.map((p) => Date.parse(p.updatedAt)))),
    },
    posts.map((post) => {
      const url = siteUrl(routes.post(post));
      return {
        title: post.title,
        url,
        guid: url,
        author: post.author,
        publishDate: post.publishDate,
        summary: post.excerpt,
        html: renderContent(post.content),
      };
    }),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
