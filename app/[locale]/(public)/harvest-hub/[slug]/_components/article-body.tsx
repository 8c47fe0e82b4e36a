import { PROSE } from "@/components/content/prose";
import { renderContent } from "@/lib/posts/render";

/** The post's content: light markup or HTML, always sanitized (lib/posts/render.ts). */
export function ArticleBody({ content }: { content: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: renderContent(content) }} />;
}
